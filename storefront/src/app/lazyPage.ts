// Route-level code splitting. A chunk that does not arrive within 120 s fails with
// 'Loading chunk {id} failed.' (docs/storefront.md §10), and the route's error boundary offers a retry
// (app/RouteErrorBoundary.tsx).
// Server rendering: the page's module is named (its path in the build's manifest), so the server
// can link its CSS and preload its JavaScript in the first HTML (entry-server.tsx), and a page whose
// code is already there renders at once instead of suspending, on the server and while hydrating.
import { createContext, createElement, lazy, useContext, type ComponentType, type ReactElement } from "react";

const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly type: "missing" | "timeout" | "error",
  ) {
    super(`Loading chunk ${chunk} failed. (${type})`);
    this.name = "ChunkLoadError";
  }
}

/** Told of every lazy module a render uses; the server links their CSS and JavaScript. */
export const ModuleUseContext = createContext<((module: string) => void) | null>(null);

/**
 * Every lazily loaded module by its source path (the build manifest's key), with its preload:
 * the browser loads the ones the server rendered before it hydrates (main.tsx).
 */
export const LAZY_MODULES = new Map<string, () => Promise<void>>();

/** A lazily loaded module's code, as the route table and start-up know it. */
export interface LazyCode {
  /** Starts the download now (the page about to be shown); resolves once the code is there. */
  preload(): Promise<void>;
  readonly module: string;
}

export type LazyPage<Props extends object> = ((props: Props) => ReactElement) & LazyCode;

/**
 * A component whose code is its own chunk. `module` is its file's path from the storefront folder
 * (`src/home/HomePage.tsx`), the key the build's manifest lists its chunk under.
 */
export function lazyPage<Props extends object>(
  chunk: string,
  module: string,
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  // One download, shared by an early preload() and the render; a failed one may be tried again.
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(chunk, "timeout")), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const component = await Promise.race([loadOnce(), timeout]);
      if (!component) throw new ChunkLoadError(chunk, "missing");
      return { default: component };
    } catch (cause) {
      if (cause instanceof ChunkLoadError) throw cause;
      console.error(cause);
      throw new ChunkLoadError(chunk, "error");
    } finally {
      clearTimeout(timer);
    }
  });
  function Page(props: Props) {
    useContext(ModuleUseContext)?.(module);
    // Code that is already here renders in this pass: no suspended boundary, nothing to wait for.
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  Page.displayName = `Lazy(${chunk})`;
  const preload = () => loadOnce().then(() => undefined);
  LAZY_MODULES.set(module, preload);
  return Object.assign(Page, { preload, module });
}
