// Route-level code splitting. A chunk that does not arrive within 120 s fails with
// 'Loading chunk {id} failed.' (docs/storefront.md §10), and the route's error boundary offers a reload.
import { lazy, type ComponentType } from "react";

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly type: "missing" | "timeout" | "error",
  ) {
    super(`Loading chunk ${chunk} failed. (${type})`);
    this.name = "ChunkLoadError";
  }
}

export function lazyPage<Props extends object>(chunk: string, load: () => Promise<ComponentType<Props>>) {
  // One download, shared by an early preload() and the render; a failed one may be tried again.
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const page = lazy(async () => {
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
  /** Starts the download now (the page about to be shown), without waiting for the render. */
  const preload = () => void loadOnce().catch(() => undefined);
  return Object.assign(page, { preload });
}
