import { countryName } from "@shop/shared/countries";
import type { ProductListItem } from "../api/types.ts";
import { useDeliveryCountry } from "../checkout/deliveryCountry.ts";
import { isDeliveredTo } from "../checkout/saleRestrictions.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import styles from "./Catalog.module.css";
import { PriceTag } from "../product/PriceTag.tsx";

const CARD_SIZES = "(max-width: 560px) 50vw, (max-width: 1024px) 33vw, 280px";

interface ProductCardProps {
  product: ProductListItem;
  headingLevel?: 2 | 3;
  /** One of the first cards a phone shows: its image loads at once (the page's largest paint). */
  priority?: boolean;
}

export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const country = useDeliveryCountry();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <ResponsiveImage
        image={product.thumbnail}
        fallbackUrl={product.thumbnailUrl}
        alt=""
        sizes={CARD_SIZES}
        className={styles.cardImage}
        priority={priority}
      />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={localePath(language, `/product/${product.slug}`)} className={styles.cardLink}>
            {product.name}
          </Link>
        </Heading>
        <PriceTag product={product} className={styles.cardPrice} />
        {/* Read after the price, shown over the picture's corner. */}
        {!product.inStock && <p className={styles.soldOut}>{t("catalog.soldOut")}</p>}
        {/* The shopper's country (the language's until one is chosen) cannot receive it: said on the card. */}
        {country && !isDeliveredTo(product, country) && (
          <p className={styles.notDelivered} data-testid="card-not-delivered">
            {t("catalog.notDelivered", { country: countryName(country, language) })}
          </p>
        )}
      </div>
    </article>
  );
}
