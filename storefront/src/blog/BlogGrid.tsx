import type { BlogPostListItem } from "../api/types.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { SkeletonCards } from "../ui/Skeleton.tsx";
import { BlogCard } from "./BlogCard.tsx";
import styles from "./Blog.module.css";

interface BlogGridProps {
  /** undefined while they load: skeletons in their place. */
  posts: BlogPostListItem[] | undefined;
  skeletons: number;
  leading?: ReactNode;
  headingLevel?: 2 | 3;
}

export function BlogGrid({ posts, skeletons, leading, headingLevel }: BlogGridProps) {
  const { t } = useTranslation();
  if (posts && posts.length === 0 && !leading) return <p className={styles.empty}>{t("blog.noPosts")}</p>;
  return (
    <div className={styles.grid} aria-busy={!posts}>
      {leading}
      {!posts ? (
        <SkeletonCards count={skeletons} variant="post" />
      ) : (
        posts.map((post) => <BlogCard key={post.slug} post={post} headingLevel={headingLevel} />)
      )}
    </div>
  );
}
