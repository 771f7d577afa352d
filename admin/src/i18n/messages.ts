import type { TranslationMessages } from "react-admin";

/** The shape of a message tree with every leaf a string: what each language must provide. */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };

type MessageTree = { [key: string]: MessageTree | string | undefined };

function isTree(value: unknown): value is MessageTree {
  return typeof value === "object" && value !== null;
}

/** Deep-merges message trees, later ones winning: react-admin's messages plus the shop's. */
export function mergeMessages(...trees: MessageTree[]): TranslationMessages {
  const merged: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      merged[key] = isTree(existing) && isTree(value) ? mergeMessages(existing, value) : value;
    }
  }
  return merged as TranslationMessages;
}

/** Every message key as a dotted path, sorted: what the key-set tests compare. */
export function messageKeys(tree: MessageTree, prefix = ""): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => (isTree(value) ? messageKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]))
    .sort();
}

/**
 * The console's polyglot reads the shop's one placeholder syntax, `{name}`
 * (packages/shared/src/placeholders.ts), in place of polyglot's own `%{name}`.
 */
export const POLYGLOT_OPTIONS = { allowMissing: true, interpolation: { prefix: "{", suffix: "}" } } as const;

const POLYGLOT_PLACEHOLDER = /%\{(\w+)\}/g;

/**
 * react-admin's own messages (ra-language-english writes polyglot's `%{name}`) in the shop's
 * syntax: the one conversion between the two, applied where the pack is merged (en/index.ts).
 */
export function withShopPlaceholders(tree: MessageTree): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      isTree(value) ? withShopPlaceholders(value) : value?.replace(POLYGLOT_PLACEHOLDER, "{$1}"),
    ]),
  );
}
