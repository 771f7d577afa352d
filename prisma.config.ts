// Used by the Prisma CLI only (generate, and `migrate deploy` where its engine can be downloaded).
// The shop itself connects through driver adapters in packages/db.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/shop" },
});
