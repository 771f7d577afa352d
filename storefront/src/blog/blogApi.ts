// Blog reads: SWR keys are the API paths (language included); typed calls of the API client in the
// browser, the blog service on the server (api/reads.ts).
import type { Language } from "@shop/shared";
import useSWR from "swr";
import { api, type ApiError, apiLanguage, pathParam, readJson } from "../api/client.ts";
import { orNull, type Read } from "../api/reads.ts";
import type { BlogPost, BlogPostListItem } from "../api/types.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

const logFailure = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);

/** The other posts under a post. */
const MORE_POSTS = 3;

export function blogPostsRead(language: Language, category?: string): Read<BlogPostListItem[]> {
  const args = { query: { lang: apiLanguage(language), category: category || undefined } };
  return {
    key: api.blogs.$path(args),
    fetch: () => readJson(api.blogs.$get(args)),
    load: (source) => source.blogPosts({ language, category: category || undefined }),
  };
}

/** null: no such post (the API's 404). */
export function blogPostRead(language: Language, slug: string): Read<BlogPost | null> {
  const args = { param: { slug: pathParam(slug) }, query: { lang: apiLanguage(language) } };
  const call = api.blogs[":slug"];
  return {
    key: call.$path(args),
    fetch: () => orNull(readJson(call.$get(args))),
    load: (source) => source.blogPost({ language, slug }),
  };
}

export function randomPostsRead(language: Language, exclude: string, limit = MORE_POSTS): Read<BlogPostListItem[]> {
  const args = { query: { lang: apiLanguage(language), limit: String(limit), exclude } };
  return {
    key: api.blogs.random.$path(args),
    fetch: () => readJson(api.blogs.random.$get(args)),
    load: (source) => source.randomBlogPosts({ language, limit, exclude }),
  };
}

export function useBlogPosts(category?: string) {
  const { key, fetch } = blogPostsRead(useLanguage(), category);
  return useSWR<BlogPostListItem[], ApiError>(key, fetch, { onError: logFailure("blog posts") });
}

/** `data` is null when there is no such post. */
export function useBlogPost(slug: string | null) {
  const language = useLanguage();
  const read = slug ? blogPostRead(language, slug) : null;
  return useSWR<BlogPost | null, ApiError>(read?.key ?? null, read?.fetch ?? null, {
    onError: logFailure("blog post"),
  });
}

export function useRandomPosts(exclude: string) {
  const { key, fetch } = randomPostsRead(useLanguage(), exclude);
  return useSWR<BlogPostListItem[], ApiError>(key, fetch, {
    revalidateIfStale: false,
    onError: logFailure("random blog posts"),
  });
}
