import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import styles from "./Pages.module.css";
import { useShopContact } from "./shopApi.ts";

const BLOCKS = ["laboratory", "mail", "corporate"] as const;

interface ContactBlock {
  title: string;
  lines: string[];
  email?: string;
  phone?: string;
}

/**
 * Contact: the partner laboratory, how to write to us, and the company itself. Customer care's
 * address is the one the shop's e-mails come from (the API's MAIL_FROM), so replies reach it.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const shop = useShopContact();
  return (
    <div className="container page">
      <PageMeta page="contact" />
      <h1>{t("pages.contact.title")}</h1>
      <p className="lead">{t("pages.contact.intro")}</p>
      <div className={styles.blocks}>
        {BLOCKS.map((block) => {
          const content = t(`pages.contact.${block}`, { returnObjects: true }) as ContactBlock;
          const email = block === "mail" ? shop?.email : content.email;
          return (
            <section key={block} className={styles.block} aria-labelledby={`contact-${block}`}>
              <h2 id={`contact-${block}`}>{content.title}</h2>
              <address>
                {content.lines?.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              {email && (
                <p>
                  <a href={`mailto:${email}`}>{email}</a>
                </p>
              )}
              {content.phone && (
                <p>
                  <a href={`tel:${content.phone.replace(/[^\d+]/g, "")}`}>{content.phone}</a>
                </p>
              )}
            </section>
          );
        })}
      </div>
      <section className={styles.hours} aria-labelledby="contact-hours">
        <h2 id="contact-hours">{t("pages.contact.hoursTitle")}</h2>
        <p>{t("pages.contact.hours")}</p>
        <p className="muted">{t("pages.contact.medicalNote")}</p>
      </section>
    </div>
  );
}
