import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CastResponse } from "../../../shared/api/casts";
import type { CastHistoryPage } from "../../../shared/api/me";
import { apiFetch } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

const PAGE_SIZE = 10;

/** GET /api/casts: the user's readings, newest first, a page at a time ("Load more" follows the cursor). */
export function useCastHistory() {
  return useInfiniteQuery({
    queryKey: queryKeys.castHistory,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set("cursor", pageParam);
      return apiFetch<CastHistoryPage>(`/api/casts?${query}`, { signal });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/casts/:id: one reading in full, with its enhanced text when it has one. */
export function useCast(castId: string) {
  return useQuery({
    queryKey: queryKeys.cast(castId),
    queryFn: ({ signal }) => apiFetch<CastResponse>(`/api/casts/${encodeURIComponent(castId)}`, { signal }),
    // A stored reading only changes when it is enhanced, and the `casts` change event refreshes it then.
    staleTime: 5 * 60_000,
  });
}
