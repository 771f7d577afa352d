import { toLanguage, type Language } from "@shop/shared";

/**
 * The language and theme the console keeps in react-admin's localStorage store
 * (`RaStore.<key>`, JSON), read and written here without loading react-admin, so the login
 * screen and the console agree on them.
 */
const STORE_PREFIX = "RaStore.";

function readStored(storage: Pick<Storage, "getItem">, key: string): unknown {
  try {
    const raw = storage.getItem(STORE_PREFIX + key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function storedLanguage(storage: Pick<Storage, "getItem">): Language {
  const value = readStored(storage, "locale");
  return toLanguage(typeof value === "string" ? value : undefined);
}

export function storeLanguage(storage: Pick<Storage, "setItem">, language: Language): void {
  storage.setItem(`${STORE_PREFIX}locale`, JSON.stringify(language));
}

/** Dark when chosen in the console, or, without a choice, when the system prefers it (as react-admin does). */
export function prefersDark(storage: Pick<Storage, "getItem">, systemPrefersDark: boolean): boolean {
  const value = readStored(storage, "theme");
  return value === "dark" || (value !== "light" && systemPrefersDark);
}
