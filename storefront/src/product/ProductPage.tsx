import type { Product } from "../api/types.ts";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, useParams } from "react-router-dom";
import { useAdmin } from "../admin/AdminContext.tsx";
import { shopEvent, track, trackedItem } from "../analytics/analytics.ts";
import { localePath } from "../app/languagePath.ts";
import { useProduct } from "../catalog/catalogApi.ts";
import { RandomProducts } from "../catalog/RandomProducts.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { Gallery } from "./Gallery.tsx";
import { ProductDetails } from "./ProductDetails.tsx";
import { HowToUse, ProductBanner, ProductFaq } from "./ProductInfo.tsx";
import { ProductStructuredData } from "./ProductStructuredData.tsx";
import styles from "./Product.module.css";

// Editing code is only ever downloaded by an admin.
const ProductEditor = lazy(() =>
  import("../admin/ProductEditor.tsx").then((module) => ({ default: module.ProductEditor })),
);

function stripHtml(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent?.replace(/\s+/g, " ").trim() ?? "";
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { isAdmin } = useAdmin();
  const description = stripHtml(product.description).slice(0, 158);

  useEffect(() => {
    track("view_item", shopEvent([trackedItem({ ...product, quantity: 1 })]));
  }, [product]);

  return (
    <>
      <PageMeta title={product.name} description={description} />
      <ProductStructuredData product={product} description={description} />
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
      <HowToUse />
      <div className={styles.faqRow}>
        <ProductFaq />
        <ProductBanner />
      </div>
      <RandomProducts title={t("product.related")} exclude={product.slug} row={`related-${product.slug}`} />
    </>
  );
}

export function ProductPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug = "" } = useParams();
  const { isAdmin } = useAdmin();
  const creating = slug === "new";
  const { data: product, isLoading, error } = useProduct(creating ? null : slug);

  if (creating) {
    return (
      <div className="container page">
        <PageMeta page="shop" />
        {isAdmin ? (
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

  if (isLoading) {
    return (
      <div className={`container page ${styles.loading}`} aria-busy="true">
        <p role="status">{t("common.loading")}</p>
      </div>
    );
  }

  if (!product) {
    return (
      <div className="container page">
        <PageMeta page="notFound" />
        <h1>{t("product.notFound")}</h1>
        {error && error.status !== 404 && <p>{t("catalog.loadFailed")}</p>}
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
