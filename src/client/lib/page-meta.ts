import type { MetaDescriptor } from "react-router";

/** The public origin, fixed at build time from PUBLIC_URL (canonical and Open Graph URLs are absolute). */
const SITE_URL = (import.meta.env.VITE_SITE_URL as string | undefined) ?? "http://localhost:3000";
const SITE_NAME = "Mystic Dice";
export const DEFAULT_IMAGE = "/images/og-default.svg";

interface PageMetaOptions {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "article";
  keywords?: string[];
  isIndexable?: boolean;
  /** The image's size in pixels, when known (link previews then lay it out before fetching it). */
  imageSize?: { width: number; height: number };
  /** Structured data for search engines, written into the page as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** A page's title in the browser's tab: the page's own, then the site's name. */
export const pageTitle = (title: string) => `${title} · ${SITE_NAME}`;

/** Title, description, canonical URL and Open Graph tags for a route's `meta` export. */
export function pageMeta({
  title,
  description,
  path,
  image = DEFAULT_IMAGE,
  type = "website",
  keywords,
  isIndexable = true,
  imageSize,
  jsonLd,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : pageTitle(title);
  const url = new URL(path, SITE_URL).toString();
  const imageUrl = new URL(image, SITE_URL).toString();
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(keywords?.length ? [{ name: "keywords", content: keywords.join(", ") }] : []),
    ...(isIndexable ? [] : [{ name: "robots", content: "noindex" }]),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    ...(imageSize
      ? [
          { property: "og:image:width", content: String(imageSize.width) },
          { property: "og:image:height", content: String(imageSize.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}

/** A site path as the absolute URL the canonical and Open Graph tags use. */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}

/** The head of a page that is not there (an unknown path, or a library entry that does not exist). */
export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: `Page Not Found · ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];
