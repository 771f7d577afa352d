import type { BlogPost, BlogPostListItem } from "@shop/shared";
import useSWR from "swr";
import { ApiError, apiLanguage } from "../api/client.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

const logFailure = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);

export function useBlogPosts(category?: string) {
  const lang = apiLanguage(useLanguage());
  const search = new URLSearchParams({ lang });
  if (category) search.set("category", category);
  return useSWR<BlogPostListItem[]>(`/blogs?${search}`, { onError: logFailure("blog posts") });
}

export function useBlogPost(slug: string | null) {
  const lang = apiLanguage(useLanguage());
  return useSWR<BlogPost, ApiError>(slug ? `/blogs/${encodeURIComponent(slug)}?lang=${lang}` : null, {
    onError: logFailure("blog post"),
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
}

export function useRandomPosts(exclude: string, limit = 3) {
  const lang = apiLanguage(useLanguage());
  return useSWR<BlogPostListItem[]>(
    `/blogs/random?lang=${lang}&limit=${limit}&exclude=${encodeURIComponent(exclude)}`,
    {
      revalidateIfStale: false,
      onError: logFailure("random blog posts"),
    },
  );
}
