/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file into
 * build/client/service-worker.js, with the build's precache list put in `self.__WB_MANIFEST`):
 *
 * - The build's scripts, stylesheets, Latin fonts, icons, the app shell and the offline page are
 *   precached, each with its revision (hashed names are their own).
 * - Pages are NetworkFirst: online, always the server's newest build. Offline, the page as last seen, the
 *   app shell for the dashboard (its last readings), or the offline page.
 * - The seeker's history answers are NetworkFirst into their own cache, which is emptied when the
 *   session changes hands (signed out, another account, the account deleted).
 * - A new version waits until the page asks it to take over (the "Refresh" prompt).
 * - Push messages are shown as notifications; a click opens or focuses their page.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, Route } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  ASSETS_CACHE,
  changesWhoIsSignedIn,
  isLastReadingsRequest,
  LAST_READINGS_CACHE,
  mustForgetReadings,
  notificationTarget,
  OFFLINE_PAGE_PATH,
  OFFLINE_READINGS_PATH,
  PAGES_CACHE,
  pushNotification,
  READINGS_OWNER_CACHE,
  READINGS_OWNER_KEY,
  sessionOwner,
} from "./lib/pwa/offline-rules";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SKIP_WAITING = "SKIP_WAITING";

/** When the readings were last forgotten (the worker's clock): answers asked for before then are not kept. */
let forgottenAt = -1;

async function forgetReadings(): Promise<void> {
  forgottenAt = performance.now();
  await caches.delete(LAST_READINGS_CACHE);
}

/** Sends a request on, and empties the readings cache after it succeeds. */
async function passThenForget(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) await forgetReadings();
  return response;
}

/** Whose readings the cache holds, written when a session first answers with a user. */
async function readingsOwner(): Promise<string | null> {
  const cache = await caches.open(READINGS_OWNER_CACHE);
  const stored = await cache.match(READINGS_OWNER_KEY);
  return stored ? stored.text() : null;
}

/**
 * The session's answer passes through untouched and is never kept. When it says nobody is signed in, or
 * someone other than the readings' owner, the readings go.
 */
async function watchSession(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (!response.ok) return response;
  const signedIn = sessionOwner(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  const owner = await readingsOwner();
  if (mustForgetReadings(signedIn, owner)) await forgetReadings();
  if (signedIn === null) await caches.delete(READINGS_OWNER_CACHE);
  if (typeof signedIn === "string" && signedIn !== owner) {
    const cache = await caches.open(READINGS_OWNER_CACHE);
    await cache.put(READINGS_OWNER_KEY, new Response(signedIn));
  }
  return response;
}

// Navigations first, so that a precached page is never served in place of the server's newest.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 40 })],
});
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const { pathname } = new URL(options.request.url);
      const fallback = pathname === OFFLINE_READINGS_PATH ? OFFLINE_READINGS_PATH : OFFLINE_PAGE_PATH;
      return (await matchPrecache(fallback)) ?? Response.error();
    }
  }),
);

registerRoute(
  new Route(
    ({ url, request }) => url.origin === self.location.origin && isLastReadingsRequest(request.method, url.pathname),
    new NetworkFirst({
      cacheName: LAST_READINGS_CACHE,
      networkTimeoutSeconds: 6,
      plugins: [
        new ExpirationPlugin({ maxEntries: 80 }),
        {
          // Only a reading's answer is kept (this callback replaces Workbox's own 200-only check, so a
          // 401 after signing out was kept before), and not one still on its way when the session
          // changed hands (the last account's).
          handlerWillStart: async ({ state }) => {
            if (state) state.startedAt = performance.now();
          },
          cacheWillUpdate: async ({ response, state }) =>
            response.status !== 200 || (typeof state?.startedAt === "number" && state.startedAt < forgottenAt)
              ? null
              : response,
        },
      ],
    }),
  ),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === "/api/auth/get-session",
  ({ request }) => watchSession(request),
);
for (const method of ["POST", "DELETE"] as const) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && changesWhoIsSignedIn(request.method, url.pathname),
    ({ request }) => passThenForget(request),
    method,
  );
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hashed assets outside the precache: their name is their content.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === "GET" && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  // Pages kept by an earlier version name that version's assets: they go with it.
  event.waitUntil(Promise.all([caches.delete(PAGES_CACHE), self.clients.claim()]));
});

self.addEventListener("push", (event) => {
  const payload = (() => {
    try {
      return event.data?.json() as unknown;
    } catch {
      return null;
    }
  })();
  const notification = pushNotification(payload, self.location.origin);
  if (notification) event.waitUntil(self.registration.showNotification(notification.title, notification.options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = notificationTarget(event.action, event.notification.data);
  if (target) event.waitUntil(openOrFocus(new URL(target, self.location.origin).href));
});

/** Focuses a tab already at the address, or opens one. */
async function openOrFocus(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === href);
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(href);
}
