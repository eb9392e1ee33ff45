import { TIME_ZONE_COOKIE } from "../../shared/time-zone-cookie";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
/** Every way a seeker reaches a door that creates an account: a pointer, a key, or a click (screen readers). */
const FIRST_INTERACTIONS = ["pointerdown", "keydown", "click"] as const;

/**
 * Keeps the browser's time zone in the functional `tz` cookie, so an account created from this browser
 * (by any door) starts on the seeker's local day. The server accepts only known zones; the seeker can
 * change the zone on the dashboard later.
 *
 * Written at the seeker's first interaction with the page rather than as it starts: every door that
 * creates an account is a form or a button, and the first `Intl.DateTimeFormat` of a page costs tens of
 * milliseconds of the main thread a phone needs then to paint. Returns the function that stops waiting.
 */
export function rememberBrowserTimeZone(): () => void {
  const waiting = new AbortController();
  const remember = () => {
    waiting.abort();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  };
  // Capturing on the window: it runs before the page's own handlers, so the cookie goes with the request.
  for (const type of FIRST_INTERACTIONS) {
    addEventListener(type, remember, { capture: true, passive: true, signal: waiting.signal });
  }
  return () => waiting.abort();
}
