import type { CrisisKind } from "../../../shared/crisis";
import { ApiError } from "../../lib/api-client";
import { needsHelpOf } from "../../components/safety/needs-help";

/** Shown under an oracle's button until a situation is chosen, and as the error of a reading without one. */
export const SELECT_A_SITUATION = "Please select a situation";

/** A reading's request that never reached the server: the browser has lost its connection. */
export const UNREACHABLE = "The oracle could not be reached. Check your connection and try again.";
/** Any other failure with no words of its own (docs/product.md, 'Messages shown to seekers'). */
const COSMIC_ENERGIES_UNCLEAR = "The cosmic energies are unclear. Please try again.";

/**
 * A failed reading as every oracle's page says it. `showsPlans`: the plans open what was refused (the
 * day's readings used up, a spread beyond the plan); `needsHelp`: the question said the seeker needs
 * help, which is shown in place of a reading.
 */
export interface ReadingFailure {
  message: string;
  showsPlans: boolean;
  needsHelp?: CrisisKind;
}

/** A spread the seeker's plan does not open (refused on the page, or by the server with 403 spread_not_in_plan). */
export function lockedSpreadFailure(spreadName: string): ReadingFailure {
  return { message: `The ${spreadName} opens with a paid plan.`, showsPlans: true };
}

/**
 * The request failed in the browser (fetch rejects with a TypeError) while the browser does not report
 * being online: the connection is lost. Refused while online, the server could not be reached for another
 * reason, which reads as any other failure.
 */
function isConnectionLost(error: unknown): boolean {
  return error instanceof TypeError && globalThis.navigator?.onLine !== true;
}

/**
 * The one describer of every oracle's failed reading: a question that needs help; the day's readings used
 * up (with when they open again) or a spread beyond the plan, both leading to the plans; a lost connection;
 * anything else in the server's words, or 'The cosmic energies are unclear…'. `spreadName` names the
 * refused spread of a drawing oracle.
 */
export function describeFailure(error: unknown, { spreadName }: { spreadName?: string } = {}): ReadingFailure {
  if (error instanceof ApiError) {
    const needsHelp = needsHelpOf(error);
    if (needsHelp) return { message: error.message, showsPlans: false, needsHelp };
    if (error.code === "spread_not_in_plan" && spreadName) return lockedSpreadFailure(spreadName);
    if (error.code === "daily_limit_reached" || error.code === "spread_not_in_plan") {
      return { message: withReopening(error), showsPlans: true };
    }
    return { message: error.message || COSMIC_ENERGIES_UNCLEAR, showsPlans: false };
  }
  if (isConnectionLost(error)) return { message: UNREACHABLE, showsPlans: false };
  return { message: COSMIC_ENERGIES_UNCLEAR, showsPlans: false };
}

/** The server's words at the daily cap, and when the next reading opens ("… opens Tuesday 9:00 AM."). */
function withReopening(error: ApiError): string {
  const resetsAt = error.details?.resetsAt;
  if (typeof resetsAt !== "string") return error.message || COSMIC_ENERGIES_UNCLEAR;
  const when = new Date(resetsAt).toLocaleString(undefined, { weekday: "long", hour: "numeric", minute: "2-digit" });
  return `${error.message} Your next reading opens ${when}.`;
}
