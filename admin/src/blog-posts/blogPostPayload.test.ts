import { saveBody } from "@shop/admin-client/saves";
import { adminBlogPostSchema, adminBlogPostUpdateSchema } from "@shop/shared/schemas";
import { describe, expect, it } from "vitest";
import { toBlogPostPayload, toBlogPostUpdate } from "./blogPostPayload.ts";

const seo = { seoTitle: "", seoDescription: "" };
const translations = {
  en: { title: "Post", excerpt: "", content: "<p>Text</p>", seoTitle: "A post", seoDescription: "About tests." },
  de: { title: "Beitrag", excerpt: "", content: "<p>Text</p>", ...seo },
  bg: { title: "Статия", excerpt: "", content: "<p>Текст</p>", ...seo },
};

describe("blog post payloads", () => {
  it("a save sends the version the form was loaded with", () => {
    const payload = toBlogPostUpdate(
      {
        slug: "post",
        author: "admin",
        imageKey: null,
        categoryIds: [1],
        translations,
        version: 2,
        imageUrl: "/x.webp",
      },
      { previousData: { version: 2 } },
    );
    expect(saveBody(adminBlogPostUpdateSchema, payload)).toEqual({
      slug: "post",
      author: "admin",
      imageKey: null,
      categoryIds: [1],
      translations,
      version: 2,
    });
  });

  it("a new post has no version", () => {
    const payload = toBlogPostPayload({ author: "admin", slug: "", translations });
    expect(saveBody(adminBlogPostSchema, payload)).toEqual({
      author: "admin",
      imageKey: null,
      categoryIds: [],
      translations,
    });
  });
});
