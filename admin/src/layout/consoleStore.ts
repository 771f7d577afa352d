import { localStorageStore, type Store } from "react-admin";

/** Personal choices that outlive a session: the console's language and light/dark theme. */
const KEPT_ON_LOGOUT = ["locale", "theme"];

/**
 * react-admin's localStorage store, except that logging out (which resets the store) keeps
 * the language and theme: staff who sign out in the evening find their language the next day.
 */
export function createConsoleStore(store: Store = localStorageStore()): Store {
  return {
    ...store,
    reset() {
      const kept = KEPT_ON_LOGOUT.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of kept) {
        if (value !== undefined) store.setItem(key, value);
      }
    },
  };
}
