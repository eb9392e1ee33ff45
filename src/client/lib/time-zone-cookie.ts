import { TIME_ZONE_COOKIE } from "../../shared/time-zone-cookie";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Keeps the browser's time zone in the functional `tz` cookie, so an account created from this browser
 * (by any door) starts on the seeker's local day. The server accepts only known zones; the seeker can
 * change the zone on the dashboard later.
 */
export function rememberBrowserTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
