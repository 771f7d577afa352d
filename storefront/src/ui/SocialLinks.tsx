import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./SocialLinks.module.css";

const NETWORKS = [
  {
    name: "Facebook",
    href: "https://www.facebook.com/testkiteurope",
    path: "M14 8.5V7c0-.8.4-1.2 1.2-1.2H17V2h-3c-3 0-4 2-4 4.3v2.2H8V12h2v10h4V12h2.8l.4-3.5z",
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/testkiteurope",
    path: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  },
  {
    name: "X",
    href: "https://x.com/testkiteurope",
    path: "M17.8 2.5h3.1l-6.8 7.8 8 10.6h-6.3l-4.9-6.4-5.6 6.4H2.2l7.3-8.3L1.8 2.5h6.4l4.4 5.9 5.2-5.9zm-1.1 16.5h1.7L7.4 4.3H5.5l11.2 14.7z",
  },
  {
    name: "LinkedIn",
    href: "https://www.linkedin.com/company/testkiteurope",
    path: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4v12H3v-12zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1v6.2h-4v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.6h-4v-12z",
  },
] as const;

/** The shop's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`${styles.list} ${className ?? ""}`}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            className={styles.link}
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("common.socialLink", { network: network.name })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={network.path} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
