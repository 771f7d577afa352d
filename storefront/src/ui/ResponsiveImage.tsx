import type { ImageSource } from "../api/types.ts";

interface ResponsiveImageProps {
  image: ImageSource | null;
  /** Plain URL when the API gave no image source (old data, cart lines). */
  fallbackUrl?: string | null;
  alt: string;
  sizes: string;
  className?: string;
  /** Above the fold: load at once and with high priority (the page's LCP image). */
  priority?: boolean;
}

const PLACEHOLDER = "/images/placeholder.svg";

/** An API image with its srcset, intrinsic size (no layout shift) and lazy loading below the fold. */
export function ResponsiveImage({ image, fallbackUrl, alt, sizes, className, priority = false }: ResponsiveImageProps) {
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : "auto";
  if (!image) {
    return (
      <img
        src={fallbackUrl ?? PLACEHOLDER}
        alt={alt}
        width={600}
        height={600}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    );
  }
  return (
    <img
      src={image.imageUrl}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={priority ? "sync" : "async"}
    />
  );
}
