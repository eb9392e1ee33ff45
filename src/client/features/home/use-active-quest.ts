import { useQuery } from "@tanstack/react-query";
import { loadApi, readBody } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/auth-provider";
import { queryKeys } from "../../lib/query-keys";

/** The signed-in user's active quest, as the home page's subtitle shows it. */
export interface ActiveQuestSummary {
  name: string;
  rewardKarma: number;
}

/**
 * Reads the user's active quest (GET /api/me/quest) when someone is signed in. It shares its cache entry
 * with the dashboard, so realtime changes refresh both. Visitors, a failed request and "no active quest"
 * all give null, and the home page falls through to the plain subtitle.
 */
export function useActiveQuest(): ActiveQuestSummary | null {
  const { user } = useAuth();
  const { data } = useQuery({
    queryKey: queryKeys.quest,
    queryFn: async ({ signal }) => readBody((await loadApi()).me.quest.$get(undefined, { init: { signal } })),
    enabled: Boolean(user),
    select: ({ quest }): ActiveQuestSummary | null =>
      quest && quest.status === "active" ? { name: quest.name, rewardKarma: quest.rewardKarma } : null,
  });
  return user ? (data ?? null) : null;
}
