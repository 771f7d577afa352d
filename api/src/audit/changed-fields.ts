// What an audit entry says changed: the names of a record's fields whose values differ before and
// after the change, in the console's words (`price`, `translations.de.name`, `categoryIds`,
// `images`), computed from the database rows. The values themselves never leave this module.

type Row = Record<string, unknown>;

/** Columns that change with every save or only mirror another field, so they name nothing. */
const BOOKKEEPING = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "version",
  "_count",
  "usernameKey",
  // A product's price history and its sale's start follow its prices; a code's uses, its orders.
  "priceHistory",
  "saleStartedAt",
  "usageCount",
]);
/** Image columns stored beside the image's key: one field, `image`, for the console. */
const IMAGE_DETAILS = new Set(["imageWidths", "imageWidth", "imageHeight"]);
/** Column names that the console calls otherwise. */
const CONSOLE_NAMES: Record<string, string> = {
  priceCents: "price",
  salePriceCents: "salePrice",
  minimumOrderCents: "minimumOrder",
  imageKey: "image",
  passwordHash: "password",
  categories: "categoryIds",
};
/**
 * A translation row's link to its record and its language (the path names them instead), and the
 * columns the database derives from its texts for search.
 */
const TRANSLATION_KEYS = new Set(["productId", "categoryId", "postId", "language", "searchName", "searchDescription"]);

const fingerprint = (value: unknown) => JSON.stringify(value ?? null);

/** One record as field name → a comparable fingerprint of its value. */
function fieldsOf(row: Row): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(row)) {
    if (BOOKKEEPING.has(key) || IMAGE_DETAILS.has(key)) continue;
    const name = CONSOLE_NAMES[key] ?? key;
    if (key === "translations" && Array.isArray(value)) {
      for (const translation of value as Row[]) {
        for (const [field, text] of Object.entries(translation)) {
          if (!TRANSLATION_KEYS.has(field))
            fields.set(`translations.${String(translation.language)}.${field}`, fingerprint(text));
        }
      }
    } else if (key === "categories" && Array.isArray(value)) {
      fields.set(name, fingerprint((value as Row[]).map((category) => category.id).sort()));
    } else if (key === "images" && Array.isArray(value)) {
      fields.set(name, fingerprint((value as Row[]).map((image) => [image.fileKey, image.isMain])));
    } else {
      fields.set(name, fingerprint(value));
    }
  }
  return fields;
}

/**
 * The names of the fields that differ between two rows of one record; for a new record (`before`
 * null), the fields it was given a value in.
 */
export function changedFields(before: Row | null, after: Row): string[] {
  const old = before ? fieldsOf(before) : new Map<string, string>();
  const now = fieldsOf(after);
  const empty = new Set(["null", "[]", '""']);
  const changed = [...now]
    .filter(([name, value]) => (before ? old.get(name) !== value : !empty.has(value)))
    .map(([name]) => name);
  const dropped = [...old.keys()].filter((name) => !now.has(name));
  return [...changed, ...dropped].sort();
}
