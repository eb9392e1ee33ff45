import { CARD_HEIGHT, CARD_WIDTH, sharedCardPath, sharedReadingPath, shareIdOfPagePath } from "../../../shared/sharing";
import { sharedPreview, type SharingDeps } from "./sharing.service";

const SITE_NAME = "Mystic Dice";
/** Link previews cut descriptions near here; a longer one ends with an ellipsis. */
const DESCRIPTION_LENGTH = 200;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function clip(value: string, length: number): string {
  const single = value.replace(/\s+/g, " ").trim();
  return single.length > length ? `${single.slice(0, length - 1).trimEnd()}…` : single;
}

/** The link preview of a shared reading: its title, description, page and card, as absolute addresses. */
function sharedReadingPreview(
  shareId: string,
  { title, description }: { title: string; description: string },
  publicUrl: string,
) {
  return {
    title: `${title} · ${SITE_NAME}`,
    description: clip(description, DESCRIPTION_LENGTH),
    url: new URL(sharedReadingPath(shareId), publicUrl).toString(),
    image: new URL(sharedCardPath(shareId), publicUrl).toString(),
  };
}

/**
 * The `<head>` tags of a shared reading's page, in the HTML the server sends (link previews do not run
 * scripts): title, description, canonical address, Open Graph and Twitter card with the picture card,
 * and `noindex` (a shared reading is for the people it is sent to, not for search results). Null when
 * the path is no shared reading's page, or the reading is not (or no longer) shared.
 */
export async function sharedPageHead(deps: SharingDeps, pathname: string): Promise<string | null> {
  const shareId = shareIdOfPagePath(pathname);
  if (!shareId) return null;
  const words = await sharedPreview(deps, shareId);
  if (!words) return null;
  const preview = sharedReadingPreview(shareId, words, deps.publicUrl);
  const meta = (attribute: "name" | "property", key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}"/>`;
  return [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta("name", "description", preview.description),
    meta("name", "robots", "noindex"),
    `<link rel="canonical" href="${escapeHtml(preview.url)}"/>`,
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", "article"),
    meta("property", "og:title", preview.title),
    meta("property", "og:description", preview.description),
    meta("property", "og:url", preview.url),
    meta("property", "og:image", preview.image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", CARD_WIDTH),
    meta("property", "og:image:height", CARD_HEIGHT),
    meta("property", "og:image:alt", preview.title),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", preview.title),
    meta("name", "twitter:description", preview.description),
    meta("name", "twitter:image", preview.image),
  ].join("");
}
