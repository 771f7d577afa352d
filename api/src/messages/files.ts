// The API's message files, one per language of packages/shared/src/languages.ts: a language
// without its file is a type error here, and messages.test.ts names the key a file lacks.
import type { Language } from "@shop/shared";
import bg from "./bg.ts";
import de from "./de.ts";
import en, { type Messages } from "./en.ts";

export const MESSAGE_FILES: Record<Language, Messages> = { en, de, bg };
