// Schema and migrations cannot drift apart: the migrations, applied to an empty database, must
// produce exactly the columns that prisma/schema.prisma declares, with the right types and
// nullability, and the runner must record them as `prisma migrate deploy` would.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openTestDatabase } from "./test-database.ts";
import { migrate, readMigrations } from "./migrate.ts";

interface Field {
  name: string;
  type: string;
  optional: boolean;
  list: boolean;
}

/** The models, enums and scalar fields of a Prisma schema (the subset this project uses). */
function readSchema(text: string) {
  const blocks = [...text.matchAll(/^(model|enum)\s+(\w+)\s*\{([\s\S]*?)^\}/gm)];
  const enums = new Set(blocks.filter((b) => b[1] === "enum").map((b) => b[2]));
  const modelNames = new Set(blocks.filter((b) => b[1] === "model").map((b) => b[2]));
  const models = new Map<string, Field[]>();
  for (const [, kind, name, body] of blocks) {
    if (kind !== "model") continue;
    const fields = body
      .split("\n")
      .map((line) => line.replace(/\/\/.*$/, "").trim())
      .filter((line) => line && !line.startsWith("@@"))
      .map((line) => /^(\w+)\s+(\w+)(\[\]|\?)?/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map(([, field, type, modifier]) => ({ name: field, type, optional: modifier === "?", list: modifier === "[]" }))
      // Relation fields are not columns.
      .filter((field) => !modelNames.has(field.type));
    models.set(name, fields);
  }
  return { models, enums, modelNames };
}

const SQL_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Boolean: "boolean",
  // Every timestamp is an instant (timestamptz): the test below holds the schema to it.
  DateTime: "timestamp with time zone",
  Json: "jsonb",
  Float: "double precision",
  Decimal: "numeric",
};

/** A list's element type as PostgreSQL names its array type (`_int4` for Int[], `_text` for String[]). */
const ARRAY_ELEMENT_TYPES: Record<string, string> = { Int: "int4", String: "text" };

const schemaText = readFileSync(fileURLToPath(new URL("../../../prisma/schema.prisma", import.meta.url)), "utf8");
const schema = readSchema(schemaText);

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase("shop_drift"));
  await migrate(db.sql);
});
afterAll(() => drop());

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
}

describe("prisma/schema.prisma and prisma/migrations", () => {
  it("the schema parser sees every model", () => {
    expect(schema.models.size).toBeGreaterThanOrEqual(14);
    expect(schema.models.get("Order")?.find((f) => f.name === "paidAt")).toEqual({
      name: "paidAt",
      type: "DateTime",
      optional: true,
      list: false,
    });
  });

  it("declares every timestamp as timestamptz, so none is read in a session's time zone", () => {
    const naive = [...schemaText.matchAll(/^\s+(\w+)\s+DateTime\??(?![^\n]*@db\.Timestamptz)/gm)].map((m) => m[1]);
    expect(naive).toEqual([]);
  });

  it("every model and field exists as a column with the right type and nullability", async () => {
    const columns = await db.sql.query<Column>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const byTable = new Map<string, Map<string, Column>>();
    for (const column of columns) {
      if (!byTable.has(column.table_name)) byTable.set(column.table_name, new Map());
      byTable.get(column.table_name)!.set(column.column_name, column);
    }
    for (const [model, fields] of schema.models) {
      const table = byTable.get(model);
      expect(table, `table ${model}`).toBeDefined();
      for (const field of fields) {
        const column = table!.get(field.name);
        expect(column, `${model}.${field.name}`).toBeDefined();
        const where = `${model}.${field.name}`;
        if (field.list) {
          expect(column!.data_type, where).toBe("ARRAY");
          expect(column!.udt_name, where).toBe(`_${ARRAY_ELEMENT_TYPES[field.type] ?? field.type.toLowerCase()}`);
        } else if (schema.enums.has(field.type)) {
          expect(column!.data_type, where).toBe("USER-DEFINED");
          expect(column!.udt_name, where).toBe(field.type);
        } else {
          expect(column!.data_type, where).toBe(SQL_TYPES[field.type]);
        }
        // Prisma stores lists as nullable arrays; every other field is NOT NULL unless optional.
        expect(column!.is_nullable, where).toBe(field.optional || field.list ? "YES" : "NO");
      }
      // No column the schema does not know about.
      expect([...table!.keys()].sort(), model).toEqual(fields.map((f) => f.name).sort());
    }
  });

  it("has no table the schema does not declare", async () => {
    const tables = await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const unexpected = tables
      .map((t) => t.table_name)
      .filter((name) => !schema.models.has(name) && name !== "_prisma_migrations" && !/^_\w+To\w+$/.test(name));
    expect(unexpected).toEqual([]);
  });

  it("records each migration in _prisma_migrations with Prisma's checksum, and applies it once", async () => {
    const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    const migrations = readMigrations();
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(migrations.map((m) => [m.name, m.checksum]));
    expect(rows.every((r) => r.finished_at)).toBe(true);
    expect(await migrate(db.sql)).toEqual([]);
  });

  it("refuses to start when an applied migration was edited", async () => {
    const [first, ...rest] = readMigrations();
    await expect(migrate(db.sql, [{ ...first, checksum: "0".repeat(64) }, ...rest])).rejects.toThrow(
      /changed after it was applied/,
    );
  });
});
