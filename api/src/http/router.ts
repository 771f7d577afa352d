// The app's router: a map for the routes without parameters or wildcards, and Hono's RegExpRouter
// (one regular expression per method, the fastest of Hono's routers) for the others. RegExpRouter
// alone refuses this shop's route table: it cannot put a literal path beside a parameter at the
// same place (`/api/products/random` beside `/api/products/:slug`, both in the storefront's API),
// so Hono's default SmartRouter fell back to TrieRouter for the whole app, about a quarter of a
// cached catalog read's time in the app (docs/performance.md). Every route that matches still runs,
// in the order it was added, as with any Hono router: the map's routes are merged into
// RegExpRouter's answer by that order. Should RegExpRouter refuse a future route table all the
// same, SmartRouter falls back to TrieRouter as before.
import { METHOD_NAME_ALL, type ParamIndexMap, type Result, type Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** A route's handler with the place it was added in. */
type Ordered<T> = [handler: T, order: number];

const isLiteral = (path: string) => !path.includes(":") && !path.includes("*");

class LiteralFirstRouter<T> implements Router<T> {
  name = "LiteralFirstRouter";
  #added = 0;
  #patterns = new RegExpRouter<Ordered<T>>();
  /** By method, then path. */
  #literals = new Map<string, Map<string, Ordered<T>[]>>();

  add(method: string, path: string, handler: T): void {
    const entry: Ordered<T> = [handler, this.#added++];
    if (!isLiteral(path)) {
      this.#patterns.add(method, path, entry);
      return;
    }
    let paths = this.#literals.get(method);
    if (!paths) this.#literals.set(method, (paths = new Map<string, Ordered<T>[]>()));
    const list = paths.get(path);
    if (list) list.push(entry);
    else paths.set(path, [entry]);
  }

  match(method: string, path: string): Result<T> {
    // RegExpRouter answers with parameter indexes into one stash (its only form of answer).
    const [patterns, stash] = this.#patterns.match(method, path) as [[Ordered<T>, ParamIndexMap][], string[]];
    const literals = this.#literalsFor(method, path);
    if (literals.length === 0) return [patterns.map(([[handler], params]) => [handler, params]), stash];
    const merged = [...patterns, ...literals.map((entry): [Ordered<T>, ParamIndexMap] => [entry, {}])];
    merged.sort(([[, a]], [[, b]]) => a - b);
    return [merged.map(([[handler], params]) => [handler, params]), stash];
  }

  #literalsFor(method: string, path: string): Ordered<T>[] {
    const own = this.#literals.get(method)?.get(path);
    const any = method === METHOD_NAME_ALL ? undefined : this.#literals.get(METHOD_NAME_ALL)?.get(path);
    if (own && any) return [...own, ...any];
    return own ?? any ?? [];
  }
}

/** The router every app of the shop uses: LiteralFirstRouter, or TrieRouter should it refuse the table. */
export function shopRouter<T>(): Router<T> {
  return new SmartRouter<T>({ routers: [new LiteralFirstRouter<T>(), new TrieRouter<T>()] });
}
