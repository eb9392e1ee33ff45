/**
 * What the service worker keeps and forgets (src/client/service-worker.ts), as pure rules the page can
 * share: the cache names, which requests are the seeker's last readings, which answers mean the session
 * changed hands, and how a push message becomes a notification.
 */

/** The signed-in seeker's history and reading answers, kept for offline use (NetworkFirst). */
export const LAST_READINGS_CACHE = "mystic-last-readings";
/** Pages the browser opened, for a revisit offline; emptied when a new version takes over. */
export const PAGES_CACHE = "mystic-pages";
/** Hashed assets not precached (fonts of other alphabets): a name always means the same bytes. */
export const ASSETS_CACHE = "mystic-assets";

/** The page whose app shell opens offline: the dashboard shows the last readings there. */
export const OFFLINE_READINGS_PATH = "/dashboard";
/** The prerendered page for any other address the browser has not kept. */
export const OFFLINE_PAGE_PATH = "/offline";

/** The id of the account whose answers the readings cache holds, in a cache of its own. */
export const READINGS_OWNER_CACHE = "mystic-last-readings-owner";
export const READINGS_OWNER_KEY = "/__last-readings-owner";

const LAST_READINGS_PATHS = [/^\/api\/me\/readings$/, /^\/api\/casts\/[^/]+$/, /^\/api\/draws\/[^/]+$/];

/**
 * The answers the dashboard's history reads: the list (`GET /api/me/readings`, each page) and one reading
 * in full (`GET /api/casts/:id`, `GET /api/draws/:id`). Nothing else: never the auth endpoints, a POST,
 * the profile or billing.
 */
export function isLastReadingsRequest(method: string, pathname: string): boolean {
  return method === "GET" && LAST_READINGS_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * True when a successful request may have changed who is signed in, or erased them: every POST of the
 * auth endpoints (signing in, up, out, a second factor) and the account's deletion. The kept readings
 * then go.
 */
export function changesWhoIsSignedIn(method: string, pathname: string): boolean {
  return (method === "POST" && pathname.startsWith("/api/auth/")) || (method === "DELETE" && pathname === "/api/me");
}

/**
 * Reads `GET /api/auth/get-session`'s answer: the signed-in account's id, or null when nobody is signed
 * in. Anything else (not JSON, an unexpected shape) is undefined: it proves nothing either way.
 */
export function sessionOwner(body: unknown): string | null | undefined {
  if (body === null) return null;
  if (typeof body !== "object") return undefined;
  const user = (body as { user?: unknown }).user;
  if (user === null || user === undefined) return null;
  const id = (user as { id?: unknown }).id;
  return typeof id === "string" && id !== "" ? id : undefined;
}

/**
 * Whether the kept readings must go, given who the session says is signed in now and whose readings the
 * cache holds (null: nobody's yet).
 */
export function mustForgetReadings(signedIn: string | null | undefined, owner: string | null): boolean {
  if (signedIn === undefined) return false;
  if (signedIn === null) return true;
  return owner !== null && owner !== signedIn;
}

export interface PushNotification {
  title: string;
  options: {
    body: string;
    tag?: string;
    icon: string;
    badge: string;
    data: { url: string; offUrl?: string };
    actions: { action: string; title: string }[];
  };
}

const NOTIFICATION_ICON = "/icons/icon-192.png";

/** A path on this site ("/dashboard?from=push"), or null for anything else (another origin, a script). */
export function sitePath(value: unknown, origin: string): string | null {
  if (typeof value !== "string" || value === "") return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/**
 * A push message's JSON `{ title, body, url, offUrl, offLabel, tag }` as a notification: clicking it opens
 * `url`, and its "off" action (labelled `offLabel`) opens `offUrl`. Null when the message has no title
 * or no address on this site to open.
 */
export function pushNotification(payload: unknown, origin: string): PushNotification | null {
  if (!payload || typeof payload !== "object") return null;
  const message = payload as Record<string, unknown>;
  const title = text(message.title);
  const url = sitePath(message.url, origin);
  if (!title || !url) return null;
  const offUrl = sitePath(message.offUrl, origin) ?? undefined;
  const offLabel = text(message.offLabel);
  const tag = text(message.tag);
  return {
    title,
    options: {
      body: text(message.body) ?? "",
      ...(tag ? { tag } : {}),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { url, ...(offUrl ? { offUrl } : {}) },
      actions: offUrl && offLabel ? [{ action: "off", title: offLabel }] : [],
    },
  };
}

/** The address a click on a notification opens: the "off" action's, or the notification's own. */
export function notificationTarget(action: string, data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const { url, offUrl } = data as { url?: unknown; offUrl?: unknown };
  const target = action === "off" ? offUrl : url;
  return typeof target === "string" ? target : null;
}
