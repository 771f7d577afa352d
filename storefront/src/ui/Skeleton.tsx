import styles from "./Skeleton.module.css";

/** Grey placeholder cards while a list loads; hidden from screen readers, which hear the busy state. */
export function SkeletonCards({ count, variant = "product" }: { count: number; variant?: "product" | "post" }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={`${styles.card} ${variant === "post" ? styles.post : ""}`}
          aria-hidden="true"
          data-testid={`${variant}-skeleton`}
        >
          <div className={`${styles.block} ${variant === "post" ? styles.wideImage : styles.image}`} />
          <div className={styles.body}>
            <div className={`${styles.block} ${styles.line}`} />
            <div className={`${styles.block} ${styles.short}`} />
          </div>
        </div>
      ))}
    </>
  );
}

/** One grey shimmering block; its size comes from the caller's class. */
export function SkeletonBlock({ className }: { className: string }) {
  return <div className={`${styles.block} ${className}`} aria-hidden="true" />;
}
