import { DREAM_SYMBOL_SLUGS } from "./dreams/symbol-slugs";
import { ZODIAC_SIGNS } from "./astrology/signs";
import { ANGEL_NUMBER_LIBRARY, angelNumberSlug } from "./angel-numbers/library";
import { RUNE_DECK, TAROT_DECK } from "./draws/decks";
import { HEXAGRAM_LIBRARY_PATHS } from "./iching/paths";
import { NUMEROLOGY_NUMBERS } from "./numerology/numbers";
import { normalizePath } from "./paths";

/**
 * The paths the web app answers, shared by the build (prerendering), the client's route config and the
 * server (which sends 404 for anything else). Blog slugs come from content/ and are passed in, so this
 * module stays free of editorial data.
 */

/** Public pages with fixed content, prerendered at build time and listed in the sitemap. */
const STATIC_PUBLIC_PATHS = [
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
  "/fairness",
  "/pricing",
  "/tarot",
  "/runes",
  "/numerology",
  "/moon-phases",
  "/pendulum",
  "/angel-numbers",
  "/karmic-cycle",
  "/ancient-texts",
  "/spirit-guides",
  "/timelines",
  "/dream-analysis",
  "/past-lives",
  "/spirit-animals",
  "/quantum-energy",
  "/aura-chakra",
  "/success-predictor",
  "/ai-intuition",
] as const;

/**
 * App routes rendered in the browser only: they depend on a token in the link that brought the visitor
 * (mailed sign-in, reset and newsletter links). Never in the sitemap.
 */
export const CLIENT_ONLY_PATHS = [
  "/reset-password",
  "/sign-in/two-factor",
  "/sign-in/link",
  "/sign-in/link-error",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
] as const;

/**
 * Pages that depend on the signed-in seeker, prerendered as a shell (the site's frame, their heading and
 * placeholders, the disclaimer on a first visit) that paints before the session is known; the seeker's
 * own parts fill in once it is (on `/dice-divination`, the Dice Oracle, or the features for a visitor).
 * Never in the sitemap.
 */
const SIGNED_IN_SHELL_PATHS = ["/dashboard", "/reports", "/dice-divination"] as const;

/**
 * App routes with an id in the path, rendered in the browser only and never in the sitemap: the local
 * test checkout (`/billing/test-checkout/cs_test_…`, signed in, test mode) and the weekly reports. A path of the right shape
 * gets the app with status 200; the page itself says when the server knows no such checkout.
 */
const CLIENT_ONLY_PATTERNS: readonly RegExp[] = [
  /^\/billing\/test-checkout\/cs_test_[A-Za-z0-9]{24}$/,
  // The weekly reports (`/reports`) and one of them (`/reports/2026-W49`), signed in.
  /^\/reports(\/\d{4}-W\d{2})?$/,
];

const blogPostPath = (slug: string) => `/blog/${slug}`;

/** The library of the drawing oracles: an index of each deck, and a page for every card and rune. */
export const TAROT_LIBRARY_PATH = "/tarot/cards";
export const RUNE_LIBRARY_PATH = "/runes/library";
export const tarotCardPath = (slug: string) => `${TAROT_LIBRARY_PATH}/${slug}`;
export const runePath = (slug: string) => `/runes/${slug}`;

/** The library's pages: the two indexes, the 78 cards and the 24 runes, in deck order. */
export const LIBRARY_PATHS: readonly string[] = [
  TAROT_LIBRARY_PATH,
  ...TAROT_DECK.map(tarotCardPath),
  RUNE_LIBRARY_PATH,
  ...RUNE_DECK.map(runePath),
];

/** The dream symbol dictionary: its index and a page for each of its 150 symbols. */
export const DREAM_SYMBOLS_PATH = "/dream-analysis/symbols";
export const dreamSymbolPath = (slug: string) => `${DREAM_SYMBOLS_PATH}/${slug}`;
export const DREAM_SYMBOL_PATHS: readonly string[] = [DREAM_SYMBOLS_PATH, ...DREAM_SYMBOL_SLUGS.map(dreamSymbolPath)];

/** The meaning of each number (`/numerology/11`) and each sign of the zodiac (`/astrology/leo`). */
export const numberPath = (value: number) => `/numerology/${value}`;
export const signPath = (sign: string) => `/astrology/${sign}`;
const SKY_LIBRARY_PATHS: readonly string[] = [...NUMEROLOGY_NUMBERS.map(numberPath), ...ZODIAC_SIGNS.map(signPath)];

/** Each angel number of the library (`/angel-numbers/1111`, `/angel-numbers/12-21`). */
export const angelNumberPath = (number: string) => `/angel-numbers/${angelNumberSlug(number)}`;
export const ANGEL_NUMBER_PATHS: readonly string[] = ANGEL_NUMBER_LIBRARY.map(angelNumberPath);

/**
 * Each sign's free weekly edition (`/weekly/aries`): made by the server at request time (renewed every
 * week), so in the sitemap but never prerendered.
 */
const WEEKLY_SIGN_PATHS: readonly string[] = ZODIAC_SIGNS.map((sign) => `/weekly/${sign}`);

/** Public URLs for the sitemap. */
export function listSitemapPaths(blogSlugs: readonly string[]): string[] {
  return [...listPublicPages(blogSlugs), ...WEEKLY_SIGN_PATHS];
}

/** The first two paths in each folder of `paths` (an index and its entries may share one): a page of each kind. */
function fewPerFolder(paths: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return paths.filter((path) => {
    const folder = path.slice(0, path.lastIndexOf("/"));
    const count = seen.get(folder) ?? 0;
    seen.set(folder, count + 1);
    return count < 2;
  });
}

/** The public pages prerendered at build time; without `library`, a few library entries of each kind. */
function listPublicPages(blogSlugs: readonly string[], library = true): string[] {
  const entries = [
    ...LIBRARY_PATHS,
    ...HEXAGRAM_LIBRARY_PATHS,
    ...SKY_LIBRARY_PATHS,
    ...ANGEL_NUMBER_PATHS,
    ...DREAM_SYMBOL_PATHS,
  ];
  return [...STATIC_PUBLIC_PATHS, ...blogSlugs.map(blogPostPath), ...(library ? entries : fewPerFolder(entries))];
}

/**
 * Every path prerendered to HTML at build time; the signed-in shells, `/test` and `/offline` (the page the
 * service worker shows offline) are prerendered but kept out of the sitemap. `{ library: false }` keeps a
 * few library entries of each kind (cards, runes, hexagrams, signs, …; a page with a loader must be
 * prerendered at least once) instead of some four hundred: a build for a test that needs a second version
 * of the app's scripts, not its pages.
 */
export function listPrerenderedPaths(blogSlugs: readonly string[], { library = true } = {}): string[] {
  return [...listPublicPages(blogSlugs, library), ...SIGNED_IN_SHELL_PATHS, "/test", "/offline"];
}

/**
 * True for every path the web app answers; the server sends 404 (with the app, which shows 'Page Not
 * Found' or 'Blog Post Not Found') for the rest.
 */
export function isAppPath(pathname: string, blogSlugs: readonly string[]): boolean {
  const path = normalizePath(pathname);
  return (
    listPrerenderedPaths(blogSlugs).includes(path) ||
    (CLIENT_ONLY_PATHS as readonly string[]).includes(path) ||
    CLIENT_ONLY_PATTERNS.some((pattern) => pattern.test(path))
  );
}

/** `/blog/0`, `/blog/1`, … (the old index URLs) → the post's slug URL, or null. */
export function blogIndexRedirect(pathname: string, blogSlugs: readonly string[]): string | null {
  const match = /^\/blog\/(\d+)$/.exec(normalizePath(pathname));
  const slug = match ? blogSlugs[Number(match[1])] : undefined;
  return slug ? blogPostPath(slug) : null;
}
