import { describe, expect, it } from "vitest";
import { cachedPage, createPageCache } from "./page-cache.ts";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const rendered =
  (text: string, status = 200) =>
  () =>
    Promise.resolve({ status, html: `<p nonce="N">${text}</p>`, nonce: "N" });

describe("the page cache", () => {
  it("keeps a page until the catalog's generation moves or it is too old", async () => {
    let generation = 1;
    const time = clock();
    const cache = createPageCache({ generation: () => generation, maxBytes: 1e6, ttlMs: 1000, now: time.now });
    let renders = 0;
    const render = () => {
      renders++;
      return rendered(`v${renders}`)();
    };
    expect((await cache.get("a", render)).parts).toEqual(['<p nonce="', `">v1</p>`]);
    await cache.get("a", render);
    expect(renders).toBe(1);
    generation = 2;
    expect((await cache.get("a", render)).parts[1]).toBe('">v2</p>');
    time.advance(999);
    await cache.get("a", render);
    expect(renders).toBe(2);
    time.advance(1);
    await cache.get("a", render);
    expect(renders).toBe(3);
  });

  it("does not keep a page whose render overlapped a catalog write, nor a 404", async () => {
    let generation = 1;
    const cache = createPageCache({ generation: () => generation, maxBytes: 1e6, ttlMs: 1e6 });
    await cache.get("a", async () => {
      generation++;
      return rendered("stale")();
    });
    expect(cache.size).toBe(0);
    await cache.get("missing", rendered("not found", 404));
    expect(cache.size).toBe(0);
  });

  it("stays within its size, dropping the least recently used pages first", async () => {
    const big = (name: string) => rendered(`${name}${"x".repeat(400)}`);
    const { html, nonce } = await big("a")();
    const room = cachedPage(200, html, nonce).bytes * 2 + 10;
    const cache = createPageCache({ generation: () => 1, maxBytes: room, ttlMs: 1e6 });
    await cache.get("a", big("a"));
    await cache.get("b", big("b"));
    await cache.get("a", big("a")); // a is now more recent than b
    await cache.get("c", big("c"));
    expect(cache.bytes).toBeLessThanOrEqual(room);
    expect(cache.size).toBe(2);
    let renders = 0;
    const counted = (name: string) => () => {
      renders++;
      return big(name)();
    };
    await cache.get("a", counted("a"));
    expect(renders).toBe(0);
    await cache.get("b", counted("b"));
    expect(renders).toBe(1);
  });
});
