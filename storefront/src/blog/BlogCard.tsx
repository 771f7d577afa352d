import type { BlogPostListItem } from "../api/types.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { useLongDate } from "./useLongDate.ts";
import styles from "./Blog.module.css";

const CARD_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 380px";

export function BlogCard({ post, headingLevel = 2 }: { post: BlogPostListItem; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatDate = useLongDate();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <ResponsiveImage
        image={post.image}
        fallbackUrl={post.imageUrl}
        alt=""
        sizes={CARD_SIZES}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          {t("blog.readingTime", { count: post.readingTime })}
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={localePath(language, `/blog/${post.slug}`)} className={styles.cardLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </article>
  );
}
