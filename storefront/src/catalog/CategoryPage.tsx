import { useTranslation } from "../i18n/useTranslation.ts";
import { useParams, useSearchParams } from "react-router-dom";
import { useBlogPosts } from "../blog/blogApi.ts";
import { BlogGrid } from "../blog/BlogGrid.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { PageMeta } from "../ui/PageMeta.tsx";
import { useCategories, useProductPage } from "./catalogApi.ts";
import { listQueryOf, pageNumberOf, pastTheEnd } from "./listQuery.ts";
import { Pagination, PastTheEnd } from "./Pagination.tsx";
import { ProductGrid } from "./ProductGrid.tsx";

/**
 * /{lang}/category/{slug}: the category's products and the blog posts filed under it; the shop's
 * not-found page (as the server's 404 says) for a slug no category has.
 */
export function CategoryPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const [searchParams] = useSearchParams();
  const page = pageNumberOf(searchParams);
  const categories = useCategories();
  const products = useProductPage({ category: slug, page });
  const posts = useBlogPosts(slug);
  const category = categories.data?.find((entry) => entry.slug === slug);
  if (categories.data && !category) return <NotFoundPage />;
  const name = category?.name ?? slug;

  return (
    <div className="container page">
      <PageMeta
        title={category?.seo.title ?? name}
        description={category?.seo.description ?? t("category.description", { category: name })}
        query={listQueryOf(searchParams, ["page"])}
      />
      <h1>{name}</h1>
      <p className="lead">{t("category.intro", { category: name })}</p>
      <section className="section" aria-labelledby="category-products">
        <h2 id="category-products">{t("category.products")}</h2>
        {products.data && pastTheEnd(products.data) ? (
          <PastTheEnd params={searchParams} />
        ) : (
          <ProductGrid products={products.data?.items} skeletons={4} emptyText={t("category.noProducts")} />
        )}
        {products.data && <Pagination {...products.data} params={searchParams} />}
      </section>
      <section className="section" aria-labelledby="category-posts">
        <h2 id="category-posts">{t("category.posts")}</h2>
        <BlogGrid posts={posts.data} skeletons={3} headingLevel={3} />
      </section>
    </div>
  );
}
