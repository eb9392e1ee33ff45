import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/** GET /api/me/achievements: every achievement, locked or unlocked, with progress toward it. */
export function useAchievements() {
  return useQuery({
    queryKey: queryKeys.achievements,
    queryFn: ({ signal }) => readBody(api.me.achievements.$get(undefined, { init: { signal } })),
  });
}
