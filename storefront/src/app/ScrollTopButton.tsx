import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { ChevronIcon } from "../ui/icons.tsx";
import { prefersReducedMotion } from "./anchorScroll.ts";
import styles from "./ScrollTopButton.module.css";

const THRESHOLD_PX = 300;

export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t("common.scrollToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
    >
      <ChevronIcon direction="up" />
    </button>
  );
}
