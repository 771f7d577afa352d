// Seeds the demo catalog of @shop/demo-catalog on the first start (an empty catalog): the five
// categories, the products and the blog posts in en, de and bg, with images drawn locally.
import { LANGUAGES } from "@shop/shared";
import { highlightsSchema } from "@shop/shared/schemas";
import {
  SEED_BLOG_POSTS,
  SEED_CATEGORIES,
  SEED_IVD,
  SEED_PRODUCTS,
  SEED_SAFETY,
  renderArtwork,
} from "@shop/demo-catalog";
import type { Deps } from "../context.ts";
import { sanitizeRichText } from "../catalog/sanitize.ts";
import { postOwner, productOwner, storeDocument, storeImage } from "../catalog/images.ts";
import { ceMarkOf } from "../catalog/views.ts";
import { renderInstructionsPdf } from "./instructions-pdf.ts";

/** Large enough for the product gallery on a 2x screen; the stored widths go up to it. */
const PRODUCT_IMAGE_SIZE = 960;
const BLOG_IMAGE_WIDTH = 1280;

async function mapWithConcurrency<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function seedDemoCatalog(
  deps: Pick<Deps, "catalogCache" | "logger" | "prisma" | "uploads">,
): Promise<boolean> {
  const { prisma } = deps;
  if ((await prisma.category.count()) > 0 || (await prisma.product.count()) > 0) return false;
  const started = Date.now();

  const categoryIds = new Map<string, number>();
  for (const category of SEED_CATEGORIES) {
    const row = await prisma.category.create({
      data: {
        slug: category.slug,
        position: category.position,
        translations: { create: LANGUAGES.map((language) => ({ language, name: category.name[language] })) },
      },
    });
    categoryIds.set(category.slug, row.id);
  }

  // Drawing the artwork is the slow part of the first start: two at a time keeps both cores busy.
  const productImages = await mapWithConcurrency(SEED_PRODUCTS, 2, (product) =>
    Promise.all(
      product.images.map(async (art) => storeImage(deps, await renderArtwork(art, PRODUCT_IMAGE_SIZE), "seed", "p")),
    ),
  );
  const postImages = await mapWithConcurrency(SEED_BLOG_POSTS, 2, async (post) =>
    storeImage(deps, await renderArtwork(post.image, BLOG_IMAGE_WIDTH, (BLOG_IMAGE_WIDTH * 9) / 16), "seed", "b"),
  );
  // The instructions for use: one small PDF per product and language.
  const instructions = await mapWithConcurrency(SEED_PRODUCTS, 2, async (product) => {
    const ivd = SEED_IVD[product.slug];
    if (!ivd) return null;
    const keys = await Promise.all(
      LANGUAGES.map(async (language) => {
        const pdf = await renderInstructionsPdf({
          language,
          productName: product.name[language],
          ceMark: ceMarkOf(ivd.notifiedBody),
          selfTest: ivd.selfTest,
          manufacturer: `${ivd.manufacturer.name}, ${ivd.manufacturer.address}`,
          intendedUse: ivd.intendedUse[language],
        });
        return [language, (await storeDocument(deps, new Uint8Array(pdf), "seed")).fileKey] as const;
      }),
    );
    return Object.fromEntries(keys) as Record<(typeof LANGUAGES)[number], string>;
  });
  const own = (images: { fileKey: string }[], owner: string) =>
    prisma.upload.updateMany({ where: { fileKey: { in: images.map((image) => image.fileKey) } }, data: { owner } });

  for (const [index, product] of SEED_PRODUCTS.entries()) {
    const images = productImages[index];
    const ivd = SEED_IVD[product.slug];
    const safety = SEED_SAFETY[product.slug];
    const documents = instructions[index];
    const created = await prisma.product.create({
      data: {
        slug: product.slug,
        priceCents: product.priceCents,
        stock: product.stock,
        selfTest: ivd?.selfTest ?? false,
        notifiedBody: ivd?.notifiedBody ?? null,
        manufacturerName: ivd?.manufacturer.name ?? "",
        manufacturerAddress: ivd?.manufacturer.address ?? "",
        manufacturerContact: ivd?.manufacturer.contact ?? "",
        euResponsiblePerson: ivd?.manufacturer.euResponsiblePerson ?? null,
        modelIdentifier: safety?.model ?? "",
        gtin: safety?.gtin ?? null,
        adultsOnly: ivd?.adultsOnly ?? false,
        blockedCountries: ivd?.blockedCountries ?? [],
        // Spread creation times so "newest first" has a stable, meaningful order.
        createdAt: new Date(started - index * 3_600_000),
        // The price history starts with the price the product is created at.
        priceHistory: { create: { at: new Date(started - index * 3_600_000), priceCents: product.priceCents } },
        categories: { connect: product.categorySlugs.map((slug) => ({ id: categoryIds.get(slug)! })) },
        translations: {
          create: LANGUAGES.map((language) => ({
            language,
            name: product.name[language],
            description: sanitizeRichText(product.description[language]),
            // Held to the console's limits: a seed claim too long or too many fails the first start's tests.
            highlights: highlightsSchema.parse(product.highlights?.[language] ?? []),
            intendedUse: ivd?.intendedUse[language] ?? "",
            safetyWarnings: safety?.warnings[language].join("\n") ?? "",
            instructionsKey: documents?.[language] ?? null,
          })),
        },
        images: { create: images.map((image, position) => ({ ...image, position, isMain: position === 0 })) },
      },
    });
    await own([...images, ...Object.values(documents ?? {}).map((fileKey) => ({ fileKey }))], productOwner(created.id));
  }

  for (const [index, post] of SEED_BLOG_POSTS.entries()) {
    const image = postImages[index];
    const createdAt = new Date(started - post.daysAgo * 86_400_000);
    const created = await prisma.blogPost.create({
      data: {
        slug: post.slug,
        author: post.author,
        imageKey: image.fileKey,
        imageWidths: image.widths,
        imageWidth: image.width,
        imageHeight: image.height,
        createdAt,
        updatedAt: createdAt,
        categories: { connect: post.categorySlugs.map((slug) => ({ id: categoryIds.get(slug)! })) },
        translations: {
          create: LANGUAGES.map((language) => ({
            language,
            title: post.title[language],
            excerpt: post.excerpt[language],
            content: sanitizeRichText(post.content[language]),
          })),
        },
      },
    });
    await own([image], postOwner(created.id));
  }
  deps.catalogCache.invalidate();
  deps.logger.info(
    {
      categories: SEED_CATEGORIES.length,
      products: SEED_PRODUCTS.length,
      posts: SEED_BLOG_POSTS.length,
      ms: Date.now() - started,
    },
    "seeded the demo catalog",
  );
  return true;
}
