export * from "./enums.ts";
export * from "./languages.ts";
export * from "./language-path.ts";
export * from "./money.ts";
export * from "./api-types.ts";
export * from "./passwords.ts";
export * from "./stock.ts";
export * from "./storefront-reads.ts";
