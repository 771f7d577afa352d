// The API's answers as the storefront receives them, inferred from the routes through the typed
// client (AppType): nothing here is written by hand, so a field the API renames or drops fails
// `npm run typecheck` wherever the storefront reads it.
import type { InferResponseType } from "hono/client";
import type { api } from "./client.ts";

/** The body of a call's successful answer. */
type Answer<Call> = InferResponseType<Call, 200 | 201>;

export type ProductListItem = Answer<typeof api.products.$get>[number];
export type Product = Answer<(typeof api.products)[":slug"]["$get"]>;
export type ProductImage = Product["images"][number];
export type ImageSource = NonNullable<ProductListItem["thumbnail"]>;
export type CategoryRef = Answer<typeof api.categories.$get>[number];
export type BlogPostListItem = Answer<typeof api.blogs.$get>[number];
export type BlogPost = Answer<(typeof api.blogs)[":slug"]["$get"]>;
export type CartQuote = Answer<typeof api.cart.quote.$post>;
export type CartQuoteLine = CartQuote["items"][number];
export type PaymentConfig = Answer<typeof api.payments.config.$get>;
export type ShopContact = Answer<typeof api.shop.$get>;
export type CreatedOrder = Answer<typeof api.orders.$post>;
export type ConfirmedOrder = Answer<(typeof api.orders.confirm)[":orderNumber"]["$post"]>;
export type OrderStatusView = Answer<typeof api.orders.lookup.$post>;
export type WithdrawalReceipt = Answer<typeof api.orders.withdrawals.$post>;
