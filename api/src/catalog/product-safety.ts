// A product on sale names its manufacturer (GPSR, Reg. (EU) 2023/988 Art. 19; docs/behaviour.md
// §21): every save that leaves a product on sale, from the console or the inline editor, is
// refused without the manufacturer's name, postal address and contact, naming the first missing.
// The fields' formats are the schemas' (packages/shared/src/schemas.ts) and the database's CHECKs.
import { missingForSale, type SafetyFieldForSale } from "@shop/shared/product-safety";
import { ApiError } from "../errors.ts";

/** The safety fields a save may give; undefined keeps the stored value (a new product: none). */
export interface ProductSafetyDraft {
  manufacturerName?: string;
  manufacturerAddress?: string;
  manufacturerContact?: string;
  euResponsiblePerson?: string | null;
  modelIdentifier?: string;
  gtin?: string | null;
  sealedForHygiene?: boolean;
}

type StoredSafety = Record<SafetyFieldForSale, string>;

const WHAT_IS_MISSING: Record<SafetyFieldForSale, string> = {
  manufacturerName: "the manufacturer's name",
  manufacturerAddress: "the manufacturer's postal address",
  manufacturerContact: "the manufacturer's e-mail or web address",
};

/** The fields a product on sale needs, as the save leaves them: the draft's where given, else the stored ones. */
export function safetyAfter(draft: ProductSafetyDraft, stored: StoredSafety | null): StoredSafety {
  return {
    manufacturerName: draft.manufacturerName ?? stored?.manufacturerName ?? "",
    manufacturerAddress: draft.manufacturerAddress ?? stored?.manufacturerAddress ?? "",
    manufacturerContact: draft.manufacturerContact ?? stored?.manufacturerContact ?? "",
  };
}

export function isReadyForSale(safety: StoredSafety): boolean {
  return missingForSale(safety) === null;
}

/** 422 `product_safety_missing` naming the first field a product on sale lacks. */
export function assertReadyForSale(safety: StoredSafety): void {
  const missing = missingForSale(safety);
  if (!missing) return;
  throw new ApiError(
    422,
    "product_safety_missing",
    `A product on sale needs ${WHAT_IS_MISSING[missing]} (product safety information): fill it in, or take the product off sale`,
    missing,
  );
}

/** The product's columns of the draft's safety fields; undefined ones stay as they are. */
export function safetyData(draft: ProductSafetyDraft) {
  return {
    manufacturerName: draft.manufacturerName,
    manufacturerAddress: draft.manufacturerAddress,
    manufacturerContact: draft.manufacturerContact,
    euResponsiblePerson: draft.euResponsiblePerson,
    modelIdentifier: draft.modelIdentifier,
    gtin: draft.gtin,
    sealedForHygiene: draft.sealedForHygiene,
  };
}
