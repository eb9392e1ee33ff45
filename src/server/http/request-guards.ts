/** The longest path (without the query) we answer; ours are under 100 characters. */
export const MAX_PATH_LENGTH = 1024;
/** The longest path plus query we answer; a mailed sign-in link is about 300. */
export const MAX_TARGET_LENGTH = 4096;

/**
 * True for a request target (path plus query) too long to answer: the front door refuses it with 414
 * before anything else reads it (the request id, the log, the router, the page lookup), so no code that
 * walks the path can be handed 15 KB of it. A URL no longer than MAX_PATH_LENGTH cannot break either
 * limit and costs one comparison.
 */
export function isTargetTooLong(url: string): boolean {
  if (url.length <= MAX_PATH_LENGTH) return false;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart === -1) return false;
  const queryStart = url.indexOf("?", pathStart);
  const pathLength = (queryStart === -1 ? url.length : queryStart) - pathStart;
  return pathLength > MAX_PATH_LENGTH || url.length - pathStart > MAX_TARGET_LENGTH;
}

/**
 * The `host[:port]` values a request may be addressed to: those of the trusted origins (the public
 * address and, on a loopback address, its twin) and any configured extra host, as a URL spells them
 * (lower case, no default port).
 */
export function allowedHostsFor(trustedOrigins: readonly string[], extraHosts: readonly string[] = []): Set<string> {
  return new Set([...trustedOrigins.map((origin) => new URL(origin).host), ...extraHosts]);
}

/**
 * The `host[:port]` a request is addressed to, which the front door checks against the allowed hosts
 * (421 otherwise). A page on `rebind.attacker.example` whose name is made to resolve to 127.0.0.1 (DNS
 * rebinding) reaches a local server as a same-origin page of its own, but its requests still name the
 * attacker's host, so they stop there. The host is read from the request URL, which the Node adapter
 * builds from the Host header (already lower-cased and without a default port), or from an absolute
 * request target: one slice per request.
 */
export function hostOf(url: string): string {
  const hostStart = url.indexOf("//") + 2;
  const pathStart = url.indexOf("/", hostStart);
  return url.slice(hostStart, pathStart === -1 ? url.length : pathStart);
}

/**
 * True when text the client sent holds the NUL character (U+0000), which no PostgreSQL text or JSON value
 * can store: raw, or in a JSON body as the escape `\u0000` (JSON has no other way to write it; one whose
 * backslash is itself escaped, `\\u0000`, is six plain characters). In a URL or a form body it is `%00`.
 */
export function holdsNul(text: string, { percentEncoded = false } = {}): boolean {
  return (
    text.includes("\u0000") || /(?:^|[^\\])(?:\\\\)*\\u0000/.test(text) || (percentEncoded && text.includes("%00"))
  );
}
