import { useQuery } from "@tanstack/react-query";
import type { QuestView } from "../../../shared/api/me";
import { apiFetch } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/** GET /api/me/quest: the active quest, or null when none is running. */
export function useQuest() {
  return useQuery({
    queryKey: queryKeys.quest,
    queryFn: ({ signal }) => apiFetch<{ quest: QuestView | null }>("/api/me/quest", { signal }),
    select: (answer) => answer.quest,
  });
}
