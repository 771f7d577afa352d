import type { ProductImage } from "../api/types.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { ChevronIcon } from "../ui/icons.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { mainImageIndex, stepImage } from "./galleryImages.ts";
import styles from "./Product.module.css";

const MAIN_SIZES = "(max-width: 900px) 100vw, 560px";

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
  );
}

/** Product images: arrows, thumbnails and the Left/Right keys step through them, wrapping around. */
export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => mainImageIndex(images));
  const count = images.length;

  // Other images (another product, or the same one fetched again): start at their main image.
  const [shownImages, setShownImages] = useState(images);
  if (shownImages !== images) {
    setShownImages(images);
    setIndex(mainImageIndex(images));
  }

  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target) || document.body.classList.contains("scroll-locked")) return;
      if (event.key === "ArrowRight") setIndex((current) => stepImage(current, 1, count));
      else if (event.key === "ArrowLeft") setIndex((current) => stepImage(current, -1, count));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [count]);

  const current = images[index];
  const position = t("product.gallery.position", { current: index + 1, total: count });

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t("product.gallery.carousel")}
      aria-label={t("product.gallery.label", { name })}
    >
      <div className={styles.galleryMain}>
        <ResponsiveImage
          key={current?.imageUrl ?? "placeholder"}
          image={current ?? null}
          alt={count > 1 ? `${name} – ${position}` : name}
          sizes={MAIN_SIZES}
          className={styles.galleryImage}
          priority
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.galleryArrow} ${styles.previous}`}
              aria-label={t("product.gallery.previous")}
              onClick={() => setIndex(stepImage(index, -1, count))}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.galleryArrow} ${styles.next}`}
              aria-label={t("product.gallery.next")}
              onClick={() => setIndex(stepImage(index, 1, count))}
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <p className="sr-only" aria-live="polite">
            {position}
          </p>
          <ul className={styles.thumbnails}>
            {images.map((image, thumbIndex) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-current={thumbIndex === index}
                  aria-label={t("product.gallery.show", { number: thumbIndex + 1 })}
                  onClick={() => setIndex(thumbIndex)}
                >
                  <ResponsiveImage image={image} alt="" sizes="80px" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
