/**
 * The paths the web app answers, shared by the client's route config and the server (which sends
 * 404 for anything else). Public pages are prerendered at build time.
 */
export const PRERENDERED_PATHS = ["/", "/features"] as const;

/** App routes rendered in the browser only (they depend on the signed-in user). */
export const CLIENT_ONLY_PATHS = ["/dice-divination", "/dashboard"] as const;

export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    (PRERENDERED_PATHS as readonly string[]).includes(path) || (CLIENT_ONLY_PATHS as readonly string[]).includes(path)
  );
}
