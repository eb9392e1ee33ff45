import { QueryClient } from "@tanstack/react-query";
import { getSessionStore } from "./auth/session-store";
import { queryKeys } from "./query-keys";

function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}

/**
 * Keeps no user's data for another: whenever the signed-in user changes, everything under `me` and
 * `casts` is dropped (signed out) or fetched again for the new user (what is on screen refreshes).
 */
function forgetOnUserChange(queryClient: QueryClient): void {
  const session = getSessionStore();
  let userId = session.getState().user?.id ?? null;
  session.subscribe(() => {
    const nextUserId = session.getState().user?.id ?? null;
    if (nextUserId === userId) return;
    userId = nextUserId;
    for (const queryKey of [queryKeys.me, queryKeys.casts]) {
      if (nextUserId) void queryClient.resetQueries({ queryKey });
      else queryClient.removeQueries({ queryKey });
    }
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The page's one QueryClient, made the first time a page part that reads the API's data needs it (the
 * signed-in pages and panels, under `QueryProvider`); a visitor's first load carries no query library.
 * Prerendering at build time gets a new client for every page, so nothing cached passes from one page
 * into another.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  if (!browserQueryClient) {
    browserQueryClient = createQueryClient();
    forgetOnUserChange(browserQueryClient);
  }
  return browserQueryClient;
}
