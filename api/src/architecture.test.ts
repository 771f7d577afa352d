// The API's source reads from the bottom up (docs/architecture.md, "Layers"): no file imports a
// file that imports it back, type-only imports included (which ESLint's import-x/no-cycle does not
// follow), and no folder imports a folder that imports it back. A new cycle fails here with the
// imports that close it. Orders have one front door (orders/index.ts): nothing outside the folder
// reaches past it to the history's events, the stock or the outbox rows of an order. Every folder
// has its layer, and no file imports one of a higher layer. Route files take their request schemas
// from their folder's validators.ts.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SOURCE = join(__dirname);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s*["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** Every module of api/src (tests excluded) and the relative imports it names, as paths below api/src. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(SOURCE, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(join(SOURCE, file), "utf8");
    const targets = [...code.matchAll(IMPORT)].map((match) => normalize(join(dirname(file), match[1] ?? match[2])));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a directed graph: each strongly connected component of more than one node. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const folderOf = (file: string) => (file.includes("/") ? file.split("/")[0] : null);

describe("api/src", () => {
  const graph = importGraph();

  it("finds the imports it checks", () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get("orders/settle-order.ts")).toContain("invoices/issued-documents.ts");
    expect(graph.get("context.ts")).toContain("outbox/signal.ts");
  });

  it("has no import cycle between files, type-only imports included", () => {
    const edges = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
    expect(cycles(edges)).toEqual([]);
  });

  it("has no folder that imports a folder that imports it back", () => {
    // Files at the root (app.ts, context.ts, deps.ts, env.ts, errors.ts, server.ts) assemble the
    // folders or are shared by all of them; the folders below are the layers.
    const edges = new Map<string, Set<string>>();
    const why = new Map<string, string>();
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = folderOf(relative(".", target));
        if (!to || to === from) continue;
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
        why.set(`${from}->${to}`, `${file} imports ${target}`);
      }
    }
    const explained = cycles(edges).map((component) =>
      [...why]
        .filter(([pair]) => component.includes(pair.split("->")[0]) && component.includes(pair.split("->")[1]))
        .map(([, reason]) => reason),
    );
    expect(explained).toEqual([]);
  });
});

/**
 * The layers of docs/architecture.md ("Layers"), from the bottom: a file may import its own layer
 * and the ones below it. A file at the root sits as high as the highest layer it imports (context.ts,
 * the whole container, as high as the records; env.ts and errors.ts at the bottom).
 */
const LAYERS: Record<string, number> = {
  // platform: logging, metrics, HTTP helpers, storage, list queries, the outbox, texts, the audit log
  platform: 0,
  http: 0,
  uploads: 0,
  data: 0,
  outbox: 0,
  messages: 0,
  audit: 0,
  // providers
  payments: 1,
  // documents and e-mails
  invoices: 2,
  mail: 2,
  // the shop's records
  auth: 3,
  catalog: 3,
  blog: 3,
  newsletter: 3,
  "restock-alerts": 3,
  orders: 3,
  // work over the records
  privacy: 4,
  seed: 4,
  // doors
  admin: 5,
  webhooks: 5,
  web: 5,
  shop: 5,
};

/** Each file's layer: its folder's, or for a file at the root the highest of what it imports. */
function layerIn(imports: Map<string, string[]>): (file: string) => number {
  const rootLayers = new Map<string, number>();
  const layerOf = (file: string): number => {
    const folder = folderOf(file);
    if (folder) return LAYERS[folder] ?? Infinity;
    if (!rootLayers.has(file)) {
      rootLayers.set(file, 0); // the root's files import no cycle (checked above)
      rootLayers.set(file, Math.max(0, ...(imports.get(file) ?? []).map(layerOf)));
    }
    return rootLayers.get(file)!;
  };
  return layerOf;
}

/** The imports that run up the layers, as `file imports target`. */
function upwardImports(imports: Map<string, string[]>): string[] {
  const layerOf = layerIn(imports);
  return [...imports].flatMap(([file, targets]) =>
    targets.filter((target) => layerOf(target) > layerOf(file)).map((target) => `${file} imports ${target}`),
  );
}

describe("the layers", () => {
  const graph = importGraph();

  it("place every folder of api/src", () => {
    const folders = readdirSync(SOURCE, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders).toContain("orders");
    expect(folders.filter((folder) => !(folder in LAYERS))).toEqual([]);
    expect(Object.keys(LAYERS).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it("are imported from the bottom up: no file imports a folder of a higher layer", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("refuse an import that runs up the layers, directly or through the root's container", () => {
    const imports = new Map([
      ["platform/readiness.ts", ["context.ts", "platform/logger.ts"]],
      ["mail/mailer.ts", ["orders/index.ts", "invoices/seller.ts"]],
      ["orders/index.ts", ["context.ts", "mail/mailer.ts"]],
      ["context.ts", ["platform/logger.ts", "catalog/response-cache.ts"]],
      ["errors.ts", ["platform/logger.ts"]],
      ["http/validate.ts", ["errors.ts"]],
    ]);
    expect(upwardImports(imports)).toEqual([
      "platform/readiness.ts imports context.ts",
      "mail/mailer.ts imports orders/index.ts",
    ]);
  });
});

/** Where a file outside api/src/orders may import from the folder: the front door, and app.ts the routes it mounts. */
function throughTheDoor(file: string, target: string): boolean {
  if (target === "orders/index.ts") return true;
  return file === "app.ts" && /^orders\/[^/]+\.routes\.ts$/.test(target);
}

describe("the orders' front door", () => {
  const graph = importGraph();
  const wayAround = (imports: Map<string, string[]>) =>
    [...imports].flatMap(([file, targets]) =>
      folderOf(file) === "orders"
        ? []
        : targets
            .filter((target) => folderOf(target) === "orders" && !throughTheDoor(file, target))
            .map((target) => `${file} imports ${target}`),
    );

  it("is the only way into api/src/orders from outside it", () => {
    expect(graph.get("admin/orders.routes.ts")).toContain("orders/index.ts");
    expect(wayAround(graph)).toEqual([]);
  });

  it("refuses an import of an order's internals from outside the folder", () => {
    const imports = new Map([
      ["admin/orders.routes.ts", ["orders/index.ts", "orders/order-records.ts"]],
      ["webhooks/webhooks.routes.ts", ["orders/payment-events.ts"]],
      ["app.ts", ["orders/orders.routes.ts"]],
    ]);
    expect(wayAround(imports)).toEqual([
      "admin/orders.routes.ts imports orders/order-records.ts",
      "webhooks/webhooks.routes.ts imports orders/payment-events.ts",
    ]);
  });

  it("opens no door to the history's events, the stock or the outbox rows", () => {
    const door = readFileSync(join(SOURCE, "orders/index.ts"), "utf8");
    const exported = [...door.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      match[1].split(",").map((name) => name.trim().replace(/^type\s+/, "")),
    );
    expect(exported).toContain("createOrder");
    for (const internal of [
      "addEvent",
      "reserveStock",
      "releaseStock",
      "withStockChanges",
      "enqueueOrderEmail",
      "enqueueOrderConfirmation",
      "enqueueResend",
      "enqueueWithdrawalMails",
    ])
      expect(exported, internal).not.toContain(internal);
  });
});

/** The route files that write their own request schemas instead of importing them from their folder's validators.ts. */
function schemasOutsideValidators(sources: Map<string, string>): string[] {
  return [...sources]
    .filter(([file]) => file.endsWith(".routes.ts"))
    .flatMap(([file, code]) => [
      ...(/^import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+"zod"/m.test(code) ? [`${file} builds zod schemas`] : []),
      ...(/from\s+"@shop\/shared\/schemas"/.test(code) ? [`${file} imports @shop/shared/schemas`] : []),
    ]);
}

describe("request validators", () => {
  it("live in each route group's validators.ts, which the route files import", () => {
    const files = readdirSync(SOURCE, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
    const sources = new Map(files.map((file) => [file, readFileSync(join(SOURCE, file), "utf8")]));
    expect(sources.get("orders/orders.routes.ts")).toContain('from "./validators.ts"');
    expect(schemasOutsideValidators(sources)).toEqual([]);
  });

  it("refuse a route file that writes its own schema or takes one past its validators.ts", () => {
    const sources = new Map([
      ["orders/orders.routes.ts", 'import { z } from "zod";\nconst body = z.object({});'],
      ["admin/users.routes.ts", 'import { adminUserCreateSchema } from "@shop/shared/schemas";'],
      [
        "admin/products.routes.ts",
        'import type { z } from "zod";\nimport { adminProductSchema } from "./validators.ts";',
      ],
      ["orders/validators.ts", 'import { z } from "zod";\nimport { createOrderSchema } from "@shop/shared/schemas";'],
    ]);
    expect(schemasOutsideValidators(sources)).toEqual([
      "orders/orders.routes.ts builds zod schemas",
      "admin/users.routes.ts imports @shop/shared/schemas",
    ]);
  });
});
