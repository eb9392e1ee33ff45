/**
 * The push services browsers subscribe with, the only hosts a reminder is ever posted to:
 * Google's FCM (Chrome, Edge on Android, Opera, Brave, Samsung Internet), Mozilla's autopush (Firefox),
 * Apple's (Safari: web.push.apple.com, Apple allows *.push.apple.com) and Microsoft's WNS (Edge on
 * Windows: *.notify.windows.com).
 */
const PUSH_SERVICE_HOSTS = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com"]);
const PUSH_SERVICE_DOMAINS = [".push.apple.com", ".notify.windows.com"];

export const PUSH_ENDPOINT_RULE = "The push endpoint must be an https:// address of a browser's push service";

function isPushServiceHost(hostname: string): boolean {
  return (
    PUSH_SERVICE_HOSTS.has(hostname) ||
    PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(domain) && hostname.length > domain.length)
  );
}

/**
 * Where a push endpoint may point: `https:` on port 443 of a browser's push service, without
 * credentials; or, on a server run by tests (PUSH_TEST_SERVICE_URL), the test push service's origin.
 * Anything else (another host, an IP address in any spelling, another port or scheme) is null.
 */
export function pushEndpointUrl(endpoint: string, testService?: string): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (testService && url.origin === new URL(testService).origin) return url;
  if (url.protocol !== "https:" || url.port !== "") return null;
  return isPushServiceHost(url.hostname) ? url : null;
}

/** True when the endpoint is the test push service's (no address check: it is on this machine). */
export function isTestPushService(url: URL, testService?: string): boolean {
  return !!testService && url.origin === new URL(testService).origin;
}
