// Test fixtures for code that reads admin tokens and keeps them in storage (the console's and
// this package's unit tests). Tokens here are unsigned: clients only decode them; the API verifies.

/** base64url of a UTF-8 string, as a JWT's segments are written. */
function base64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A JWT with this payload and a placeholder signature. */
export function unsignedToken(payload: object): string {
  return `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** A Storage stand-in over a Map (`items`), for tests that look at what was kept. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
