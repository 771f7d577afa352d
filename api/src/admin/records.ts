// Database rows → admin REST records: every translation at once.
import {
  LANGUAGES,
  toEuros,
  type AdminBlogPostRecord,
  type AdminCategoryRecord,
  type AdminOrderRecord,
  type AdminProductRecord,
  type Translations,
} from "@shop/shared";
import type { Prisma } from "@shop/db";
import { imageSource } from "../uploads/store.ts";
import { mainImage, type ProductRow } from "../catalog/views.ts";
import { blogImage, type BlogPostRow } from "../blog/views.ts";

function byLanguage<T extends { language: string }, R>(rows: T[], pick: (row: T | undefined) => R): Translations<R> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, pick(rows.find((row) => row.language === language))]),
  ) as Translations<R>;
}

export function toAdminProduct(product: ProductRow): AdminProductRecord {
  const main = mainImage(product.images);
  return {
    id: product.id,
    slug: product.slug,
    price: toEuros(product.priceCents),
    stock: product.stock,
    active: product.active,
    categoryIds: product.categories.map((category) => category.id),
    translations: byLanguage(product.translations, (t) => ({ name: t?.name ?? "", description: t?.description ?? "" })),
    images: product.images.map((image) => ({
      id: image.id,
      fileKey: image.fileKey,
      isMain: image === main,
      ...imageSource(image),
    })),
    thumbnailUrl: main ? imageSource(main).imageUrl : null,
    version: product.version,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export const adminCategoryInclude = {
  translations: true,
  _count: { select: { products: true } },
} satisfies Prisma.CategoryInclude;
type CategoryWithCount = Prisma.CategoryGetPayload<{ include: typeof adminCategoryInclude }>;

export function toAdminCategory(category: CategoryWithCount): AdminCategoryRecord {
  return {
    id: category.id,
    slug: category.slug,
    position: category.position,
    translations: byLanguage(category.translations, (t) => ({ name: t?.name ?? "" })),
    productCount: category._count.products,
    version: category.version,
  };
}

export function toAdminBlogPost(post: BlogPostRow): AdminBlogPostRecord {
  return {
    id: post.id,
    slug: post.slug,
    author: post.author,
    imageKey: post.imageKey,
    imageUrl: blogImage(post)?.imageUrl ?? null,
    categoryIds: post.categories.map((category) => category.id),
    translations: byLanguage(post.translations, (t) => ({
      title: t?.title ?? "",
      excerpt: t?.excerpt ?? "",
      content: t?.content ?? "",
    })),
    version: post.version,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export const adminOrderInclude = {
  items: { orderBy: { id: "asc" } },
  addresses: true,
  events: { orderBy: { createdAt: "asc" } },
} satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof adminOrderInclude }>;

export function toAdminOrder(order: OrderRow): AdminOrderRecord {
  const address = (kind: "SHIPPING" | "BILLING") => {
    const row = order.addresses.find((a) => a.kind === kind);
    return row
      ? {
          firstName: row.firstName,
          lastName: row.lastName,
          address: row.address,
          city: row.city,
          postCode: row.postCode,
          country: row.country,
          phone: row.phone,
        }
      : null;
  };
  const shipping = address("SHIPPING");
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    customerName: shipping ? `${shipping.firstName} ${shipping.lastName}`.trim() : "",
    language: order.language,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentGateway: order.paymentGateway,
    paymentReference: order.paymentReference,
    currency: "EUR",
    subtotal: toEuros(order.subtotalCents),
    shipping: toEuros(order.shippingCents),
    vat: toEuros(order.vatCents),
    total: toEuros(order.totalCents),
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    items: order.items.map((item) => ({
      slug: item.slug,
      name: item.name,
      unitPrice: toEuros(item.unitPriceCents),
      quantity: item.quantity,
      lineTotal: toEuros(item.unitPriceCents * item.quantity),
    })),
    shippingAddress: shipping,
    billingAddress: address("BILLING"),
    events: order.events.map((event) => ({
      id: event.id,
      type: event.type,
      message: event.message,
      actor: event.actor,
      createdAt: event.createdAt.toISOString(),
    })),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    updatedAt: order.updatedAt.toISOString(),
  };
}
