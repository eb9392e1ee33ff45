import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RitualRequest } from "../../../shared/api/rituals";
import type { RitualTool } from "../../../shared/draws/spreads";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading } from "../../oracles/kit/run-reading";

/**
 * Today's rituals, under `casts` (each is a reading, so whatever refreshes the readings refreshes them).
 * Kept here rather than in query-keys.ts, which every page loads first.
 */
const TODAY_RITUALS = [...queryKeys.casts, "rituals", "today"] as const;

/** GET /api/rituals/today: the rituals made today in the seeker's time zone, and what the profile lacks. */
export function useTodayRituals() {
  return useQuery({
    queryKey: TODAY_RITUALS,
    queryFn: ({ signal }) => readBody(api.rituals.today.$get(undefined, { init: { signal } })),
  });
}

/** Each ritual's POST: /api/rituals/numerology and /api/rituals/moon. */
const POST_RITUAL = {
  numerology: (request: RitualRequest) => readBody(api.rituals.numerology.$post({ json: request })),
  moon: (request: RitualRequest) => readBody(api.rituals.moon.$post({ json: request })),
} satisfies Record<RitualTool, unknown>;

/** Today's ritual through the kit's runner: sent again when the server is busy (no commitment to renew). */
export function sendRitual(tool: RitualTool, request: RitualRequest) {
  return runReading(POST_RITUAL[tool], request);
}

/**
 * POST /api/rituals/numerology or /moon: today's ritual (201 with its rewards), or the one already made
 * today (200, without rewards). Either way today's rituals, the profile and the history are refreshed.
 */
export function usePerformRitual(tool: RitualTool) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RitualRequest) => sendRitual(tool, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.casts }),
      ]),
  });
}

/** PATCH /api/me/profile with the name and birth date today's numerology reading needs. */
export function useSaveRitualProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { fullName?: string; birthDate?: string }) =>
      readBody(api.me.profile.$patch({ json: changes })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: TODAY_RITUALS }),
      ]),
  });
}

/** GET /api/rituals/:id: one of the seeker's rituals in full, with its enhanced text when it has one. */
export function useRitualDetail(ritualId: string) {
  return useQuery({
    queryKey: queryKeys.cast(ritualId),
    queryFn: ({ signal }) =>
      readBody(api.rituals[":id"].$get({ param: { id: encodeURIComponent(ritualId) } }, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
}
