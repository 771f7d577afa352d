// The contrib extensions the migrations create (product search: trigram matching and accent
// folding, api/src/catalog/product-search.ts). PostgreSQL ships them with its contrib package;
// PGlite has them as separate bundles that must be loaded when a database is opened, by the shop
// (database.ts) and by the migration writer's scratch database (scripts/new-migration.ts).
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
