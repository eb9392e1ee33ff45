import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/** GET /api/me/quest: the active quest, or null when none is running. */
export function useQuest() {
  return useQuery({
    queryKey: queryKeys.quest,
    queryFn: ({ signal }) => readBody(api.me.quest.$get(undefined, { init: { signal } })),
    select: (answer) => answer.quest,
  });
}
