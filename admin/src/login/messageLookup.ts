import type { TranslationMessages } from "react-admin";

/**
 * translate() for the login screen before polyglot and react-admin are loaded: looks a dotted
 * key up in a message tree; a missing key shows as itself, as polyglot would.
 */
export function lookupIn(messages: TranslationMessages): (key: string) => string {
  return (key) => {
    let node: unknown = messages;
    for (const part of key.split(".")) {
      if (typeof node !== "object" || node === null) return key;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === "string" ? node : key;
  };
}
