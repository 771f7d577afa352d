import { memoryStore } from "react-admin";
import { describe, expect, it } from "vitest";
import { createConsoleStore } from "./consoleStore.ts";

/** A started store, as <Admin> starts it. */
function startedStore() {
  const store = createConsoleStore(memoryStore());
  store.setup();
  return store;
}

describe("console store", () => {
  it("keeps the language and theme when logging out clears everything else", () => {
    const store = startedStore();
    store.setItem("locale", "bg");
    store.setItem("theme", "dark");
    store.setItem("orders.listParams", { page: 3 });
    store.reset();
    expect(store.getItem("locale")).toBe("bg");
    expect(store.getItem("theme")).toBe("dark");
    expect(store.getItem("orders.listParams")).toBeUndefined();
  });

  it("does not invent a choice nobody made", () => {
    const store = startedStore();
    store.reset();
    expect(store.getItem("locale")).toBeUndefined();
  });
});
