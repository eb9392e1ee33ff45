import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CastRequest, CastResult } from "../../../shared/api/casts";
import type { Reading } from "../../../shared/reading";
import { createFallbackReading } from "../../../shared/fallback-reading";
import { drawRoll, type DiceRoll } from "../../../shared/dice";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/** POST /api/casts through the kit's runner (sent again when busy; a stale commitment renewed once). */
export function sendCast(request: CastRequest, seal?: Seal<CastRequest>): Promise<CastResult> {
  return runReading((sealed: CastRequest) => readBody(api.casts.$post({ json: sealed })), request, seal);
}

/** POST /api/casts: the server draws the dice, records the cast and returns its reading. */
export function useCastDice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, seal }: { request: CastRequest; seal?: Seal<CastRequest> }) => sendCast(request, seal),
    // The cast moved the profile, quest, achievements, items and history: refresh whatever shows them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.casts }),
      ]),
    // Refused at the daily cap (counted elsewhere, e.g. in another tab): the allowance on screen is stale.
    onError: (error) =>
      error instanceof ApiError && error.code === "daily_limit_reached"
        ? queryClient.invalidateQueries({ queryKey: queryKeys.profile })
        : undefined,
  });
}

/** GET /api/casts/:id: one reading in full, with its enhanced text when it has one. */
export function useCast(castId: string) {
  return useQuery({
    queryKey: queryKeys.cast(castId),
    queryFn: ({ signal }) =>
      readBody(api.casts[":id"].$get({ param: { id: encodeURIComponent(castId) } }, { init: { signal } })),
    // A stored reading only changes when it is enhanced, and the `casts` change event refreshes it then.
    staleTime: 5 * 60_000,
    networkMode: "offlineFirst",
  });
}

const NO_READING_FOUND = "No reading found for this combination";

/** A failed cast: a message (as the kit's `ReadingFailure`), or the built-in reading of a roll. */
export type CastFailure =
  | ({ kind: "message" } & Pick<ReadingFailure, "message" | "needsHelp"> & { showsPlans?: boolean })
  | { kind: "fallback"; roll: DiceRoll; reading: Reading };

/**
 * No stored reading → 'No reading found…'; a database failure → the built-in fallback reading for the
 * seeker's own dice, or a roll drawn here; anything else as every oracle says it (`describeFailure`:
 * docs/product.md, 'Messages shown to seekers').
 */
export function describeCastFailure(error: unknown, avoid: DiceRoll | null, ownDice?: DiceRoll | null): CastFailure {
  if (error instanceof ApiError && error.code === "reading_not_found") {
    return { kind: "message", message: NO_READING_FOUND };
  }
  if (error instanceof ApiError && error.code === "database_unavailable") {
    const roll = ownDice ?? drawRoll(randomFace, avoid).roll;
    return { kind: "fallback", roll, reading: createFallbackReading(roll) };
  }
  return { kind: "message", ...describeFailure(error) };
}

function randomFace(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return (value[0]! % 6) + 1;
}
