// The one placeholder syntax of the shop's texts, in all three stores (the storefront's
// public/locales, the console's admin/src/i18n, the API's api/src/messages): a name in single
// curly braces, "Order {number} is on its way". The storefront's translator and the API's fill()
// put values in with it; the console's polyglot is set to it (admin/src/i18n/polyglot.ts), which
// also turns react-admin's own English pack from polyglot's %{name} to it, once.

/** `{name}`; group 1 is the name. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a text names, each once. */
export const placeholders = (template: string): string[] => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1])),
];
