// Who may buy a product where (docs/behaviour.md §21): a product is not delivered to the countries
// staff blocked for it (national rules on self-tests), and an adults-only product needs the
// shopper's confirmation of being 18 or older. Checked before anything is reserved.
import { countryName } from "@shop/shared/countries";
import type { Deps } from "../context.ts";
import { ApiError, badRequest } from "../errors.ts";
import type { PricedLine } from "./pricing.ts";

export async function assertSaleAllowed(
  deps: Pick<Deps, "prisma">,
  lines: PricedLine[],
  order: { country: string; ageConfirmed: boolean },
): Promise<void> {
  const products = new Map(
    (
      await deps.prisma.product.findMany({
        where: { id: { in: lines.map((line) => line.productId) } },
        select: { id: true, adultsOnly: true, blockedCountries: true },
      })
    ).map((product) => [product.id, product]),
  );
  for (const line of lines) {
    if (products.get(line.productId)?.blockedCountries.includes(order.country)) {
      throw new ApiError(
        422,
        "not_sold_to_country",
        `${line.name} cannot be delivered to ${countryName(order.country, "en")}; please remove it or choose another address`,
        `items.${line.index}.slug`,
      );
    }
  }
  if (!order.ageConfirmed && lines.some((line) => products.get(line.productId)?.adultsOnly)) {
    throw badRequest(
      "This order holds a product sold only to adults: please confirm that you are 18 or older",
      "ageConfirmed",
    );
  }
}
