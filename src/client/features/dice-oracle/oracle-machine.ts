import type { Fairness } from "../../../shared/api/casts";
import type { CastRewards } from "../../../shared/api/me";
import type { CastSource } from "../../../shared/cast";
import type { Reading } from "../../../shared/reading";
import type { DiceRoll } from "../../../shared/dice";
import type { Situation } from "../../../shared/situations";
import {
  describeEnhancement,
  NO_ENHANCEMENT,
  nextEnhancement,
  type Enhancement,
  type EnhancementEvent,
} from "../../oracles/kit/enhancement-state";
import type { CrisisKind } from "../../../shared/crisis";

export const STARTING_DICE: DiceRoll = { red: 1, white: 1, green: 1 };

/** A reading on screen: the server's cast, or the built-in fallback reading (which cannot be enhanced). */
export interface CastOutcome {
  /** The recorded cast; null for the fallback reading. */
  castId: string | null;
  reading: Reading;
  roll: DiceRoll;
  isFallback: boolean;
  /** What the cast earned, until the celebration is dismissed. */
  rewards: CastRewards | null;
  /** The seeker's question, if they asked one. */
  question: string | null;
  /** "physical" when the seeker rolled their own dice and entered the faces. */
  source: CastSource;
  /** The revealed seeds of a committed cast, to verify its dice; null otherwise. */
  fairness: Fairness | null;
}

/** The faces the dice are landing on, and when they must be at rest on them (`performance.now()` time). */
interface Landing {
  dice: DiceRoll;
  landsAt: number;
}

/**
 * Where the oracle is: `idle` before a cast or after a failed one (with its message); `rolling` during the
 * cast's animation and `reading` after it while the answer is still on its way, the dice tumbling until
 * their faces are known and then landing on them (`landing`); `revealed` with the reading and its
 * enhancement. The seeker's own dice skip the tumble: they land at once on the faces entered.
 */
type OraclePhase =
  | { name: "idle"; error: string | null; showsPlans?: boolean; needsHelp?: CrisisKind }
  | { name: "rolling"; landing: Landing | null }
  | { name: "reading"; landing: Landing | null }
  | { name: "revealed"; outcome: CastOutcome; enhancement: Enhancement };

export interface OracleState {
  situation: Situation | null;
  /** The faces the dice rest on between casts. */
  dice: DiceRoll;
  /** The last roll shown, which the next cast asks the server not to repeat. */
  lastRoll: DiceRoll | null;
  /** The cast in progress (or last made); answers for any other are ignored. Null after a situation change. */
  castToken: number | null;
  phase: OraclePhase;
}

export type OracleEvent =
  /** A new situation: everything starts over, and an answer still on its way is ignored. */
  | { type: "situationChosen"; situation: Situation }
  /** Cast refused before it starts (no situation), with the message to show. */
  | { type: "castRefused"; message: string }
  /** A cast starts; `token` identifies it in the events that follow. */
  | { type: "castStarted"; token: number }
  /** A cast of the seeker's own dice starts: they land on the faces entered while the answer comes. */
  | { type: "ownDiceEntered"; token: number; landing: Landing }
  /** The cast's faces are known: the dice land on them by `landing.landsAt`. */
  | { type: "diceLanding"; token: number; landing: Landing }
  /** The cast's animation time is over; the answer may still be on its way. */
  | { type: "rollEnded"; token: number }
  | { type: "castAnswered"; token: number; outcome: CastOutcome }
  /** `showsPlans`: the day's casts are used up, and the message leads to the plans. */
  | { type: "castFailed"; token: number; message: string; showsPlans?: boolean; needsHelp?: CrisisKind }
  | { type: "rewardsDismissed" }
  | EnhancementEvent;

export const initialOracleState: OracleState = {
  situation: null,
  dice: STARTING_DICE,
  lastRoll: null,
  castToken: null,
  phase: { name: "idle", error: null },
};

/** Applies a change to the enhancement of the reading on screen, if it is the one the event is about. */
function updateEnhancement(
  state: OracleState,
  castId: string,
  update: (enhancement: Enhancement) => Enhancement,
): OracleState {
  const { phase } = state;
  if (phase.name !== "revealed" || phase.outcome.castId !== castId) return state;
  const enhancement = update(phase.enhancement);
  return enhancement === phase.enhancement ? state : { ...state, phase: { ...phase, enhancement } };
}

/**
 * The Dice Oracle as a state machine: idle → rolling → reading → revealed (→ enhancing → enhanced), back
 * to idle with a message when a cast fails. Pure, so every transition is tested without a page.
 */
export function oracleReducer(state: OracleState, event: OracleEvent): OracleState {
  const isCurrentCast = "token" in event && event.token === state.castToken;
  switch (event.type) {
    case "situationChosen":
      return { ...initialOracleState, situation: event.situation };
    case "castRefused":
      return { ...state, phase: { name: "idle", error: event.message } };
    case "castStarted":
      if (!state.situation) return state;
      return { ...state, castToken: event.token, phase: { name: "rolling", landing: null } };
    case "ownDiceEntered":
      if (!state.situation) return state;
      return { ...state, castToken: event.token, phase: { name: "reading", landing: event.landing } };
    case "diceLanding":
      if (!isCurrentCast || (state.phase.name !== "rolling" && state.phase.name !== "reading")) return state;
      return { ...state, phase: { ...state.phase, landing: event.landing } };
    case "rollEnded":
      return isCurrentCast && state.phase.name === "rolling"
        ? { ...state, phase: { name: "reading", landing: state.phase.landing } }
        : state;
    case "castAnswered": {
      if (!isCurrentCast || (state.phase.name !== "rolling" && state.phase.name !== "reading")) return state;
      const { roll } = event.outcome;
      return {
        ...state,
        dice: roll,
        lastRoll: roll,
        phase: { name: "revealed", outcome: event.outcome, enhancement: NO_ENHANCEMENT },
      };
    }
    case "castFailed":
      if (!isCurrentCast || (state.phase.name !== "rolling" && state.phase.name !== "reading")) return state;
      return {
        ...state,
        dice: state.lastRoll ?? STARTING_DICE,
        phase: {
          name: "idle",
          error: event.message,
          showsPlans: event.showsPlans ?? false,
          needsHelp: event.needsHelp,
        },
      };
    case "rewardsDismissed":
      if (state.phase.name !== "revealed") return state;
      return { ...state, phase: { ...state.phase, outcome: { ...state.phase.outcome, rewards: null } } };
    case "enhancementStarted":
    case "enhancementChunk":
    case "enhancementDone":
    case "enhancementFailed":
      return updateEnhancement(state, event.castId, (enhancement) => nextEnhancement(enhancement, event));
  }
}

/** What the page shows, read from the state. */
export function describeOracle(state: OracleState) {
  const { phase } = state;
  const outcome = phase.name === "revealed" ? phase.outcome : null;
  const enhancement = phase.name === "revealed" ? phase.enhancement : NO_ENHANCEMENT;
  const landing = phase.name === "rolling" || phase.name === "reading" ? phase.landing : null;
  const isCasting = phase.name === "rolling" || phase.name === "reading";
  return {
    isRolling: phase.name === "rolling",
    /** The dice spin, their faces not yet known. */
    isTumbling: isCasting && !landing,
    /** The faces the dice show, or land on. */
    shownDice: landing?.dice ?? state.dice,
    /** When the dice must be at rest on `shownDice`, while they land. */
    landsAt: landing?.landsAt ?? null,
    /** From the cast's start until its answer is shown. */
    isCasting,
    error: phase.name === "idle" ? phase.error : null,
    /** The error is the daily cap's: it shows the way to the plans. */
    errorShowsPlans: phase.name === "idle" && phase.showsPlans === true,
    /** The question said the seeker needs help: the help is shown, and no reading was made. */
    needsHelp: phase.name === "idle" ? (phase.needsHelp ?? null) : null,
    outcome,
    enhancement,
    ...describeEnhancement(enhancement),
  };
}
