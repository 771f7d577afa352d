import { useTranslation } from "../i18n/useTranslation.ts";
import { useParams } from "react-router-dom";
import { useBlogPosts } from "../blog/blogApi.ts";
import { BlogGrid } from "../blog/BlogGrid.tsx";
import { PageMeta } from "../ui/PageMeta.tsx";
import { useCategories, useProducts } from "./catalogApi.ts";
import { ProductGrid } from "./ProductGrid.tsx";

/** /{lang}/category/{slug}: the category's products and the blog posts filed under it. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const categories = useCategories();
  const products = useProducts(slug);
  const posts = useBlogPosts(slug);
  const category = categories.data?.find((entry) => entry.slug === slug);
  const name = category?.name ?? slug;

  return (
    <div className="container page">
      <PageMeta
        title={category?.seo.title ?? name}
        description={category?.seo.description ?? t("category.description", { category: name })}
      />
      <h1>{name}</h1>
      <p className="lead">{t("category.intro", { category: name })}</p>
      <section className="section" aria-labelledby="category-products">
        <h2 id="category-products">{t("category.products")}</h2>
        <ProductGrid products={products.data} skeletons={4} emptyText={t("category.noProducts")} />
      </section>
      <section className="section" aria-labelledby="category-posts">
        <h2 id="category-posts">{t("category.posts")}</h2>
        <BlogGrid posts={posts.data} skeletons={3} headingLevel={3} />
      </section>
    </div>
  );
}
