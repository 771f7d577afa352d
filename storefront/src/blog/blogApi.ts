// Blog reads, typed calls of the API client; SWR keys are the API paths (language included).
import useSWR from "swr";
import { api, type ApiError, apiLanguage, pathParam, readJson } from "../api/client.ts";
import type { BlogPost, BlogPostListItem } from "../api/types.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

const logFailure = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);

export function useBlogPosts(category?: string) {
  const args = { query: { lang: apiLanguage(useLanguage()), category: category || undefined } };
  return useSWR<BlogPostListItem[], ApiError>(api.blogs.$path(args), () => readJson(api.blogs.$get(args)), {
    onError: logFailure("blog posts"),
  });
}

export function useBlogPost(slug: string | null) {
  const args = { param: { slug: pathParam(slug ?? "") }, query: { lang: apiLanguage(useLanguage()) } };
  const call = api.blogs[":slug"];
  return useSWR<BlogPost, ApiError>(slug ? call.$path(args) : null, () => readJson(call.$get(args)), {
    onError: logFailure("blog post"),
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
}

export function useRandomPosts(exclude: string, limit = 3) {
  const args = { query: { lang: apiLanguage(useLanguage()), limit: String(limit), exclude } };
  return useSWR<BlogPostListItem[], ApiError>(
    api.blogs.random.$path(args),
    () => readJson(api.blogs.random.$get(args)),
    {
      revalidateIfStale: false,
      onError: logFailure("random blog posts"),
    },
  );
}
