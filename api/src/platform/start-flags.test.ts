// The heap's limits that keep the shop under 400 MB (docs/performance.md, "Memory") are Node
// flags, so they live where the process is started: `npm start` (api/package.json), the
// container's CMD (Dockerfile) and the benchmarks' and journeys' shop process
// (@shop/browser-testing/shop-process). All three start it alike.
import { readFileSync } from "node:fs";
import { SHOP_NODE_FLAGS } from "@shop/browser-testing/shop-process";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

describe("the shop's process", () => {
  it("bounds its heap wherever it is started", () => {
    expect(SHOP_NODE_FLAGS).toEqual(expect.arrayContaining(["--max-semi-space-size=8", "--max-old-space-size=320"]));
    const start = (JSON.parse(read("api/package.json")) as { scripts: { start: string } }).scripts.start;
    expect(start).toBe(`node ${SHOP_NODE_FLAGS.join(" ")} dist/server.js`);
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
    expect(JSON.parse(cmd ?? "[]")).toEqual(["node", ...SHOP_NODE_FLAGS, "api/dist/server.js"]);
  });
});
