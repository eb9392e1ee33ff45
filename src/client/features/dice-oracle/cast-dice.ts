import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CastRequest } from "../../../shared/api/casts";
import type { CrisisKind } from "../../../shared/crisis";
import type { Reading } from "../../../shared/reading";
import { createFallbackReading } from "../../../shared/fallback-reading";
import { drawRoll, type DiceRoll } from "../../../shared/dice";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { sendAgainWhenBusy } from "../../lib/send-again-when-busy";
import { needsHelpOf } from "../../components/safety/needs-help";

/** POST /api/casts: the server draws the dice, records the cast and returns its reading. */
export function useCastDice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CastRequest) => sendAgainWhenBusy(() => readBody(api.casts.$post({ json: request }))),
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

const NO_READING_FOUND = "No reading found for this combination";
const COSMIC_ENERGIES_UNCLEAR = "The cosmic energies are unclear. Please try again.";

/**
 * `showsPlans`: the day's casts are used up (the plans give more); `needsHelp`: the question said the
 * seeker needs help, which is shown in place of a reading.
 */
export type CastFailure =
  | { kind: "message"; message: string; showsPlans?: boolean; needsHelp?: CrisisKind }
  | { kind: "fallback"; roll: DiceRoll; reading: Reading };

/**
 * No stored reading → 'No reading found…'; a database failure → the built-in fallback reading for the
 * seeker's own dice, or a roll drawn here; anything else → the server's message or 'The cosmic energies are unclear…' (docs/product.md,
 * 'Messages shown to seekers').
 */
export function describeCastFailure(error: unknown, avoid: DiceRoll | null, ownDice?: DiceRoll | null): CastFailure {
  if (error instanceof ApiError) {
    if (error.code === "reading_not_found") return { kind: "message", message: NO_READING_FOUND };
    const needsHelp = needsHelpOf(error);
    if (needsHelp) return { kind: "message", message: error.message, needsHelp };
    if (error.code === "daily_limit_reached" && typeof error.details?.resetsAt === "string") {
      const resetsAt = new Date(error.details.resetsAt).toLocaleString(undefined, {
        weekday: "long",
        hour: "numeric",
        minute: "2-digit",
      });
      return { kind: "message", message: `${error.message} Your next reading opens ${resetsAt}.`, showsPlans: true };
    }
    if (error.code === "database_unavailable") {
      const roll = ownDice ?? drawRoll(randomFace, avoid).roll;
      return { kind: "fallback", roll, reading: createFallbackReading(roll) };
    }
    if (error.message) return { kind: "message", message: error.message };
  }
  return { kind: "message", message: COSMIC_ENERGIES_UNCLEAR };
}

function randomFace(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return (value[0]! % 6) + 1;
}
