import { useTranslation } from "../i18n/useTranslation.ts";
import { useAdmin } from "../admin/AdminContext.tsx";
import { localePath } from "../app/languagePath.ts";
import { CreateTile } from "../catalog/CreateTile.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { useBlogPosts } from "./blogApi.ts";
import { BlogGrid } from "./BlogGrid.tsx";

const POST_SKELETONS = 6;

export function BlogListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAdmin } = useAdmin();
  const posts = useBlogPosts();

  return (
    <div className="container page">
      <PageMeta page="blog" />
      <h1>{t("blog.title")}</h1>
      <p className="lead">{t("blog.intro")}</p>
      {posts.error && !posts.data ? (
        <div className="alert alert-error" role="alert">
          {t("blog.loadFailed")}{" "}
          <button type="button" className="link-button" onClick={() => void posts.mutate()}>
            {t("common.retry")}
          </button>
        </div>
      ) : (
        <BlogGrid
          posts={posts.data}
          skeletons={POST_SKELETONS}
          leading={
            isAdmin ? <CreateTile to={localePath(language, "/blog/new")} label={t("admin.createPost")} /> : undefined
          }
        />
      )}
    </div>
  );
}
