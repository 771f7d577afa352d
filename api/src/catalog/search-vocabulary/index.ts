// The search vocabulary of each language of packages/shared/src/languages.ts, one file per language
// (en.ts, de.ts, bg.ts): a language without its file is a type error here.
import type { Language } from "@shop/shared";
import { bg } from "./bg.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import type { SearchVocabulary } from "./types.ts";

export type { SearchVocabulary } from "./types.ts";

export const SEARCH_VOCABULARY: Record<Language, SearchVocabulary> = { en, de, bg };
