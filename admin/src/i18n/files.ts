// The console's message files but English's (which ships with the app, ./en): one folder per
// language, found by the bundler, so a new language's folder is all this needs; each is loaded
// when someone picks its language (catalog.ts).
import type { TranslationMessages } from "react-admin";

export const MESSAGE_FILES: Record<string, () => Promise<TranslationMessages>> = import.meta.glob<TranslationMessages>(
  ["./*/index.ts", "!./en/index.ts"],
  { import: "default" },
);
