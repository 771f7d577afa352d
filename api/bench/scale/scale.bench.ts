// npm run bench:scale — the shop at a real shop's size (issue 30; docs/performance.md, "The shop
// at scale"). Two modes:
//
//   npm run bench:scale -- --grow L --database-url URL [--data-dir DIR]
//     only grows the given PostgreSQL database (migrated and seeded by a first start of the shop)
//     to size M or L and exits, so that other tools can measure the same data (grow.ts).
//   npm run bench:scale [-- --sizes S,M,L]
//     creates a database per size on the server of DATABASE_URL (default: the local one), lets the
//     production build migrate and seed each, grows M and L, starts the production build on each
//     as `npm start` does and prints one table, a row per figure and a column per size, with L ÷ S
//     where a ratio means something; then drops its databases (measure.ts).
import { parseArgs } from "node:util";
import { growDatabase, SHOP_SIZES, type SizeName } from "./grow.ts";

const { values } = parseArgs({
  options: {
    grow: { type: "string" },
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    sizes: { type: "string", default: "S,L" },
  },
});

const sizeOf = (name: string): SizeName => {
  if (name in SHOP_SIZES) return name as SizeName;
  throw new Error(`Unknown size ${name}: one of ${Object.keys(SHOP_SIZES).join(", ")}`);
};

if (values.grow !== undefined) {
  const databaseUrl = values["database-url"];
  if (!databaseUrl) throw new Error("--grow needs --database-url: the PostgreSQL database to grow");
  await growDatabase(databaseUrl, SHOP_SIZES[sizeOf(values.grow)], { dataDir: values["data-dir"] });
} else {
  const { runScaleBenchmark } = await import("./measure.ts");
  const sizes = values.sizes.split(",").map((name) => name.trim().toUpperCase());
  for (const name of sizes) if (name !== "S") sizeOf(name);
  await runScaleBenchmark(sizes as ("S" | SizeName)[]);
}
