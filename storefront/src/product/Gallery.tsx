import type { ProductImage } from "../api/types.ts";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { ChevronIcon } from "../ui/icons.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { mainImageIndex, stepImage } from "./galleryImages.ts";
import { useSwipe } from "./useSwipe.ts";
import styles from "./Product.module.css";

// The full-size view is only downloaded by whoever opens it.
const GalleryZoom = lazy(() => import("./GalleryZoom.tsx").then((module) => ({ default: module.GalleryZoom })));

const MAIN_SIZES = "(max-width: 900px) 100vw, 560px";

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
  );
}

function ZoomIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  );
}

/**
 * Product images: arrows, thumbnails, the Left/Right keys and swipes step through them, wrapping
 * around; the image (or its magnifier button) opens it full size in a dialog.
 */
export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => mainImageIndex(images));
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const zoomButton = useRef<HTMLButtonElement>(null);

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

  const step = (by: 1 | -1) => setIndex((current) => stepImage(current, by, count));
  const { handlers, swiped } = useSwipe((by) => count > 1 && step(by));

  const current = images[index];
  const position = t("product.gallery.position", { current: index + 1, total: count });

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t("product.gallery.carousel")}
      aria-label={t("product.gallery.label", { name })}
    >
      <div
        className={styles.galleryMain}
        {...handlers}
        // A pointer's click on the image opens it large (the magnifier button does it for keys).
        onClick={(event) => {
          if (swiped.current || !current || (event.target as HTMLElement).closest("button")) return;
          setZoomed(true);
        }}
      >
        <ResponsiveImage
          key={current?.imageUrl ?? "placeholder"}
          image={current ?? null}
          alt={count > 1 ? `${name} – ${position}` : name}
          sizes={MAIN_SIZES}
          className={styles.galleryImage}
          priority
        />
        {current && (
          <button
            ref={zoomButton}
            type="button"
            className={styles.zoomButton}
            aria-label={t("product.gallery.zoom")}
            aria-haspopup="dialog"
            onClick={() => setZoomed(true)}
          >
            <ZoomIcon />
          </button>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.galleryArrow} ${styles.previous}`}
              aria-label={t("product.gallery.previous")}
              onClick={() => step(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.galleryArrow} ${styles.next}`}
              aria-label={t("product.gallery.next")}
              onClick={() => step(1)}
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
      {zoomed && current && (
        <Suspense fallback={null}>
          <GalleryZoom
            images={images}
            index={index}
            name={name}
            onStep={step}
            onClose={() => {
              setZoomed(false);
              // Back to the button, also when a pointer's click on the image opened it.
              requestAnimationFrame(() => zoomButton.current?.focus());
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
