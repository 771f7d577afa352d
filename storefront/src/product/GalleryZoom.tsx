import type { ProductImage } from "../api/types.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Dialog } from "../ui/Dialog.tsx";
import { ChevronIcon } from "../ui/icons.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { useSwipe } from "./useSwipe.ts";
import styles from "./Product.module.css";

interface GalleryZoomProps {
  images: ProductImage[];
  index: number;
  name: string;
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
}

/**
 * A product image full size, in a dialog over the page: the arrows, the Left/Right keys and swipes
 * step through the images; a pinch zooms further (the image may be zoomed by the browser); Escape
 * and the close button close it, and focus goes back to where it was.
 */
export function GalleryZoom({ images, index, name, onStep, onClose }: GalleryZoomProps) {
  const { t } = useTranslation();
  const count = images.length;
  const { handlers } = useSwipe((step) => count > 1 && onStep(step));
  const image = images[index];
  const position = t("product.gallery.position", { current: index + 1, total: count });
  const latestStep = useRef(onStep);
  useEffect(() => {
    latestStep.current = onStep;
  });
  // The Left and Right keys step here while the dialog is open (the page's own keys pause then).
  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") latestStep.current(1);
      else if (event.key === "ArrowLeft") latestStep.current(-1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [count]);

  return (
    <Dialog title={name} onClose={onClose} size="large">
      <div className={styles.zoomStage} {...handlers}>
        <ResponsiveImage
          key={image.imageUrl}
          image={image}
          alt={count > 1 ? `${name} – ${position}` : name}
          sizes="(max-width: 768px) 100vw, 42rem"
          className={styles.zoomImage}
          priority
        />
      </div>
      {count > 1 && (
        <div className={styles.zoomControls}>
          <button
            type="button"
            className={styles.galleryArrowStatic}
            aria-label={t("product.gallery.previous")}
            onClick={() => onStep(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <p aria-live="polite">{position}</p>
          <button
            type="button"
            className={styles.galleryArrowStatic}
            aria-label={t("product.gallery.next")}
            onClick={() => onStep(1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      )}
    </Dialog>
  );
}
