// The password rules for staff accounts, shared by the API (which enforces them) and the console
// (which explains them while the form is filled in). The API is the authority.

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

// The most used passwords of public breach corpora that are 12 characters or longer (shorter
// ones fail on length already), lower-cased; a password equal to one of them is refused.
const COMMON_PASSWORDS = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456123456",
  "qwertyuiopas",
  "qwertyuiop123",
  "qwerty123456",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "password1234",
  "password123!",
  "passwordpassword",
  "password12345",
  "iloveyou1234",
  "administrator",
  "admin1234567",
  "adminadmin123",
  "welcome12345",
  "letmein12345",
  "changeme1234",
  "football1234",
  "baseball1234",
  "princess1234",
  "sunshine1234",
  "trustno1trustno1",
  "abcdefghijkl",
  "abcd12345678",
  "abc123abc123",
  "qazwsxedcrfv",
  "zaq12wsxcde3",
  "asdfghjklqwe",
  "monkey123456",
  "dragon123456",
  "starwars1234",
  "superman1234",
  "passw0rd1234",
  "p@ssw0rd1234",
  "p@ssword1234",
  "testtesttest",
  "test12345678",
  "shop12345678",
  "testkit12345",
]);

/** Keyboard rows and the alphabet, for "qwertyuiop…"-style and "abcdef…"-style sequences. */
const SEQUENCES = [
  "abcdefghijklmnopqrstuvwxyz",
  "qwertyuiopasdfghjklzxcvbnm",
  "qwertzuiopasdfghjklyxcvbnm",
  "01234567890123456789",
];

function isSequence(value: string): boolean {
  return SEQUENCES.some((sequence) => {
    const reversed = [...sequence].reverse().join("");
    return sequence.includes(value) || reversed.includes(value);
  });
}

/** The reasons passwordWeakness gives, by rule: the API answers the text, the console translates by rule. */
export const PASSWORD_WEAKNESSES = {
  tooShort: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `must be at most ${MAX_PASSWORD_LENGTH} characters`,
  repeated: "must not repeat the same one or two characters",
  onlyDigits: "must not be only digits",
  sequence: "must not be a run of keyboard keys, letters or digits",
  common: "is one of the most common passwords",
  username: "must not begin with the username",
} as const;

export const RESERVED_USERNAME_MESSAGE = "is reserved for the shop's own entries in order histories";

/**
 * Why a password is too weak to protect a staff account, or null when it is acceptable:
 * too short, one or two characters repeated, only digits, a keyboard or alphabet run, a very
 * common password, or the username followed by something guessable.
 */
export function passwordWeakness(password: string, username?: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_WEAKNESSES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_WEAKNESSES.tooLong;
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return PASSWORD_WEAKNESSES.repeated;
  if (/^\d+$/.test(password)) return PASSWORD_WEAKNESSES.onlyDigits;
  if (isSequence(lower)) return PASSWORD_WEAKNESSES.sequence;
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_WEAKNESSES.common;
  if (username && username.length >= 3 && lower.startsWith(username.toLowerCase())) return PASSWORD_WEAKNESSES.username;
  return null;
}

/** Names the shop itself writes into order history; no person may sign in under them. */
export const RESERVED_USERNAMES: readonly string[] = ["system", "customer", "shop", "stripe", "paypal", "test"];

export function isReservedUsername(username: string): boolean {
  const name = username.trim().toLowerCase();
  return RESERVED_USERNAMES.includes(name) || name.endsWith("-webhook");
}

/** The form in which usernames are compared: unique without regard to case. */
export function usernameKey(username: string): string {
  return username.normalize("NFKC").trim().toLowerCase();
}
