import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { prefersReducedMotion } from "../app/anchorScroll.ts";
import { HOW_IT_WORKS_ANCHOR } from "../app/navigation.ts";
import styles from "./Home.module.css";

const STEPS = ["order", "collect", "send", "results"] as const;

const ICONS: Record<(typeof STEPS)[number], string> = {
  order: "M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6M9.5 20h.01M17.5 20h.01",
  collect: "M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 15h9",
  send: "M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10",
  results: "M9 12l2 2 4-4M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
};

/**
 * Four steps that slide in as they scroll into view. The server sends them visible (readable
 * without JavaScript); the browser hides them only when they are still below the fold and motion
 * is welcome, and slides them in when they are reached.
 */
export function HowItWorks() {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const element = list.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWaiting(false);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section id={HOW_IT_WORKS_ANCHOR} className={styles.howItWorks} aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title" className="section-title">
          {t("home.howItWorks.title")}
        </h2>
        <p className={`lead ${styles.centered}`}>{t("home.howItWorks.intro")}</p>
        <ol ref={list} className={`${styles.steps} ${waiting ? styles.stepsWaiting : ""}`}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepIcon} aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  width="28"
                  height="28"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={ICONS[step]} />
                </svg>
              </span>
              <span className={styles.stepNumber}>{t("home.howItWorks.stepLabel", { number: index + 1 })}</span>
              <h3>{t(`home.howItWorks.steps.${step}.title`)}</h3>
              <p>{t(`home.howItWorks.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
