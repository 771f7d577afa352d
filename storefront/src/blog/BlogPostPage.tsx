import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, useParams } from "react-router-dom";
import { useAdmin } from "../admin/AdminContext.tsx";
import { localePath } from "../app/languagePath.ts";
import { useHydrated } from "../app/site.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { LoadFailed } from "../ui/LoadFailed.tsx";
import { PageMeta } from "../ui/PageMeta.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { SkeletonBlock } from "../ui/Skeleton.tsx";
import { useBlogPost, useRandomPosts } from "./blogApi.ts";
import { BlogGrid } from "./BlogGrid.tsx";
import { BlogPostStructuredData } from "./BlogPostStructuredData.tsx";
import { useLongDate } from "./useLongDate.ts";
import styles from "./Blog.module.css";

// Editing code is only ever downloaded by an admin.
const BlogEditor = lazy(() => import("../admin/BlogEditor.tsx").then((module) => ({ default: module.BlogEditor })));

function MorePosts({ exclude }: { exclude: string }) {
  const { t } = useTranslation();
  const posts = useRandomPosts(exclude);
  if (posts.error || (posts.data && posts.data.length === 0)) return null;
  return (
    <section className="section" aria-labelledby="more-posts">
      <h2 id="more-posts">{t("blog.morePosts")}</h2>
      <BlogGrid posts={posts.data} skeletons={3} headingLevel={3} />
    </section>
  );
}

export function BlogPostPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug = "" } = useParams();
  const { isAdmin } = useAdmin();
  const creating = slug === "new";
  const { data: post, error, mutate } = useBlogPost(creating ? null : slug);
  const formatDate = useLongDate();
  const hydrated = useHydrated();

  if (creating) {
    return (
      <div className="container page">
        <PageMeta page="blog" noindex />
        {!hydrated ? (
          // Who may write posts is known in the browser only.
          <p role="status">{t("common.loading")}</p>
        ) : isAdmin ? (
          <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
            <BlogEditor post={null} />
          </Suspense>
        ) : (
          <p className="alert alert-error" role="alert">
            {t("admin.accessDenied")}
          </p>
        )}
      </div>
    );
  }

  if (post === undefined) {
    if (error) return <LoadFailed error={error} message={t("blog.loadFailed")} onRetry={() => void mutate()} />;
    // The post's parts at their sizes while it arrives (a navigation inside the shop).
    return (
      <div className="container page" aria-busy="true" data-testid="post-skeleton">
        <title>{t("common.brand")}</title>
        <p role="status" className="sr-only">
          {t("common.loading")}
        </p>
        <div className={styles.article}>
          <SkeletonBlock className={styles.skeletonTitle} />
          <SkeletonBlock className={styles.skeletonMeta} />
          <SkeletonBlock className={styles.skeletonImage} />
          <SkeletonBlock className={styles.skeletonLine} />
          <SkeletonBlock className={styles.skeletonLine} />
          <SkeletonBlock className={styles.skeletonLine} />
        </div>
      </div>
    );
  }

  if (post === null) {
    return (
      <div className="container page">
        <PageMeta page="notFound" />
        <h1>{t("blog.notFound")}</h1>
        <Link to={localePath(language, "/blog")}>{t("blog.backToBlog")}</Link>
      </div>
    );
  }

  return (
    <div className="container page">
      <PageMeta
        title={post.seo.title ?? post.title}
        description={post.seo.description ?? post.excerpt}
        image={post.image}
        type="article"
      />
      <BlogPostStructuredData post={post} />
      {isAdmin ? (
        <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
          <BlogEditor post={post} />
        </Suspense>
      ) : (
        <article className={styles.article}>
          <Link to={localePath(language, "/blog")} className={styles.back}>
            ← {t("blog.backToBlog")}
          </Link>
          <h1>{post.title}</h1>
          <p className={styles.meta}>
            <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
            <span aria-hidden="true"> · </span>
            {t("blog.readingTime", { count: post.readingTime })}
          </p>
          {post.categories.length > 0 && (
            <ul className={styles.categories} aria-label={t("blog.categories")}>
              {post.categories.map((category) => (
                <li key={category.slug}>
                  <Link to={localePath(language, `/category/${category.slug}`)}>{category.name}</Link>
                </li>
              ))}
            </ul>
          )}
          {(post.imageSource || post.image) && (
            <ResponsiveImage
              image={post.imageSource}
              fallbackUrl={post.image}
              alt=""
              sizes="(max-width: 800px) 100vw, 760px"
              className={styles.heroImage}
              priority
            />
          )}
          {/* The API sanitizes post HTML on save (api/src/catalog/sanitize.ts). */}
          <div className={`prose ${styles.content}`} dangerouslySetInnerHTML={{ __html: post.content }} />
        </article>
      )}
      <MorePosts exclude={post.slug} />
    </div>
  );
}
