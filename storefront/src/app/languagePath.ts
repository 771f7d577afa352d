// The language-prefix rules live in @shop/shared (packages/shared/src/language-path.ts): the
// server answers some of them itself.
export { localePath, resolveLanguagePrefix, switchLanguagePath } from "@shop/shared";
