import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

const PAGE_SIZE = 10;

/**
 * GET /api/me/readings: the user's readings of every oracle, newest first, a page at a time ("Load more"
 * follows the cursor).
 */
export function useCastHistory() {
  return useInfiniteQuery({
    queryKey: queryKeys.castHistory,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      readBody(
        api.me.readings.$get(
          { query: { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Asked even offline: the service worker answers from the readings it kept (src/client/service-worker.ts).
    networkMode: "offlineFirst",
  });
}
