import type { Product } from "../api/types.ts";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, useParams } from "react-router-dom";
import { useAdmin } from "../admin/AdminContext.tsx";
import { useTrack } from "../analytics/analytics.ts";
import { localePath } from "../app/languagePath.ts";
import { relatedProducts } from "../app/pageData.ts";
import { useHydrated } from "../app/site.ts";
import { useProduct } from "../catalog/catalogApi.ts";
import { RandomProducts } from "../catalog/RandomProducts.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { LoadFailed } from "../ui/LoadFailed.tsx";
import { ProductGonePage } from "../pages/ProductGonePage.tsx";
import { PageMeta } from "../ui/PageMeta.tsx";
import { Gallery } from "./Gallery.tsx";
import { mainImageIndex } from "./galleryImages.ts";
import { ProductDetails } from "./ProductDetails.tsx";
import { ProductSkeleton } from "./ProductSkeleton.tsx";
import { HowToUse, ProductBanner, ProductFaq } from "./ProductInfo.tsx";
import { ProductStructuredData } from "./ProductStructuredData.tsx";
import { IvdSection } from "./IvdSection.tsx";
import { ProductSafetySection, SealedGoodsNotice } from "./ProductSafetySection.tsx";
import { RestockNotice } from "./RestockAlert.tsx";
import styles from "./Product.module.css";

// Editing code is only ever downloaded by an admin.
const ProductEditor = lazy(() =>
  import("../admin/ProductEditor.tsx").then((module) => ({ default: module.ProductEditor })),
);

/**
 * The description as plain text for the meta description. The API has sanitized the HTML (no
 * scripts, comments or CDATA), so dropping the tags and decoding the few entities it writes is
 * enough, and it runs the same on the server and in the browser.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { isAdmin } = useAdmin();
  const description = plainText(product.description).slice(0, 158);
  const mainImage = product.images[mainImageIndex(product.images)];
  const track = useTrack();

  useEffect(() => {
    track("view_item", [{ ...product, quantity: 1 }]);
  }, [product, track]);

  return (
    <>
      <PageMeta
        title={product.seo.title ?? product.name}
        description={product.seo.description ?? description}
        image={mainImage?.imageUrl}
        type="product"
      />
      <ProductStructuredData product={product} description={description} />
      <RestockNotice />
      {isAdmin ? (
        <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
          <ProductEditor product={product} />
        </Suspense>
      ) : (
        <div className={styles.top}>
          <Gallery images={product.images} name={product.name} />
          <ProductDetails product={product} />
        </div>
      )}
      <SealedGoodsNotice product={product} />
      <IvdSection product={product} />
      <ProductSafetySection product={product} />
      <HowToUse />
      <div className={styles.faqRow}>
        <ProductFaq />
        <ProductBanner />
      </div>
      <RandomProducts title={t("product.related")} {...relatedProducts(product.slug)} />
    </>
  );
}

export function ProductPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug = "" } = useParams();
  const { isAdmin } = useAdmin();
  const creating = slug === "new";
  const hydrated = useHydrated();
  const { data: product, error, mutate } = useProduct(creating ? null : slug);

  if (creating) {
    return (
      <div className="container page">
        <PageMeta page="shop" noindex />
        {!hydrated ? (
          // Who may create products is known in the browser only.
          <p role="status">{t("common.loading")}</p>
        ) : isAdmin ? (
          <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
            <ProductEditor product={null} />
          </Suspense>
        ) : (
          <p className="alert alert-error" role="alert">
            {t("admin.accessDenied")}
          </p>
        )}
      </div>
    );
  }

  if (product === undefined) {
    if (error) return <LoadFailed error={error} message={t("catalog.loadFailed")} onRetry={() => void mutate()} />;
    return <ProductSkeleton />;
  }

  if (product !== null && "gone" in product) return <ProductGonePage />;

  if (product === null) {
    return (
      <div className="container page">
        <PageMeta page="notFound" />
        <h1>{t("product.notFound")}</h1>
        <Link to={localePath(language, "/shop")} className="btn btn-primary">
          {t("common.backToShop")}
        </Link>
      </div>
    );
  }

  return (
    <div className="container page">
      <ProductView product={product} />
    </div>
  );
}
