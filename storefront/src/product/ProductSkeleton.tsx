import { useTranslation } from "../i18n/useTranslation.ts";
import { SkeletonBlock } from "../ui/Skeleton.tsx";
import styles from "./Product.module.css";

/**
 * The product page while its data arrives (a navigation inside the shop; the server's HTML always
 * has it): the gallery, name, price and button where they will be, so nothing jumps.
 */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container page" aria-busy="true" data-testid="product-skeleton">
      <title>{t("common.brand")}</title>
      <p role="status" className="sr-only">
        {t("common.loading")}
      </p>
      <div className={styles.top}>
        <SkeletonBlock className={styles.skeletonImage} />
        <div className={styles.details}>
          <SkeletonBlock className={styles.skeletonCategory} />
          <SkeletonBlock className={styles.skeletonTitle} />
          <SkeletonBlock className={styles.skeletonPrice} />
          <SkeletonBlock className={styles.skeletonText} />
          <SkeletonBlock className={styles.skeletonText} />
          <SkeletonBlock className={styles.skeletonButton} />
        </div>
      </div>
    </div>
  );
}
