// Values only the browser has (the cart, consent, the admin token: kept in local storage), read by
// React through useSyncExternalStore. The server renders with `serverValue`, and the browser
// hydrates with it too, then shows the stored value once the page has hydrated (useHydrated): the
// first render in the browser matches the HTML, and no effect has to copy storage into state. Changes made in another tab arrive through the storage event.
import { useSyncExternalStore } from "react";
import { useHydrated } from "./site.ts";

export interface BrowserStore<T> {
  subscribe: (listener: () => void) => () => void;
  get: () => T;
  getServer: () => T;
  /** Replaces the value (its storage already written by the caller) and re-renders its readers. */
  set: (value: T) => void;
}

export function browserStore<T>(options: { read: () => T; keys: readonly string[]; serverValue: T }): BrowserStore<T> {
  const { read, keys, serverValue } = options;
  const listeners = new Set<() => void>();
  let value: { current: T } | null = null;
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !keys.includes(event.key)) return;
    value = { current: read() };
    emit();
  };
  return {
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    get: () => {
      value ??= { current: read() };
      return value.current;
    },
    getServer: () => serverValue,
    set: (next) => {
      value = { current: next };
      emit();
    },
  };
}

/**
 * The store's value: the server's until the page has hydrated, then the stored one. The switch
 * happens in the hydration's transition (site.ts), not as a store change, which React would
 * apply to every reader at once; later changes (the shopper adds to the cart) are immediate.
 */
export function useBrowserStore<T>(store: BrowserStore<T>): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(store.subscribe, hydrated ? store.get : store.getServer, store.getServer);
}
