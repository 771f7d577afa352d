// Several instances keep their catalog caches in step through Redis: a write on one is broadcast,
// and the others drop what it changed (deps.ts). A broadcast can be lost: Redis away while the
// write is published, or this instance's subscription cut for a moment. So every broadcast write
// also bumps the catalog's version in the database (one row, `CatalogVersion`), the message names
// the version it made, and each instance compares the database's version with the versions it has
// heard of: every CATALOG_SYNC_MS, and at once when its subscription comes back. A version it has
// not heard of by the next comparison (or at all, after a cut) was lost: the instance drops all its
// catalog caches, and the next read builds them from the database. So no stale answer outlives a
// Redis blip by more than two intervals, and an instance that hears every message drops nothing.
import type { PlatformServices } from "../platform/services.ts";
import type { ResponseCache } from "./response-cache.ts";

/** How often an instance compares its catalog with the database's version. */
const CATALOG_SYNC_MS = 2000;

export interface CatalogSync {
  /** After one of this instance's broadcast writes: bumps the version, and answers it (undefined when that failed). */
  wrote(): Promise<number | undefined>;
  /** Another instance's broadcast write arrived, naming the version it made (none: an older instance's). */
  heard(version: number | undefined): void;
  /**
   * Compares with the database's version now; `missed`: messages may have been lost (the
   * subscription was cut), so a version not heard of is taken as lost at once.
   */
  check(missed?: boolean): Promise<void>;
  /** Compares every CATALOG_SYNC_MS from now on (the first comparison learns the version). */
  start(intervalMs?: number): Promise<void>;
  stop(): void;
}

async function readVersion(prisma: PlatformServices["prisma"]): Promise<number> {
  const rows = await prisma.$queryRaw<{ version: bigint }[]>`SELECT "version" FROM "CatalogVersion" WHERE "id" = 1`;
  return Number(rows[0]?.version ?? 0);
}

export function createCatalogSync(
  deps: Pick<PlatformServices, "prisma" | "logger"> & { catalogCache: Pick<ResponseCache, "invalidate"> },
): CatalogSync {
  const { prisma, logger, catalogCache } = deps;
  /** Every write up to this version is in the caches (heard of, or dropped with everything). */
  let known: number | undefined;
  /** Versions past `known` heard of, not yet contiguous with it. */
  const heardOf = new Set<number>();
  /** A version the database had at the last comparison that had not been heard of then. */
  let unheard: number | undefined;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const dropAll = (version: number, why: string) => {
    logger.info({ version, known }, why);
    catalogCache.invalidate(undefined, false);
    known = version;
    heardOf.clear();
    unheard = undefined;
  };

  const compare = async (missed: boolean) => {
    const version = await readVersion(prisma);
    if (known === undefined) {
      known = version;
      return;
    }
    while (heardOf.delete(known + 1)) known++;
    // The database went back (restored from a backup): nothing said about versions holds any more.
    if (version < known) return dropAll(version, "the catalog's version went back: catalog caches dropped");
    if (version === known) {
      unheard = undefined;
      return;
    }
    if (missed || (unheard !== undefined && known < unheard))
      return dropAll(version, "catalog changes of other instances were missed (Redis): catalog caches dropped");
    // Heard of by the next comparison, unless lost: a message may still be on its way.
    unheard = version;
  };

  const check = (missed = false) => {
    running = running.then(() =>
      compare(missed).catch((error: unknown) => {
        logger.warn({ err: error }, "could not compare the catalog's version");
      }),
    );
    return running;
  };

  return {
    async wrote() {
      try {
        const [row] = await prisma.$queryRaw<{ version: bigint }[]>`
          INSERT INTO "CatalogVersion" ("id", "version") VALUES (1, 1)
          ON CONFLICT ("id") DO UPDATE SET "version" = "CatalogVersion"."version" + 1
          RETURNING "version"`;
        const version = Number(row.version);
        if (known !== undefined && version > known) heardOf.add(version);
        return version;
      } catch (error) {
        logger.warn({ err: error }, "could not bump the catalog's version");
        return undefined;
      }
    },
    heard(version) {
      if (version !== undefined && known !== undefined && version > known) heardOf.add(version);
    },
    check,
    async start(intervalMs = CATALOG_SYNC_MS) {
      await check();
      timer = setInterval(() => void check(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
