import { weeklyWords } from "../../../../content/weekly/page";
import { ZODIAC_SIGNS, type ZodiacSign } from "../../../shared/astrology/signs";
import { editionWeek, isIsoWeek } from "../../../shared/weekly/week";
import type { Clock } from "../../clock";
import type { SignWeekEditions } from "./sign-week.service";

const SITE_NAME = "Mystic Dice";
/** The site's default link-preview picture (the prerendered pages' too). */
const DEFAULT_IMAGE = "/images/og-default.svg";
/** The element the client's page removes once it has drawn the same week itself. */
const WEEKLY_STATIC_ID = "weekly-static";
/** The element holding the edition's JSON, read by the client's page on its first render. */
const WEEKLY_DATA_ID = "weekly-data";

const ARTICLE_STYLE =
  "position:absolute;top:0;left:0;right:0;z-index:40;min-height:100vh;box-sizing:border-box;" +
  "padding:2.5rem max(1rem,calc((100% - 48rem) / 2));background:#0b0820;color:#eef2ff;" +
  "font-size:1.125rem;line-height:1.65";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** `/weekly/<sign>` or `/weekly/<sign>/<week>` → the sign and the week asked (null: this week), or null. */
function weeklyPagePath(pathname: string): { sign: ZodiacSign; week: string | null } | null {
  const match = /^\/weekly\/([a-z]+)(?:\/(\d{4}-W\d{2}))?\/?$/.exec(pathname);
  if (!match || !(ZODIAC_SIGNS as readonly string[]).includes(match[1]!)) return null;
  const week = match[2] ?? null;
  if (week && !isIsoWeek(week)) return null;
  return { sign: match[1] as ZodiacSign, week };
}

/**
 * A sign's weekly page as the server sends it, made at request time so it is renewed every week: the
 * `<head>` tags (title, description, canonical address, Open Graph and Twitter) and the week's text as an
 * article in the body, for search engines and link previews, which run no scripts, with the edition as
 * JSON. The client's route draws the same week from that JSON (or the API) and removes the article. Null when the path is no weekly page.
 */
export function weeklyPage(
  deps: { clock: Clock; editions: SignWeekEditions; publicUrl: string },
  pathname: string,
): { head: string; body: string } | null {
  const path = weeklyPagePath(pathname);
  if (!path) return null;
  const week = path.week ?? editionWeek("UTC", deps.clock());
  const edition = deps.editions(path.sign, week);
  const title = `${edition.title} · ${SITE_NAME}`;
  // This week's page is the sign's address; an earlier week's is its own.
  const url = new URL(path.week ? `/weekly/${path.sign}/${week}` : `/weekly/${path.sign}`, deps.publicUrl).toString();
  const image = new URL(DEFAULT_IMAGE, deps.publicUrl).toString();
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", edition.description),
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", "article"),
    meta("property", "og:title", title),
    meta("property", "og:description", edition.description),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", edition.description),
    meta("name", "twitter:image", image),
  ].join("");
  const paragraphs = edition.text.split("\n\n").map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  const body =
    // Laid over the app's loading screen, out of the flow: when the app's own page replaces it nothing
    // below moves (no layout shift), and until then the week is readable without scripts.
    `<article id="${WEEKLY_STATIC_ID}" style="${ARTICLE_STYLE}">` +
    `<h1>${escapeHtml(edition.title)}</h1><p><strong>${escapeHtml(edition.label)}</strong></p>${paragraphs.join("")}` +
    `<p>${escapeHtml(weeklyWords.computedNote)}</p></article>` +
    // The same edition as data (never run), so the app draws the page at once instead of asking again.
    `<script type="application/json" id="${WEEKLY_DATA_ID}">${JSON.stringify(edition).replace(/</g, "\\u003c")}</script>`;
  return { head, body };
}
