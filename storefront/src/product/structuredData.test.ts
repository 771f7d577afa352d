import { describe, expect, it } from "vitest";
import type { Product } from "../api/types.ts";
import { offerOf, productJsonLd } from "./structuredData.ts";

const product = {
  name: "Chlamydia Rapid Test",
  slug: "chlamydia-rapid-test",
  price: 19.9,
  inStock: true,
  images: [{ imageUrl: "/uploads/p-abc-960.webp" }],
  categories: [{ name: "STI/STD tests", slug: "stistd-tests" }],
  safety: {
    manufacturer: { name: "Vitosha Bio Diagnostics OOD", address: "bul. Tsarigradsko shose 115, 1784 Sofia, Bulgaria" },
    gtin: "3801234400355",
  },
} as unknown as Product;
const page = {
  origin: "https://shop.example",
  url: "https://shop.example/en/product/chlamydia-rapid-test",
  description: "A rapid test.",
  shopBrand: "TestKit Europe",
};

describe("Product JSON-LD", () => {
  it("has what Google's product rich results require: name, image, offers with price, currency, availability and url", () => {
    expect(productJsonLd(product, page)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Chlamydia Rapid Test",
      image: ["https://shop.example/uploads/p-abc-960.webp"],
      offers: {
        "@type": "Offer",
        price: "19.90",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: page.url,
      },
    });
  });

  it("names the manufacturer as brand and manufacturer with the GTIN, and the shop's brand when none is recorded", () => {
    const data = productJsonLd(product, page);
    expect(data.brand).toEqual({ "@type": "Brand", name: "Vitosha Bio Diagnostics OOD" });
    expect(data.manufacturer).toEqual({ "@type": "Organization", name: "Vitosha Bio Diagnostics OOD" });
    expect(data.gtin).toBe("3801234400355");
    const plain = productJsonLd({ ...product, safety: null }, page);
    expect(plain.brand).toEqual({ "@type": "Brand", name: "TestKit Europe" });
    expect(plain).not.toHaveProperty("manufacturer");
    expect(plain).not.toHaveProperty("gtin");
  });

  it("builds the offer in one place: sold out is OutOfStock", () => {
    expect(offerOf({ price: 5, inStock: false }, page.url)).toMatchObject({
      price: "5.00",
      availability: "https://schema.org/OutOfStock",
    });
  });
});
