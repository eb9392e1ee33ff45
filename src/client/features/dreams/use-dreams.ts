import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DreamResponse } from "../../../shared/api/dreams";
import type { DreamRequest } from "../../../shared/oracles/dreams";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading } from "../../oracles/kit/run-reading";

/** POST /api/me/dreams through the kit's runner (sent again when busy): the dream with its symbols. */
export function sendDream(request: DreamRequest) {
  return runReading((body: DreamRequest) => readBody(api.me.dreams.$post({ json: body })), request);
}

/** GET /api/me/dreams/:id: one dream in full (the history's detail). */
export function useDream(id: string) {
  return useQuery({
    queryKey: queryKeys.cast(id),
    queryFn: ({ signal }) =>
      readBody(api.me.dreams[":id"].$get({ param: { id } }, { init: { signal } })) as Promise<DreamResponse>,
  });
}

/** GET /api/me/dreams: the seeker's dreams and the symbols that recur. */
export function useDreamJournal() {
  return useQuery({
    queryKey: queryKeys.dreams,
    queryFn: ({ signal }) => readBody(api.me.dreams.$get(undefined, { init: { signal } })),
  });
}

/** Writing, rewriting, deleting a dream and asking for a reflection; each refreshes the journal and history. */
export function useDreamMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      queryClient.invalidateQueries({ queryKey: queryKeys.casts }),
    ]);
  return {
    create: useMutation({ mutationFn: sendDream, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, request }: { id: string; request: DreamRequest }) =>
        readBody(api.me.dreams[":id"].$put({ param: { id }, json: request })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => readBody(api.me.dreams[":id"].$delete({ param: { id } })),
      onSuccess: refresh,
    }),
    reflect: useMutation({
      mutationFn: (id: string) => readBody(api.me.dreams[":id"].reflection.$post({ param: { id } })),
      onSuccess: refresh,
    }),
  };
}
