import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/**
 * Whether one of the seeker's readings (a cast of the dice, a tarot spread or a rune cast: all by their
 * id) is shared, and the requests that share it and stop sharing it (GET, POST and DELETE
 * /api/casts/:id/share). The link starts as the reading's `shareUrl` and follows the `casts` change
 * events like the rest of the seeker's readings.
 */
export function useShareLink(castId: string, initialShareUrl: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.castShare(castId);
  const param = { id: encodeURIComponent(castId) };
  const link = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await readBody(api.casts[":id"].share.$get({ param }, { init: { signal } }))).url,
    initialData: initialShareUrl,
    // Known from the cast already: asked again only when a change event or a share makes it stale.
    staleTime: Infinity,
  });
  const settle = (shareUrl: string | null) => {
    queryClient.setQueryData(key, shareUrl);
    void queryClient.invalidateQueries({ queryKey: queryKeys.castHistory });
    void queryClient.invalidateQueries({ queryKey: queryKeys.cast(castId) });
  };
  const share = useMutation({
    mutationFn: () => readBody(api.casts[":id"].share.$post({ param })),
    onSuccess: ({ url }) => settle(url),
  });
  const stop = useMutation({
    mutationFn: () => readBody(api.casts[":id"].share.$delete({ param })),
    onSuccess: () => settle(null),
  });
  return { shareUrl: link.data, share, stop, imagePath: api.casts[":id"]["image.png"].$path({ param }) };
}

/** GET /api/shares/:shareId: a shared reading; a 404 (never shared, or no longer) is not tried again. */
export function useSharedReading(shareId: string) {
  return useQuery({
    queryKey: queryKeys.sharedReading(shareId),
    queryFn: ({ signal }) =>
      readBody(api.shares[":shareId"].$get({ param: { shareId: encodeURIComponent(shareId) } }, { init: { signal } })),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
