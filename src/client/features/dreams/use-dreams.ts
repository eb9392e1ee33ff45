import { useQuery } from "@tanstack/react-query";
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
