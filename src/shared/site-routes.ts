import { blogPosts } from "../../content/blog/posts";
import { DIVINATION_TOOLS } from "./tools";

/** Public pages with fixed content, prerendered at build time and listed in the sitemap. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/features",
  "/services",
  "/legal",
  "/blog",
  "/privacy-policy",
  "/help-center",
  "/terms-of-service",
  "/contact-us",
] as const;

/** The coming-soon tool pages (/runes, /tarot, …). */
export const COMING_SOON_TOOL_PATHS = DIVINATION_TOOLS.filter((tool) => tool.isComingSoon).map((tool) => tool.path);

export const BLOG_POST_PATHS = blogPosts.map((post) => `/blog/${post.slug}`);

/** Every path prerendered to HTML at build time; `/test` is prerendered but kept out of the sitemap. */
export const PRERENDERED_PATHS = [...STATIC_PUBLIC_PATHS, ...COMING_SOON_TOOL_PATHS, ...BLOG_POST_PATHS, "/test"];

/** Public URLs for the sitemap. */
export const SITEMAP_PATHS = [...STATIC_PUBLIC_PATHS, ...BLOG_POST_PATHS, ...COMING_SOON_TOOL_PATHS];

/** App routes rendered in the browser only (they depend on the signed-in user). */
export const CLIENT_ONLY_PATHS = ["/dice-divination", "/dashboard"] as const;

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * True for every path the web app answers; the server sends 404 (with the app, which shows 'Page Not
 * Found' or 'Blog Post Not Found') for the rest.
 */
export function isAppPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return PRERENDERED_PATHS.includes(path) || (CLIENT_ONLY_PATHS as readonly string[]).includes(path);
}

/** `/blog/0`, `/blog/1`, … (the spec's index URLs) → the post's slug URL, or null. */
export function blogIndexRedirect(pathname: string): string | null {
  const match = /^\/blog\/(\d+)$/.exec(normalizePath(pathname));
  const post = match ? blogPosts[Number(match[1])] : undefined;
  return post ? `/blog/${post.slug}` : null;
}
