import { ApiError } from "../../lib/api-client";
import { needsHelpOf } from "../../components/safety/needs-help";
import { describeCastFailure } from "../dice-oracle/cast-dice";
import type { DrawFailure } from "./draw-machine";

/** Shown under the draw button until a situation is chosen, and as the error of a draw without one. */
export const SELECT_A_SITUATION = "Please select a situation";

const UNREACHABLE = "The oracle could not be reached. Check your connection and try again.";
const COSMIC_ENERGIES_UNCLEAR = "The cosmic energies are unclear. Please try again.";

/** A spread the seeker's plan does not open (refused here, or by the server with 403 spread_not_in_plan). */
export function lockedSpreadFailure(spreadName: string): DrawFailure {
  return { message: `The ${spreadName} opens with a paid plan.`, showsPlans: true };
}

/**
 * A failed draw as the page says it: a spread beyond the plan, or the day's readings used up (with when
 * they open again, as the dice say it), lead to the plans; a lost connection asks to try again; any other
 * refusal shows the server's message.
 */
export function describeDrawFailure(error: unknown, spreadName: string): DrawFailure {
  if (error instanceof ApiError) {
    if (error.code === "spread_not_in_plan") return lockedSpreadFailure(spreadName);
    const needsHelp = needsHelpOf(error);
    if (needsHelp) return { message: error.message, showsPlans: false, needsHelp };
    if (error.code === "daily_limit_reached") {
      const described = describeCastFailure(error, null);
      if (described.kind === "message") return { message: described.message, showsPlans: true };
    }
    return { message: error.message || COSMIC_ENERGIES_UNCLEAR, showsPlans: false };
  }
  if (error instanceof TypeError) return { message: UNREACHABLE, showsPlans: false };
  return { message: COSMIC_ENERGIES_UNCLEAR, showsPlans: false };
}
