import { createAuthProvider } from "./authProvider.ts";

/** The one authProvider of the page, over the browser's localStorage and fetch. */
export const authProvider = createAuthProvider({
  storage: window.localStorage,
  fetch: (input, init) => window.fetch(input, init),
  now: () => Date.now(),
});
