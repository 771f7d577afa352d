// A person's name as the withdrawal function takes it (docs/behaviour.md §14): it is printed in the
// staff notice and in the shopper's acknowledgement, where mail clients turn whatever looks like a
// web or e-mail address into a link, so a name that holds one would put a stranger's link into a
// mail the shop sends. A name has none: no scheme ("https:", "mailto:", "javascript:"), no "www.",
// no "@", no host name of a common top-level domain ("evil.com"), no IP address. Without zod, so
// the storefront's form can apply the same rule before it sends.

/** `scheme:` followed by anything but a space, or `//` anywhere (schemeless links). */
const SCHEME = /(?:^|[^\p{L}\p{N}])[a-z][a-z0-9+.-]*:(?!\s|$)|\/\//iu;
/** The top-level domains mail clients link most readily (generic, the EU's and the link shorteners'). */
const LINKED_TLDS =
  "com|net|org|info|biz|io|co|me|app|dev|xyz|online|site|top|shop|store|club|link|click|live|ly|to|gl|tk|cc|tv|ws|" +
  "eu|de|at|ch|bg|ro|ru|ua|uk|fr|it|es|nl|be|pl|cz|sk|hu|gr|pt|se|dk|fi|no|ie|lt|lv|ee|si|hr|cy|mt|lu|li|us|cn";
const HOST = new RegExp(
  `(?:^|[^\\p{L}\\p{N}.-])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${LINKED_TLDS})(?![\\p{L}\\p{N}-])`,
  "iu",
);
const IP_ADDRESS = /\d{1,3}(?:\.\d{1,3}){3}/;

export const NAME_NOT_LINK_MESSAGE = "must be a name, without web addresses, links or e-mail addresses";

/** Whether `name` holds nothing a mail client would make a link of. */
export function isNameWithoutLinks(name: string): boolean {
  return (
    !name.includes("@") && !/www\./i.test(name) && !SCHEME.test(name) && !HOST.test(name) && !IP_ADDRESS.test(name)
  );
}
