// The toasts after a save or a delete name what was saved ("Product created", "Blog post updated"),
// in the console's three languages: react-admin looks for resources.<name>.notifications.* first
// and says "Element created" only when a resource has none.
import { describe, expect, it } from "vitest";
import { translators } from "./testTranslators.ts";

/** What react-admin's create, edit and delete controllers ask for, with its generic fallback. */
const toast = (language: keyof typeof translators, resource: string, action: string, count = 1) => {
  const translate = translators[language];
  return translate(`resources.${resource}.notifications.${action}`, {
    smart_count: count,
    _: translate(`ra.notification.${action}`, { smart_count: count }),
  });
};

const EXPECTED = {
  en: { products: "Product created", "blog-posts": "Blog post updated", categories: "Category deleted" },
  de: { products: "Produkt angelegt", "blog-posts": "Blogbeitrag gespeichert", categories: "Kategorie gelöscht" },
  bg: {
    products: "Продуктът е създаден",
    "blog-posts": "Публикацията е обновена",
    categories: "Категорията е изтрита",
  },
} as const;

describe("the console's toasts", () => {
  it.each(["en", "de", "bg"] as const)("name the resource in %s", (language) => {
    expect(toast(language, "products", "created")).toBe(EXPECTED[language].products);
    expect(toast(language, "blog-posts", "updated")).toBe(EXPECTED[language]["blog-posts"]);
    expect(toast(language, "categories", "deleted")).toBe(EXPECTED[language].categories);
  });

  it.each(["en", "de", "bg"] as const)("never fall back to the generic element in %s", (language) => {
    const generic = [
      translators[language]("ra.notification.created", { smart_count: 1 }),
      translators[language]("ra.notification.updated", { smart_count: 1 }),
      translators[language]("ra.notification.deleted", { smart_count: 1 }),
    ];
    for (const resource of ["products", "categories", "blog-posts", "users", "newsletter-subscribers"])
      for (const action of ["created", "updated", "deleted"]) {
        expect(generic, `${resource} ${action}`).not.toContain(toast(language, resource, action));
        expect(toast(language, resource, action)).not.toMatch(/^resources\./);
      }
    expect(generic).not.toContain(toast(language, "orders", "updated"));
    expect(toast("en", "products", "deleted", 3)).toBe("3 products deleted");
  });
});
