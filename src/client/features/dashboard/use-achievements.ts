import { useQuery } from "@tanstack/react-query";
import type { AchievementView } from "../../../shared/api/me";
import { apiFetch } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/** GET /api/me/achievements: every achievement, locked or unlocked, with progress toward it. */
export function useAchievements() {
  return useQuery({
    queryKey: queryKeys.achievements,
    queryFn: ({ signal }) => apiFetch<AchievementView[]>("/api/me/achievements", { signal }),
  });
}
