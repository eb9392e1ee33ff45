import { useMutation } from "@tanstack/react-query";
import type { CastRequest, CastResponse } from "../../../shared/api/casts";
import type { Reading } from "../../../shared/api/readings";
import { createFallbackReading } from "../../../shared/fallback-reading";
import { drawRoll, type DiceRoll } from "../../../shared/dice";
import { ApiError, apiFetch } from "../../lib/api-client";

/** POST /api/casts: the server draws the dice, records the cast and returns its reading. */
export function useCastDice() {
  return useMutation({
    mutationFn: (request: CastRequest) => apiFetch<CastResponse>("/api/casts", { method: "POST", json: request }),
  });
}

export const NO_READING_FOUND = "No reading found for this combination";
export const COSMIC_ENERGIES_UNCLEAR = "The cosmic energies are unclear. Please try again.";

export type CastFailure = { kind: "message"; message: string } | { kind: "fallback"; roll: DiceRoll; reading: Reading };

/**
 * Spec §8: no stored reading → 'No reading found…'; a database failure → the built-in fallback reading
 * for a roll drawn here; anything else → the server's message or 'The cosmic energies are unclear…'.
 */
export function describeCastFailure(error: unknown, avoid: DiceRoll | null): CastFailure {
  if (error instanceof ApiError) {
    if (error.code === "reading_not_found") return { kind: "message", message: NO_READING_FOUND };
    if (error.code === "database_unavailable") {
      const { roll } = drawRoll(randomFace, avoid);
      return { kind: "fallback", roll, reading: createFallbackReading(roll) };
    }
    if (error.message) return { kind: "message", message: error.message };
  }
  return { kind: "message", message: COSMIC_ENERGIES_UNCLEAR };
}

export function randomFace(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return (value[0]! % 6) + 1;
}
