import { describe, expect, it } from "vitest";
import { blogPostingJsonLd } from "./structuredData.ts";

const post = {
  title: "Why regular STI testing matters",
  excerpt: "Many infections cause no symptoms for months.",
  author: "Dr. Anna Hoffmann",
  image: "/uploads/b-abc-960.webp",
  imageSource: {
    imageUrl: "/uploads/b-abc-1600.webp",
    srcSet: "/uploads/b-abc-960.webp 960w, /uploads/b-abc-1600.webp 1600w",
    width: 1600,
    height: 900,
  },
  createdAt: "2026-11-14T09:30:00.000Z",
  updatedAt: "2026-11-20T16:05:00.000Z",
};
const page = {
  origin: "https://shop.example",
  url: "https://shop.example/de/blog/why-regular-sti-testing-matters",
  language: "de",
  shopBrand: "TestKit Europe",
  logoPath: "/email-logo.png",
};

describe("BlogPosting JSON-LD", () => {
  it("has what Google's article rich results use: headline, image, both dates, author, language, page and publisher", () => {
    expect(blogPostingJsonLd(post, page)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Why regular STI testing matters",
      description: "Many infections cause no symptoms for months.",
      image: ["https://shop.example/uploads/b-abc-1600.webp"],
      datePublished: "2026-11-14T09:30:00.000Z",
      dateModified: "2026-11-20T16:05:00.000Z",
      author: { "@type": "Person", name: "Dr. Anna Hoffmann" },
      inLanguage: "de",
      mainEntityOfPage: { "@type": "WebPage", "@id": page.url },
      publisher: {
        "@type": "Organization",
        name: "TestKit Europe",
        url: "https://shop.example",
        logo: { "@type": "ImageObject", url: "https://shop.example/email-logo.png" },
      },
    });
  });

  it("keeps an image served from a CDN as it is, and names none for a post without one", () => {
    const cdn = { ...post, imageSource: { ...post.imageSource, imageUrl: "https://cdn.example/b-abc-1600.webp" } };
    expect(blogPostingJsonLd(cdn, page).image).toEqual(["https://cdn.example/b-abc-1600.webp"]);
    expect(blogPostingJsonLd({ ...post, image: null, imageSource: null }, page)).not.toHaveProperty("image");
  });
});
