/** Path helpers small enough for the first page load (site-routes.ts carries the route lists). */

/**
 * The path without its trailing slashes (`/` alone stays). A loop rather than `/\/+$/`: that regex retries
 * from every slash of a long run, which made a path of 15,000 slashes cost a third of a second.
 */
export function normalizePath(pathname: string): string {
  if (pathname.length <= 1) return pathname;
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === 47 /* "/" */) end--;
  return pathname.slice(0, end);
}
