// Grows a migrated and seeded PostgreSQL database of the shop to a real shop's size, in SQL: the
// catalog to thousands of products, the order book to hundreds of thousands of orders with their
// items, addresses, histories, payments, e-mails sent and issued documents, and the newsletter's
// subscribers (npm run bench:scale -- --grow L --database-url URL; docs/performance.md).
//
// Each table grows in one or two INSERT … SELECT statements over generate_series. The values are
// drawn from hashes of the new rows' ids (hashint8extended), so a run is repeatable and a second
// run to the same size adds nothing (a larger size tops up). The shop's invariants hold as the
// shop's own code would have written the rows:
// - Products are clones of the demo catalog's (the seed's rows are the templates): every column
//   the grower does not set is copied from its template, the column lists read from
//   information_schema at run time, so a column added later (with a default or a template's
//   value) comes along. Each has a translation in every language of "Language", the template's
//   categories, images and instructions (new Upload rows owned by it, the files linked to the
//   template's when the data folder is given), a price history (ProductPrice) that ends in the
//   price it charges, a sale now and then, and stock from none to plenty.
// - Orders carry items whose totals add up (prices include VAT at the destination's rate, as
//   api/src/orders/pricing.ts charges), two addresses, a history of events, a payment of the test
//   provider, the e-mails the outbox sent, and for every paid order its invoice as
//   api/src/invoices/invoice-document.ts builds it (a credit note for a refunded one), numbered
//   without gaps per year through "DocumentSequence", so the next real invoice continues the
//   sequence. The database's triggers and checks stay on (prisma/migrations/20261201120000_database_guards):
//   the order's invoice and credit note numbers are written by "IssuedDocument_numbers".
// api/bench/scale/grow.test.ts holds the grown rows to those rules with the shop's own code.
import { existsSync, linkSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { LANGUAGES, VAT_RATES } from "@shop/shared";
import { SEED_PRODUCTS } from "@shop/demo-catalog";
import { readEnv } from "../../src/env.ts";
import { sellerFromEnv } from "../../src/invoices/seller.ts";
import { messages } from "../../src/messages/index.ts";
import { METHOD_NAMES } from "../../src/payments/payments.ts";
import { ORDER_NUMBER_ALPHABET } from "@shop/shared/order-number";
import {
  BRANDS,
  COUNTRY_LANGUAGE,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  SHOPPER_COUNTRIES,
  STREETS,
  emailForm,
} from "./shoppers.ts";

/** How large the shop grows: products (the demo's included), orders and newsletter subscribers in all. */
export interface ShopSize {
  products: number;
  orders: number;
  subscribers: number;
}

/** The sizes of issue 30: M and L (S is the demo shop as seeded). */
export const SHOP_SIZES = {
  M: { products: 2_000, orders: 50_000, subscribers: 5_000 },
  L: { products: 10_000, orders: 300_000, subscribers: 30_000 },
} as const satisfies Record<string, ShopSize>;
export type SizeName = keyof typeof SHOP_SIZES;

export interface GrowOptions {
  /**
   * The shop's DATA_DIR, when its images are stored there (no S3_BUCKET): each grown product's
   * image and instructions files are hard links to its template's, so its thumbnails resolve.
   * Without it the rows are the same and the files are missing (the shop answers them 404).
   */
  dataDir?: string;
  /** Where progress goes, one line per step with its time. */
  log?: (line: string) => void;
  /** The settings the documents are issued under (SELLER_*, SHOP_TIME_ZONE); process.env's when left out. */
  env?: NodeJS.ProcessEnv;
}

/** How far back the grown orders and products reach. */
const HISTORY_DAYS = 730;
/** About how many orders one shopper places over the history (so the console's customers are fewer than orders). */
const ORDERS_PER_SHOPPER = 2.3;
/** ORDER_NUMBER_ALPHABET's size to the 8th: every order number; a multiplier prime to it numbers ids without collisions. */
const ORDER_NUMBER_SPACE = 25n ** 8n;
const ORDER_NUMBER_MULTIPLIER = 9_876_543_211n;

/** A pseudo-random number in [0, 1) drawn from a row's key and a salt: the same for the same row on every run. */
const rnd = (key: string, salt: number) => `((hashint8extended(${key}, ${salt}) & 2147483647)::float8 / 2147483648.0)`;
/** A pseudo-random whole number in [0, n). */
const pick = (key: string, salt: number, n: string | number) => `floor(${rnd(key, salt)} * (${n}))::int`;
/** A timestamp to the millisecond, as the shop's timestamptz(3) columns keep them (and documents print them). */
const ms = (expression: string) => `date_trunc('milliseconds', ${expression})`;
/** An instant as JSON.stringify writes a Date (the issued documents' dates). */
const isoDate = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/**
 * vatIncludedAt (packages/shared/src/money.ts) in SQL: gross − Math.round(gross / (1 + rate/100)),
 * in the same double-precision arithmetic, Math.round being floor(x + 0.5).
 */
const vatIncluded = (gross: string, rate: string) =>
  `(${gross} - floor(${gross}::float8 / (1 + ${rate}::float8 / 100) + 0.5)::bigint)`;

interface Column {
  name: string;
  nullable: boolean;
  hasDefault: boolean;
  serial: boolean;
}

type Client = pg.Client;

async function columnsOf(client: Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<{
    column_name: string;
    is_nullable: string;
    column_default: string | null;
    is_generated: string;
    is_identity: string;
  }>(
    `SELECT column_name, is_nullable, column_default, is_generated, is_identity FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`The database has no table "${table}": is it the shop's, migrated?`);
  return rows
    .filter((row) => row.is_generated !== "ALWAYS")
    .map((row) => ({
      name: row.column_name,
      nullable: row.is_nullable === "YES",
      hasDefault: row.column_default !== null || row.is_identity === "YES",
      serial: (row.column_default ?? "").startsWith("nextval("),
    }));
}

/**
 * INSERT INTO table (…) SELECT … FROM `from`: each column from `values` when given, otherwise
 * the template row's (`template`, an alias in `from`) when there is one, otherwise its default.
 * Serial ids are the table's own unless given. A required column that none of these fills (one
 * added after this file was written, without a default) stops the growth with its name.
 */
async function insertSelect(
  client: Client,
  table: string,
  from: string,
  values: Record<string, string>,
  options: { template?: string; params?: unknown[]; suffix?: string } = {},
): Promise<number> {
  const columns = await columnsOf(client, table);
  const unknown = Object.keys(values).filter((name) => !columns.some((column) => column.name === name));
  if (unknown.length) throw new Error(`"${table}" has no column ${unknown.map((name) => `"${name}"`).join(", ")}`);
  const names: string[] = [];
  const expressions: string[] = [];
  for (const column of columns) {
    const value = values[column.name];
    if (value !== undefined) {
      names.push(column.name);
      expressions.push(value);
    } else if (options.template && !column.serial) {
      names.push(column.name);
      expressions.push(`${options.template}."${column.name}"`);
    } else if (!column.hasDefault && !column.nullable) {
      throw new Error(
        `"${table}"."${column.name}" is required and has no default: tell api/bench/scale/grow.ts how to fill it`,
      );
    }
  }
  const sql = `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(", ")})
    SELECT ${expressions.join(", ")} FROM ${from} ${options.suffix ?? ""}`;
  return (await client.query(sql, options.params)).rowCount ?? 0;
}

/** Whether the table has the column today (one another change may add). */
async function hasColumn(client: Client, table: string, column: string): Promise<boolean> {
  return (await columnsOf(client, table)).some((row) => row.name === column);
}

const count = async (client: Client, sql: string, params?: unknown[]) =>
  Number((await client.query<{ n: string }>(sql, params)).rows[0].n);

/** The SELLER_* and SHOP_TIME_ZONE settings as the shop reads them: the documents' seller and calendar. */
function documentSettings(env: NodeJS.ProcessEnv) {
  const settings = Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        name.startsWith("SELLER_") || name === "SHOP_TIME_ZONE" || name === "MAIL_FROM" || name === "SHOP_EMAIL",
    ),
  );
  const shop = readEnv({ NODE_ENV: "test", ...settings });
  return { seller: sellerFromEnv(shop), timeZone: shop.SHOP_TIME_ZONE };
}

/**
 * Grows the shop's database at `databaseUrl` to `size`: only what is missing is added. The
 * database must be migrated and seeded with the demo catalog (a first start of the shop on it).
 */
export async function growDatabase(databaseUrl: string, size: ShopSize, options: GrowOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const step = async (name: string, work: () => Promise<number | string>) => {
    const stepStarted = Date.now();
    const result = await work();
    const what = typeof result === "number" ? `${result.toLocaleString("en")} rows` : result;
    log(`  ${name.padEnd(34)} ${what.padStart(16)}  ${((Date.now() - stepStarted) / 1000).toFixed(1).padStart(6)} s`);
  };
  try {
    // A statement of this size may take minutes; the session's own settings only.
    await client.query("SET statement_timeout = 0; SET synchronous_commit = off; SET work_mem = '64MB'");
    const templates = await templateProducts(client);
    const products = await count(client, `SELECT count(*) AS n FROM "Product"`);
    const orders = await count(client, `SELECT count(*) AS n FROM "Order"`);
    const subscribers = await count(client, `SELECT count(*) AS n FROM "NewsletterSubscriber"`);
    log(
      `Growing ${redact(databaseUrl)} to ${size.products.toLocaleString("en")} products, ` +
        `${size.orders.toLocaleString("en")} orders, ${size.subscribers.toLocaleString("en")} subscribers ` +
        `(it has ${products.toLocaleString("en")}, ${orders.toLocaleString("en")}, ${subscribers.toLocaleString("en")}):`,
    );
    if (size.products > products) await growCatalog(client, templates, size.products - products, step, options.dataDir);
    if (size.orders > orders)
      await growOrders(client, size, size.orders - orders, step, documentSettings(options.env ?? process.env));
    if (size.subscribers > subscribers) await growSubscribers(client, size.subscribers - subscribers, step);
    await step("VACUUM ANALYZE", async () => {
      await client.query("VACUUM ANALYZE");
      return "done";
    });
    log(`Grown in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await client.end();
  }
}

/** The address without its password, for the log. */
function redact(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

/** The demo catalog's products in the database: the grown catalog's templates. */
async function templateProducts(client: Client): Promise<number> {
  const languages = await count(client, `SELECT count(*) AS n FROM "Language"`);
  const templates = await count(client, `SELECT count(*) AS n FROM "Product" WHERE "slug" = ANY($1)`, [
    SEED_PRODUCTS.map((product) => product.slug),
  ]);
  if (languages === 0 || templates === 0)
    throw new Error(
      "The database has no demo catalog to grow from: start the shop on it once (DATABASE_URL=… npm start, " +
        "with SEED_DEMO on, its default), which migrates it and seeds the demo catalog, then grow it.",
    );
  return templates;
}

type Step = (name: string, work: () => Promise<number | string>) => Promise<void>;

async function growCatalog(client: Client, templates: number, need: number, step: Step, dataDir?: string) {
  const demoSlugs = SEED_PRODUCTS.map((product) => product.slug);
  await client.query(`DROP TABLE IF EXISTS grow_product`);
  // One row per new product: its id (taken from the table's sequence, so its slug and files can
  // name it), its template, brand, pack size and what it costs.
  await step("products planned", async () => {
    await client.query(
      `CREATE TEMP TABLE grow_product AS
       WITH planned AS (
         SELECT nextval(pg_get_serial_sequence('"Product"', 'id')) AS id, n FROM generate_series(1, $1::int) n
       ), drawn AS (
         SELECT p.id, t.id AS template_id, t.slug AS template_slug, t."priceCents" AS template_price,
           ${pick("p.id", 1, "array_length($2::text[], 1)")} + 1 AS brand,
           (ARRAY[1, 1, 1, 2, 3, 5, 10])[${pick("p.id", 2, 7)} + 1] AS packs,
           ${rnd("p.id", 3)} AS r_price, ${rnd("p.id", 4)} AS r_sale, ${rnd("p.id", 5)} AS r_stock,
           ${rnd("p.id", 6)} AS r_age, ${rnd("p.id", 7)} AS r_change, ${rnd("p.id", 8)} AS r_active
         FROM planned p
         JOIN (SELECT id, slug, "priceCents", row_number() OVER (ORDER BY id) - 1 AS k FROM "Product" WHERE slug = ANY($3)) t
           ON t.k = p.id % $4
       ), priced AS (
         SELECT d.*,
           -- A pack costs less per test the larger it is; prices end in ,90 or ,49 as shops write them.
           greatest(490, (round(template_price * packs * (1 - 0.06 * ln(packs)) * (0.8 + 0.5 * r_price) / 100) * 100
             - (CASE WHEN r_price < 0.5 THEN 10 ELSE 51 END))::int) AS price,
           ${ms(`now() - interval '1 day' * (${HISTORY_DAYS} * r_age)`)} AS created_at
         FROM drawn d
       ), sale AS (
       SELECT p.*,
         lower(regexp_replace(($2::text[])[brand], '[^A-Za-z0-9]+', '-', 'g')) AS brand_slug,
         ($2::text[])[brand] AS brand_name,
         -- One in ten on sale (a quarter of those without an end date), 10 to 40 % off.
         CASE WHEN r_sale < 0.1 THEN (price * (0.6 + 3 * r_sale))::int END AS sale_price,
         CASE WHEN r_sale < 0.1 THEN ${ms(`greatest(created_at, now() - interval '1 day' * (200 * r_sale))`)} END AS sale_started_at,
         CASE WHEN r_sale < 0.075 THEN ${ms(`now() + interval '1 day' * (1 + 400 * r_sale)`)} END AS sale_ends_at,
         -- Some sold out, some running low, most in stock.
         CASE WHEN r_stock < 0.06 THEN 0 WHEN r_stock < 0.16 THEN 1 + (r_stock * 40)::int % 5 ELSE 5 + (r_stock * 1000)::int % 300 END AS stock,
         r_active >= 0.03 AS active
       FROM priced p
       )
       -- A third changed its price once since it was listed (the history's second row), before any sale began.
       SELECT s.*,
         CASE WHEN r_change < 0.33 THEN ${ms(`created_at + (coalesce(sale_started_at, now()) - created_at) * r_change * 2`)} END AS changed_at,
         CASE WHEN r_change < 0.33 THEN (price * (0.85 + r_change))::int END AS first_price
       FROM sale s`,
      [need, BRANDS, demoSlugs, templates],
    );
    return need;
  });

  await step("products", () =>
    insertSelect(
      client,
      "Product",
      `grow_product g JOIN "Product" t ON t.id = g.template_id`,
      {
        id: "g.id",
        slug: `g.template_slug || '-' || g.brand_slug || CASE WHEN g.packs > 1 THEN '-' || g.packs || '-pack' ELSE '' END || '-' || g.id`,
        priceCents: "g.price",
        salePriceCents: "g.sale_price",
        saleStartedAt: "g.sale_started_at",
        saleEndsAt: "g.sale_ends_at",
        stock: "g.stock",
        active: "g.active",
        archivedAt: "NULL",
        version: "1",
        createdAt: "g.created_at",
        updatedAt: "greatest(g.created_at, g.changed_at, g.sale_started_at)",
      },
      { template: "t" },
    ),
  );

  await step("product translations", () =>
    insertSelect(
      client,
      "ProductTranslation",
      // Every language the shop has, in the template's text of it (English where it has none).
      `grow_product g CROSS JOIN "Language" l
       JOIN LATERAL (SELECT * FROM "ProductTranslation" x WHERE x."productId" = g.template_id AND x.language IN (l.code, 'en')
                     ORDER BY x.language = l.code DESC LIMIT 1) t ON true`,
      {
        productId: "g.id",
        language: "l.code",
        // "Schmidt Diagnostics Vitamin D test, 5 ×": the brand first, as shops list them.
        name: `g.brand_name || ' ' || t.name || CASE WHEN g.packs > 1 THEN ', ' || g.packs || ' ×' ELSE '' END`,
        instructionsKey: `CASE WHEN t."instructionsKey" IS NOT NULL THEN 'd-g' || g.id || l.code END`,
      },
      { template: "t" },
    ),
  );

  await step("product images and instructions", async () => {
    const images = await insertSelect(
      client,
      "Upload",
      `grow_product g JOIN "ProductImage" i ON i."productId" = g.template_id JOIN "Upload" t ON t."fileKey" = i."fileKey"`,
      { fileKey: `'p-g' || g.id || 'i' || i.id`, owner: `'product:' || g.id`, createdAt: "g.created_at" },
      { template: "t" },
    );
    await insertSelect(
      client,
      "ProductImage",
      `grow_product g JOIN "ProductImage" t ON t."productId" = g.template_id`,
      { productId: "g.id", fileKey: `'p-g' || g.id || 'i' || t.id` },
      { template: "t" },
    );
    const documents = await insertSelect(
      client,
      "Upload",
      `grow_product g JOIN "ProductTranslation" x ON x."productId" = g.id AND x."instructionsKey" IS NOT NULL
       JOIN "ProductTranslation" tx ON tx."productId" = g.template_id
         AND tx.language = ${TEMPLATE_LANGUAGE}
       JOIN "Upload" t ON t."fileKey" = tx."instructionsKey"`,
      { fileKey: `x."instructionsKey"`, owner: `'product:' || g.id`, createdAt: "g.created_at" },
      { template: "t" },
    );
    return images + documents;
  });

  await step("product categories", async () => {
    // Prisma's implicit many-to-many table: "A" the category, "B" the product.
    const { rowCount } = await client.query(
      `INSERT INTO "_CategoryToProduct" ("A", "B")
       SELECT c."A", g.id FROM grow_product g JOIN "_CategoryToProduct" c ON c."B" = g.template_id`,
    );
    return rowCount ?? 0;
  });

  await step("price history", async () => {
    // As api/src/catalog/price-history.ts writes it: the price listed at, a later change, a
    // sale's start at its price, and its end written ahead at the regular price.
    let rows = 0;
    for (const [at, price, where] of [
      ["g.created_at", "coalesce(g.first_price, g.price)", "true"],
      ["g.changed_at", "g.price", "g.changed_at IS NOT NULL"],
      ["g.sale_started_at", "g.sale_price", "g.sale_price IS NOT NULL"],
      ["g.sale_ends_at", "g.price", "g.sale_ends_at IS NOT NULL"],
    ])
      rows += await insertSelect(client, "ProductPrice", `grow_product g WHERE ${where}`, {
        productId: "g.id",
        at,
        priceCents: price,
      });
    return rows;
  });

  if (dataDir) await step("image files linked", () => linkFiles(client, dataDir));
  await client.query(`DROP TABLE grow_product`);
}

/** The language of the template's text a grown translation copied: its own, or English where the template has none. */
const TEMPLATE_LANGUAGE = `(CASE WHEN EXISTS (SELECT 1 FROM "ProductTranslation" y WHERE y."productId" = g.template_id AND y.language = x.language)
  THEN x.language ELSE 'en' END)`;

/**
 * Each grown product's image and instructions files as hard links to its template's files in
 * DATA_DIR/uploads (a copy where links are refused): the same bytes, under the grown row's key.
 */
async function linkFiles(client: Client, dataDir: string): Promise<number> {
  const folder = join(dataDir, "uploads");
  const { rows } = await client.query<{ key: string; template: string; widths: number[] }>(
    `SELECT i."fileKey" AS key, t."fileKey" AS template, i.widths FROM grow_product g
       JOIN "ProductImage" i ON i."productId" = g.id JOIN "ProductImage" t ON i."fileKey" = 'p-g' || g.id || 'i' || t.id
     UNION ALL
     SELECT x."instructionsKey", tx."instructionsKey", '{}' FROM grow_product g
       JOIN "ProductTranslation" x ON x."productId" = g.id AND x."instructionsKey" IS NOT NULL
       JOIN "ProductTranslation" tx ON tx."productId" = g.template_id AND tx.language = ${TEMPLATE_LANGUAGE}`,
  );
  let linked = 0;
  const link = (from: string, to: string) => {
    if (!existsSync(from) || existsSync(to)) return;
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
    linked++;
  };
  for (const row of rows) {
    if (row.widths.length === 0) link(join(folder, `${row.template}.pdf`), join(folder, `${row.key}.pdf`));
    for (const width of row.widths)
      link(join(folder, `${row.template}-${width}.webp`), join(folder, `${row.key}-${width}.webp`));
  }
  return linked;
}

/** The SQL of an array literal parameter's element, 1-based, picked by a pseudo-random draw. */
const element = (param: string, key: string, salt: number) =>
  `(${param})[${pick(key, salt, `array_length(${param}, 1)`)} + 1]`;

async function growOrders(
  client: Client,
  size: ShopSize,
  need: number,
  step: Step,
  documents: ReturnType<typeof documentSettings>,
) {
  const countries = SHOPPER_COUNTRIES.flatMap((country) => Array<string>(country.weight).fill(country.code));
  const countryData = Object.fromEntries(
    SHOPPER_COUNTRIES.map((country) => [
      country.code,
      {
        dial: country.dial,
        digits: country.postCode.digits,
        prefix: country.postCode.prefix ?? "",
        suffix: country.postCode.suffix ?? "",
        cities: country.cities,
        vat: VAT_RATES[country.code],
      },
    ]),
  );
  const shoppers = Math.max(1, Math.round(size.orders / ORDERS_PER_SHOPPER));
  const languages = (await client.query<{ code: string }>(`SELECT code FROM "Language"`)).rows.map((row) => row.code);
  const languageOf = Object.fromEntries(
    SHOPPER_COUNTRIES.map((country) => {
      const language = COUNTRY_LANGUAGE[country.code];
      return [country.code, language && languages.includes(language) ? language : "en"];
    }),
  );

  await client.query(`DROP TABLE IF EXISTS grow_order, grow_item, grow_pool`);
  await step("orders planned", async () => {
    // The products orders pick from, shuffled, so that the popular ones (drawn more often) are any products.
    await client.query(
      `CREATE TEMP TABLE grow_pool AS
       SELECT row_number() OVER (ORDER BY hashint8extended(id, 11)) - 1 AS k, id, slug, "adultsOnly" AS adults_only,
         "blockedCountries" AS blocked, coalesce(CASE WHEN "saleEndsAt" IS NULL OR "saleEndsAt" > now() THEN "salePriceCents" END, "priceCents") AS price
       FROM "Product" WHERE "archivedAt" IS NULL`,
    );
    const pool = await count(client, `SELECT count(*) AS n FROM grow_pool`);
    // One row per new order: who placed it, when, how it paid, and how far it got.
    await client.query(
      `CREATE TEMP TABLE grow_order AS
       WITH planned AS (
         SELECT nextval(pg_get_serial_sequence('"Order"', 'id')) AS id FROM generate_series(1, $1::int)
       ), drawn AS (
         SELECT id,
           -- The shopper: a few order often, most once or twice.
           floor($2::int * power(${rnd("id", 21)}, 1.6))::bigint AS shopper,
           ${rnd("id", 22)} AS r_status, ${rnd("id", 23)} AS r_age, ${rnd("id", 24)} AS r_method,
           ${rnd("id", 25)} AS r_items, ${rnd("id", 26)} AS r_time
         FROM planned
       ), timed AS (
         SELECT d.*,
           CASE WHEN r_status < 0.004 THEN ${ms(`now() - interval '20 minutes' * r_age`)}
                -- Busier lately: the shop has grown.
                ELSE ${ms(`now() - interval '1 day' * (${HISTORY_DAYS} * power(r_age, 1.4)) - interval '30 minutes'`)} END AS created_at,
           CASE WHEN r_status < 0.004 THEN 'pending' WHEN r_status < 0.064 THEN 'expired' WHEN r_status < 0.084 THEN 'cancelled'
                WHEN r_status < 0.119 THEN 'refunded' ELSE 'paid' END AS path
         FROM drawn d
       ), shopper AS (
         SELECT t.*,
           ${element("$3::text[]", "shopper", 31)} AS country,
           ${pick("shopper", 32, "array_length($4::text[], 1)")} + 1 AS first_name,
           ${pick("shopper", 33, "array_length($5::text[], 1)")} + 1 AS last_name,
           ${element("$6::text[]", "shopper", 34)} AS domain,
           ${element("$7::text[]", "shopper", 35)} || ' ' || (1 + ${pick("shopper", 36, 180)}) AS street,
           ${rnd("shopper", 37)} AS r_city, ${rnd("shopper", 38)} AS r_post, ${pick("shopper", 39, 1000000000)} AS phone_digits
         FROM timed t
       )
       SELECT s.id, s.shopper, s.created_at, s.path, s.country, s.street, s.r_items, s.r_time,
         ($4::text[])[s.first_name] AS first_name, ($5::text[])[s.last_name] AS last_name,
         ($8::text[])[s.first_name] || '.' || ($9::text[])[s.last_name] || '.' || s.shopper || '@' || s.domain AS email,
         $10::jsonb -> s.country -> 'cities' ->> floor(s.r_city * jsonb_array_length($10::jsonb -> s.country -> 'cities'))::int AS city,
         ($10::jsonb -> s.country ->> 'prefix')
           || lpad((floor(s.r_post * power(10, ($10::jsonb -> s.country ->> 'digits')::int)))::text, ($10::jsonb -> s.country ->> 'digits')::int, '1')
           || ($10::jsonb -> s.country ->> 'suffix') AS post_code,
         '+' || ($10::jsonb -> s.country ->> 'dial') || lpad(s.phone_digits::text, 9, '7') AS phone,
         ($10::jsonb -> s.country ->> 'vat')::numeric AS vat_rate,
         $11::jsonb ->> s.country AS language,
         (ARRAY['CARD','CARD','CARD','CARD','CARD','PAYPAL','PAYPAL','PAYPAL','SEPA_DEBIT','KLARNA'])[floor(s.r_method * 10)::int + 1] AS method,
         1 + (s.r_items > 0.6)::int + (s.r_items > 0.88)::int AS lines,
         ${ms("s.created_at + interval '1 minute' + interval '9 minutes' * s.r_time")} AS paid_at
       FROM shopper s`,
      [
        need,
        shoppers,
        countries,
        FIRST_NAMES,
        LAST_NAMES,
        EMAIL_DOMAINS,
        STREETS,
        FIRST_NAMES.map(emailForm),
        LAST_NAMES.map(emailForm),
        JSON.stringify(countryData),
        JSON.stringify(languageOf),
      ],
    );
    // How far each paid order got by now: shipped a day or so after payment, delivered three days
    // later, a refunded one a week or two after; a step still ahead stops it where it is.
    await client.query(
      `ALTER TABLE grow_order ADD shipped_at timestamptz, ADD delivered_at timestamptz, ADD refunded_at timestamptz,
         ADD cancelled_at timestamptz, ADD status text, ADD carrier text, ADD tracking text;
       UPDATE grow_order SET
         shipped_at = CASE WHEN path IN ('paid', 'refunded') THEN ${ms("paid_at + interval '8 hours' + interval '30 hours' * r_time")} END,
         refunded_at = CASE WHEN path = 'refunded' THEN ${ms("paid_at + interval '5 days' + interval '15 days' * r_time")} END,
         cancelled_at = CASE WHEN path = 'cancelled' THEN ${ms("created_at + interval '5 minutes' + interval '20 minutes' * r_time")}
                             WHEN path = 'expired' THEN ${ms("created_at + interval '30 minutes'")} END;
       UPDATE grow_order SET delivered_at = ${ms("shipped_at + interval '2 days' + interval '3 days' * r_time")} WHERE path = 'paid';
       UPDATE grow_order SET status = CASE
           WHEN path = 'pending' THEN 'PENDING_PAYMENT'
           WHEN path IN ('expired', 'cancelled') THEN 'CANCELLED'
           WHEN path = 'refunded' AND refunded_at <= now() THEN 'REFUNDED'
           WHEN delivered_at <= now() THEN 'DELIVERED'
           WHEN shipped_at <= now() THEN 'SHIPPED'
           ELSE 'PAID' END;
       UPDATE grow_order SET
         refunded_at = CASE WHEN status = 'REFUNDED' THEN refunded_at END,
         shipped_at = CASE WHEN status IN ('SHIPPED', 'DELIVERED') OR (status = 'REFUNDED' AND shipped_at < refunded_at) THEN shipped_at END,
         delivered_at = CASE WHEN status = 'DELIVERED' THEN delivered_at END,
         paid_at = CASE WHEN path IN ('paid', 'refunded') THEN paid_at END,
         carrier = (ARRAY['DHL','DHL','DPD','GLS','UPS','DEUTSCHE_POST'])[${pick("id", 41, 6)} + 1],
         tracking = upper(substr(md5(id::text), 1, 14));
       UPDATE grow_order SET carrier = NULL, tracking = NULL WHERE shipped_at IS NULL;
       ALTER TABLE grow_order ADD PRIMARY KEY (id);`,
    );
    // The lines: distinct products per order, never one its destination may not receive; ids in
    // line order (an invoice lists the items in the order of their ids).
    await client.query(
      `CREATE TEMP TABLE grow_item AS
       WITH candidates AS (
         SELECT o.id AS order_id, line, attempt, p.*
         FROM grow_order o
         CROSS JOIN generate_series(1, 3) line
         CROSS JOIN generate_series(0, 3) attempt
         JOIN grow_pool p ON p.k = (floor($1::int * power(${rnd("o.id * 4 + line", 51)}, 2))::int + line * 7919 + attempt * 104729) % $1::int
         WHERE line <= o.lines AND NOT (o.country = ANY(p.blocked))
       ), chosen AS (
         SELECT DISTINCT ON (order_id, line) * FROM candidates ORDER BY order_id, line, attempt
       ), distinct_products AS (
         SELECT DISTINCT ON (order_id, id) * FROM chosen ORDER BY order_id, id, line
       )
       SELECT nextval(pg_get_serial_sequence('"OrderItem"', 'id')) AS item_id, q.* FROM (
         SELECT d.order_id, d.line, d.id AS product_id, d.slug, d.price AS unit_price, d.adults_only,
           CASE WHEN ${rnd("d.order_id * 4 + d.line", 52)} < 0.85 THEN 1 WHEN ${rnd("d.order_id * 4 + d.line", 52)} < 0.97 THEN 2 ELSE 3 END AS quantity
         FROM distinct_products d ORDER BY d.order_id, d.line
       ) q`,
      [pool],
    );
    // An order whose every candidate was blocked for its country has no line: it is not placed.
    await client.query(`DELETE FROM grow_order o WHERE NOT EXISTS (SELECT 1 FROM grow_item i WHERE i.order_id = o.id)`);
    await client.query(
      `ALTER TABLE grow_order ADD subtotal bigint, ADD vat bigint, ADD adults_only boolean;
       UPDATE grow_order o SET subtotal = s.subtotal, adults_only = s.adults_only,
         vat = ${vatIncluded("s.subtotal", "o.vat_rate")}
       FROM (SELECT order_id, sum(unit_price * quantity) AS subtotal, bool_or(adults_only) AS adults_only FROM grow_item GROUP BY order_id) s
       WHERE s.order_id = o.id;
       CREATE INDEX ON grow_item (order_id);`,
    );
    // The documents' numbers, gapless per year after the ones issued already.
    await client.query(
      `ALTER TABLE grow_order ADD invoice_number text, ADD credit_note_number text;
       UPDATE grow_order o SET invoice_number = n.number FROM (
         SELECT p.id, 'INV-' || p.year || '-' || lpad((coalesce(s.last, 0) + row_number() OVER (PARTITION BY p.year ORDER BY p.paid_at, p.id))::text, 6, '0') AS number
         FROM (SELECT id, paid_at, extract(year FROM paid_at AT TIME ZONE $1)::int AS year FROM grow_order WHERE paid_at IS NOT NULL) p
         LEFT JOIN "DocumentSequence" s ON s.kind = 'invoice' AND s.year = p.year
       ) n WHERE n.id = o.id;
       UPDATE grow_order o SET credit_note_number = n.number FROM (
         SELECT p.id, 'CN-' || p.year || '-' || lpad((coalesce(s.last, 0) + row_number() OVER (PARTITION BY p.year ORDER BY p.refunded_at, p.id))::text, 6, '0') AS number
         FROM (SELECT id, refunded_at, extract(year FROM refunded_at AT TIME ZONE $1)::int AS year FROM grow_order WHERE refunded_at IS NOT NULL) p
         LEFT JOIN "DocumentSequence" s ON s.kind = 'credit_note' AND s.year = p.year
       ) n WHERE n.id = o.id;`.replaceAll("$1", `'${documents.timeZone.replaceAll("'", "''")}'`),
    );
    return count(client, `SELECT count(*) AS n FROM grow_order`);
  });

  const orderNumber = (id: string) => {
    // A bijection of the id onto the number space, written in ORDER_NUMBER_ALPHABET: unique, and unlike its neighbours.
    const scrambled = `((${id}::numeric * ${ORDER_NUMBER_MULTIPLIER}) % ${ORDER_NUMBER_SPACE})`;
    const digit = (position: number) =>
      `substr('${ORDER_NUMBER_ALPHABET}', (floor(${scrambled} / ${25n ** BigInt(position)}) % 25)::int + 1, 1)`;
    return `'TK-' || ${[7, 6, 5, 4].map(digit).join(" || ")} || '-' || ${[3, 2, 1, 0].map(digit).join(" || ")}`;
  };
  const lastChange = "greatest(o.created_at, o.paid_at, o.shipped_at, o.delivered_at, o.refunded_at, o.cancelled_at)";

  await step("test payments", () =>
    insertSelect(client, "TestPayment", "grow_order o", {
      id: `'tp_' || md5('payment' || o.id)`,
      clientSecret: `'tp_' || md5('payment' || o.id) || '_secret_' || md5('secret' || o.id)`,
      amountCents: "o.subtotal",
      currency: "'EUR'",
      status: `(CASE o.status WHEN 'PENDING_PAYMENT' THEN 'requires_payment_method' WHEN 'CANCELLED' THEN 'canceled'
                 WHEN 'REFUNDED' THEN 'refunded' ELSE 'succeeded' END)::"TestPaymentStatus"`,
      refundedCents: `CASE WHEN o.status = 'REFUNDED' THEN o.subtotal ELSE 0 END`,
      createdAt: "o.created_at",
      updatedAt: lastChange,
    }),
  );

  await step("orders", () =>
    insertSelect(client, "Order", "grow_order o", {
      id: "o.id",
      number: orderNumber("o.id"),
      email: "lower(o.email)",
      language: "o.language",
      status: `o.status::"OrderStatus"`,
      paymentMethod: `o.method::"PaymentMethod"`,
      paymentGateway: `'TEST'::"PaymentGateway"`,
      paymentReference: `'tp_' || md5('payment' || o.id)`,
      currency: "'EUR'",
      subtotalCents: "o.subtotal",
      shippingCents: "0",
      discountCents: "0",
      vatCents: "o.vat",
      totalCents: "o.subtotal",
      ageConfirmed: "o.adults_only",
      expiresAt: `CASE WHEN o.status = 'PENDING_PAYMENT' THEN o.created_at + interval '30 minutes' END`,
      paidAt: "o.paid_at",
      stockReleased: `o.status IN ('CANCELLED', 'REFUNDED')`,
      confirmationSentAt: `o.paid_at + interval '1 minute'`,
      carrier: "o.carrier",
      trackingNumber: "o.tracking",
      shippedAt: "o.shipped_at",
      createdAt: "o.created_at",
      updatedAt: lastChange,
    }),
  );

  await step("order items", () =>
    insertSelect(
      client,
      "OrderItem",
      `grow_item i JOIN grow_order o ON o.id = i.order_id
       JOIN LATERAL (SELECT name FROM "ProductTranslation" x WHERE x."productId" = i.product_id AND x.language IN (o.language, 'en')
                     ORDER BY x.language = o.language DESC LIMIT 1) t ON true`,
      {
        id: "i.item_id",
        orderId: "i.order_id",
        productId: "i.product_id",
        slug: "i.slug",
        name: "t.name",
        unitPriceCents: "i.unit_price",
        quantity: "i.quantity",
        discountCents: "0",
        vatRate: "o.vat_rate",
      },
    ),
  );

  await step("order addresses", () =>
    insertSelect(client, "OrderAddress", `grow_order o CROSS JOIN (VALUES ('SHIPPING'), ('BILLING')) k(kind)`, {
      orderId: "o.id",
      kind: `k.kind::"AddressKind"`,
      firstName: "o.first_name",
      lastName: "o.last_name",
      address: "o.street",
      city: "o.city",
      postCode: "o.post_code",
      country: "o.country",
      phone: "o.phone",
    }),
  );

  await step("order events", async () => {
    const methods = JSON.stringify(METHOD_NAMES);
    const events: [string, string, string, string, string, string][] = [
      // [when, type, actor, message, params, which orders]
      [
        "o.created_at",
        "created",
        "'customer'",
        `'Order placed, awaiting ' || ($1::jsonb ->> o.method) || ' payment'`,
        "NULL",
        "true",
      ],
      [
        "o.paid_at",
        "paid",
        "'system'",
        `'Payment verified with the provider; invoice ' || o.invoice_number`,
        `jsonb_build_object('invoiceNumber', o.invoice_number)`,
        "o.paid_at IS NOT NULL",
      ],
      [
        "o.paid_at + interval '1 minute'",
        "email_sent",
        "'system'",
        `'confirmation e-mail sent to the customer'`,
        `'{"kind":"confirmation"}'::jsonb`,
        "o.paid_at IS NOT NULL",
      ],
      [
        "o.shipped_at",
        "status_shipped",
        "'admin'",
        `'Marked shipped (' || o.carrier || ' ' || o.tracking || ')'`,
        `jsonb_build_object('carrier', o.carrier, 'trackingNumber', o.tracking)`,
        "o.shipped_at IS NOT NULL",
      ],
      [
        "o.shipped_at + interval '1 minute'",
        "email_sent",
        "'system'",
        `'shipped e-mail sent to the customer'`,
        `'{"kind":"shipped"}'::jsonb`,
        "o.shipped_at IS NOT NULL",
      ],
      [
        "o.delivered_at",
        "status_delivered",
        "'admin'",
        `'Marked delivered'`,
        `'{"refunded":false,"restocked":false,"creditNoteNumber":null}'::jsonb`,
        "o.delivered_at IS NOT NULL",
      ],
      [
        "o.refunded_at",
        "status_refunded",
        "'admin'",
        `'Refunded in full; credit note ' || o.credit_note_number`,
        `jsonb_build_object('refunded', true, 'restocked', false, 'creditNoteNumber', o.credit_note_number)`,
        "o.refunded_at IS NOT NULL",
      ],
      ["o.cancelled_at", "expired", "'system'", `'Not paid in time; stock returned'`, "NULL", "o.path = 'expired'"],
      [
        "o.cancelled_at",
        "status_cancelled",
        "'customer'",
        `'Cancelled before payment; stock returned'`,
        `'{"refunded":false,"restocked":true,"creditNoteNumber":null}'::jsonb`,
        "o.path = 'cancelled'",
      ],
    ];
    let rows = 0;
    for (const [at, type, actor, message, params, where] of events)
      rows += await insertSelect(
        client,
        "OrderEvent",
        `grow_order o WHERE ${where}`,
        { orderId: "o.id", type: `'${type}'::"OrderEventType"`, actor, message, params, createdAt: at },
        { params: message.includes("$1") ? [methods] : undefined, suffix: "ORDER BY 1" },
      );
    return rows;
  });

  await step("outbox messages sent", async () => {
    // The e-mails of each step, as the outbox sent them (api/src/orders/order-mail-outbox.ts).
    // A column naming the order, once the table has one, holds it as the payload does.
    const orderColumn: Record<string, string> = (await hasColumn(client, "OutboxMessage", "orderId"))
      ? { orderId: "o.id" }
      : {};
    let rows = 0;
    for (const [kind, payload, key, at, where] of [
      [
        "order-confirmation",
        `jsonb_build_object('orderId', o.id, 'to', t.to)`,
        `'order-confirmation:' || o.id || ':' || t.to`,
        "o.paid_at",
        "o.paid_at IS NOT NULL",
      ],
      [
        "order-email",
        `jsonb_build_object('orderId', o.id, 'kind', 'shipped')`,
        `'order-email:' || o.id || ':shipped'`,
        "o.shipped_at",
        "o.shipped_at IS NOT NULL AND t.to = 'customer'",
      ],
    ])
      rows += await insertSelect(
        client,
        "OutboxMessage",
        `grow_order o CROSS JOIN (VALUES ('customer'), ('shop')) t("to") WHERE ${where}`,
        {
          kind: `'${kind}'`,
          payload,
          dedupeKey: key,
          createdAt: at,
          availableAt: at,
          attempts: "1",
          sentAt: `${at} + interval '1 minute'`,
          ...orderColumn,
        },
      );
    return rows;
  });

  await step("invoices and credit notes", async () => {
    // Each line's net is its quantity times its unit net, its VAT the rest of its amount, and a
    // rounding line takes what the lines' VAT is off the VAT of the order's total, as
    // api/src/invoices/invoice-document.ts splits them ("units"). Every line of an order has its rate.
    await client.query(
      `CREATE TEMP TABLE grow_invoice_line AS
       WITH raw AS (
         SELECT i.order_id, i.item_id, t.name, i.quantity, i.unit_price * i.quantity AS gross, o.vat_rate,
           i.unit_price - ${vatIncluded("i.unit_price", "o.vat_rate")} AS unit_net
         FROM grow_item i JOIN grow_order o ON o.id = i.order_id
         JOIN "OrderItem" t ON t.id = i.item_id
         WHERE o.paid_at IS NOT NULL
       )
       SELECT r.*, gross - quantity * unit_net AS line_vat FROM raw r;
       CREATE INDEX ON grow_invoice_line (order_id);
       CREATE TEMP TABLE grow_invoice_rounding AS
       SELECT l.order_id, o.vat - sum(l.line_vat) AS missing
       FROM grow_invoice_line l JOIN grow_order o ON o.id = l.order_id
       GROUP BY l.order_id, o.vat HAVING o.vat <> sum(l.line_vat);
       CREATE INDEX ON grow_invoice_rounding (order_id);`,
    );
    const document = (sign: "" | "-") => {
      const money = (value: string) => (sign ? `(0 - (${value}))` : value);
      return `jsonb_strip_nulls(jsonb_build_object(
        'format', 1,
        'language', o.language,
        'currency', 'EUR',
        'seller', $1::jsonb,
        'buyer', jsonb_build_object('name', btrim(o.first_name || ' ' || o.last_name),
                 'addressLines', jsonb_build_array(o.street, o.post_code || ' ' || o.city), 'country', o.country),
        'lines', (SELECT jsonb_agg(jsonb_build_object('description', l.name, 'quantity', l.quantity, 'unitNetCents', ${money("l.unit_net")},
                    'vatRate', l.vat_rate::float8, 'netCents', ${money("l.gross - l.line_vat")}, 'vatCents', ${money("l.line_vat")},
                    'grossCents', ${money("l.gross")}) ORDER BY l.item_id)
                  FROM grow_invoice_line l WHERE l.order_id = o.id)
                 || coalesce((SELECT jsonb_build_array(jsonb_build_object('description', $3::jsonb ->> o.language, 'quantity', 1,
                    'unitNetCents', ${money("0 - r.missing")}, 'vatRate', o.vat_rate::float8, 'netCents', ${money("0 - r.missing")},
                    'vatCents', ${money("r.missing")}, 'grossCents', 0, 'kind', 'rounding'))
                  FROM grow_invoice_rounding r WHERE r.order_id = o.id), '[]'::jsonb),
        'totals', jsonb_build_object('netCents', ${money("o.subtotal - o.vat")},
                  'vatByRate', jsonb_build_array(jsonb_build_object('rate', o.vat_rate::float8, 'netCents', ${money("o.subtotal - o.vat")}, 'vatCents', ${money("o.vat")})),
                  'vatCents', ${money("o.vat")}, 'grossCents', ${money("o.subtotal")}),
        'paymentMethod', o.method,
        'orderNumber', "Order".number,
        'paidAt', ${isoDate("o.paid_at")},
        'supplyDate', ${isoDate("o.paid_at")},
        'timeZone', $2::text,
        'destinationCountry', o.country,
        'destinationVat', o.country <> ($1::jsonb ->> 'country')
      ))`;
    };
    const rounding = Object.fromEntries(LANGUAGES.map((language) => [language, messages(language).invoice.rounding]));
    const params = [JSON.stringify(documents.seller), documents.timeZone, JSON.stringify(rounding)];
    const from = `grow_order o JOIN "Order" ON "Order".id = o.id`;
    const invoices = await insertSelect(
      client,
      "IssuedDocument",
      `${from} WHERE o.paid_at IS NOT NULL`,
      {
        orderId: "o.id",
        kind: `'invoice'::"DocumentKind"`,
        number: "o.invoice_number",
        issuedAt: "o.paid_at",
        createdAt: "o.paid_at",
        data: `${document("")} || jsonb_build_object('kind', 'invoice', 'number', o.invoice_number, 'issueDate', ${isoDate("o.paid_at")})`,
      },
      { params, suffix: "ORDER BY o.paid_at, o.id" },
    );
    // A refund of everything: the invoice reversed (creditNoteOf), naming it.
    const creditNotes = await insertSelect(
      client,
      "IssuedDocument",
      `${from} WHERE o.refunded_at IS NOT NULL`,
      {
        orderId: "o.id",
        kind: `'credit_note'::"DocumentKind"`,
        number: "o.credit_note_number",
        issuedAt: "o.refunded_at",
        createdAt: "o.refunded_at",
        data: `${document("-")} || jsonb_build_object('kind', 'credit_note', 'number', o.credit_note_number, 'issueDate', ${isoDate("o.refunded_at")},
                 'correctsInvoice', jsonb_build_object('number', o.invoice_number, 'issueDate', ${isoDate("o.paid_at")}))`,
      },
      { params, suffix: "ORDER BY o.refunded_at, o.id" },
    );
    // The counters stand at the last number issued, so the next real document takes the one after.
    await client.query(
      `INSERT INTO "DocumentSequence" (kind, year, last)
       SELECT kind, year, max(substr(number, length(number) - 5)::int) FROM (
         SELECT 'invoice'::"DocumentKind" AS kind, extract(year FROM paid_at AT TIME ZONE $1)::int AS year, invoice_number AS number FROM grow_order WHERE invoice_number IS NOT NULL
         UNION ALL
         SELECT 'credit_note', extract(year FROM refunded_at AT TIME ZONE $1)::int, credit_note_number FROM grow_order WHERE credit_note_number IS NOT NULL
       ) d GROUP BY kind, year
       ON CONFLICT (kind, year) DO UPDATE SET last = greatest("DocumentSequence".last, EXCLUDED.last)`,
      [documents.timeZone],
    );
    return invoices + creditNotes;
  });

  await client.query(`DROP TABLE grow_order, grow_item, grow_pool, grow_invoice_line`);
}

async function growSubscribers(client: Client, need: number, step: Step) {
  await step("newsletter subscribers", async () => {
    const start = await count(client, `SELECT coalesce(max(id), 0) AS n FROM "NewsletterSubscriber"`);
    const languages = (await client.query<{ code: string }>(`SELECT code FROM "Language" ORDER BY code`)).rows.map(
      (row) => row.code,
    );
    return insertSelect(
      client,
      "NewsletterSubscriber",
      `(SELECT n, ${rnd("n", 61)} AS r, ${ms(`now() - interval '1 day' * ${HISTORY_DAYS} * ${rnd("n", 62)}`)} AS created_at
        FROM generate_series($1::bigint + 1, $1::bigint + $2::int) n) s`,
      {
        email: `'reader.' || s.n || '@' || ($3::text[])[1 + s.n % array_length($3::text[], 1)]`,
        language: `($4::text[])[1 + s.n % array_length($4::text[], 1)]`,
        createdAt: "s.created_at",
        // Most confirmed their address; some never did, some left again.
        confirmedAt: `CASE WHEN s.r > 0.12 THEN s.created_at + interval '10 minutes' END`,
        unsubscribedAt: `CASE WHEN s.r > 0.92 THEN s.created_at + interval '30 days' END`,
      },
      { params: [start, need, EMAIL_DOMAINS, languages], suffix: `ON CONFLICT ("email") DO NOTHING` },
    );
  });
}
