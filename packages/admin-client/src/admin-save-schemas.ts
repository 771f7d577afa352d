// The schemas of the console's saves, by resource: the API validates each create and update with
// the same one (api/src/admin/*.routes.ts). Imported when a save happens, so the console's first
// screen does not load zod.
import {
  adminBlogPostSchema,
  adminBlogPostUpdateSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  adminDiscountCodeSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
} from "@shop/shared/schemas";
import type { AdminSaveResource } from "./saves.ts";

export const ADMIN_SAVE_SCHEMAS = {
  products: { create: adminProductSchema, update: adminProductUpdateSchema },
  categories: { create: adminCategorySchema, update: adminCategoryUpdateSchema },
  "blog-posts": { create: adminBlogPostSchema, update: adminBlogPostUpdateSchema },
  users: { create: adminUserCreateSchema, update: adminUserUpdateSchema },
  "discount-codes": { create: adminDiscountCodeSchema, update: adminDiscountCodeSchema },
} as const satisfies Record<AdminSaveResource, { create: unknown; update: unknown }>;
