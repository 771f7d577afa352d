// The brand icon in the card number field, shared by the Stripe and the test card forms.
import { AmexBadge, GenericCardBadge, MastercardBadge, VisaBadge } from "../ui/PaymentBadges.tsx";
import type { CardBrand } from "./cardBrand.ts";

export function CardBrandIcon({ brand, label }: { brand: CardBrand; label: string }) {
  if (brand === "visa") return <VisaBadge />;
  if (brand === "mastercard") return <MastercardBadge />;
  if (brand === "amex") return <AmexBadge />;
  return <GenericCardBadge label={label} />;
}
