import { useInfiniteQuery } from "@tanstack/react-query";
import type { JournalFilters } from "../../../shared/api/journal";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

const PAGE_SIZE = 10;

/** The filters as query parameters: only those set. */
function filterQuery(filters: JournalFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

/**
 * GET /api/me/readings: the user's readings of every oracle, newest first, a page at a time ("Load more"
 * follows the cursor), narrowed by the journal's filters when some are set. Each set of filters is its own
 * entry under `castHistory`, so whatever refreshes the history refreshes every one.
 */
export function useCastHistory(filters: JournalFilters = {}) {
  const query = filterQuery(filters);
  return useInfiniteQuery({
    queryKey: Object.keys(query).length > 0 ? [...queryKeys.castHistory, query] : queryKeys.castHistory,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      readBody(
        api.me.readings.$get(
          { query: { limit: String(PAGE_SIZE), ...query, ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Asked even offline: the service worker answers from the readings it kept (src/client/service-worker.ts).
    networkMode: "offlineFirst",
    // While new filters load, the readings found before stay in view.
    placeholderData: (previous) => previous,
  });
}
