import type { DrawResult } from "../../../shared/api/draws";
import type { Spread, ThreeCardVariant } from "../../../shared/draws/spreads";
import type { Situation } from "../../../shared/situations";
import {
  describeEnhancement,
  NO_ENHANCEMENT,
  nextEnhancement,
  type Enhancement,
  type EnhancementEvent,
} from "../../oracles/kit/enhancement-state";
import type { ReadingFailure } from "../../oracles/kit/describe-failure";

/** A refused or failed draw's message, as every oracle says it (the kit's `describeFailure`). */
type DrawFailure = ReadingFailure;

/**
 * Where the oracle is: `idle` before a draw or after a failed one (with its message); `drawing` while
 * the deck is shuffled and the answer is on its way; `revealed` with the draw, how many of its items are
 * turned face up so far, whether what it earned is still celebrated, and its enhancement.
 */
type DrawPhase =
  | { name: "idle"; failure: DrawFailure | null }
  | { name: "drawing" }
  | { name: "revealed"; draw: DrawResult; turned: number; isCelebrating: boolean; enhancement: Enhancement };

export interface DrawState {
  spread: Spread;
  variant: ThreeCardVariant;
  situation: Situation | null;
  /** The draw in progress (or last made); answers for any other are ignored. */
  drawToken: number | null;
  phase: DrawPhase;
}

export type DrawEvent =
  | { type: "spreadChosen"; spread: Spread }
  | { type: "variantChosen"; variant: ThreeCardVariant }
  | { type: "situationChosen"; situation: Situation }
  /** Refused before it starts (no situation, a locked spread), with the message to show. */
  | { type: "drawRefused"; failure: DrawFailure }
  | { type: "drawStarted"; token: number }
  | { type: "drawAnswered"; token: number; draw: DrawResult }
  | { type: "drawFailed"; token: number; failure: DrawFailure }
  /** The next item of the draw on screen turns face up (`all`: every item at once). */
  | { type: "itemTurned"; drawId: string; all?: boolean }
  | { type: "rewardsDismissed" }
  | EnhancementEvent;

export function initialDrawState(spread: Spread): DrawState {
  return {
    spread,
    variant: "past-present-future",
    situation: null,
    drawToken: null,
    phase: { name: "idle", failure: null },
  };
}

/**
 * The drawing oracle as a state machine: idle → drawing → revealed (items turning face up one by one,
 * then enhanced on request), back to idle with a message when a draw fails. Choosing a spread, variant
 * or situation keeps the reading on screen until the next draw.
 */
export function drawReducer(state: DrawState, event: DrawEvent): DrawState {
  const { phase } = state;
  const isCurrentDraw = "token" in event && event.token === state.drawToken;
  switch (event.type) {
    case "spreadChosen":
      return { ...state, spread: event.spread, phase: phase.name === "idle" ? { name: "idle", failure: null } : phase };
    case "variantChosen":
      return { ...state, variant: event.variant };
    case "situationChosen":
      return {
        ...state,
        situation: event.situation,
        phase: phase.name === "idle" ? { name: "idle", failure: null } : phase,
      };
    case "drawRefused":
      return phase.name === "drawing" ? state : { ...state, phase: { name: "idle", failure: event.failure } };
    case "drawStarted":
      return { ...state, drawToken: event.token, phase: { name: "drawing" } };
    case "drawAnswered":
      if (!isCurrentDraw || phase.name !== "drawing") return state;
      return {
        ...state,
        phase: { name: "revealed", draw: event.draw, turned: 0, isCelebrating: true, enhancement: NO_ENHANCEMENT },
      };
    case "drawFailed":
      if (!isCurrentDraw || phase.name !== "drawing") return state;
      return { ...state, phase: { name: "idle", failure: event.failure } };
    case "itemTurned": {
      if (phase.name !== "revealed" || phase.draw.id !== event.drawId) return state;
      const turned = event.all ? phase.draw.items.length : Math.min(phase.turned + 1, phase.draw.items.length);
      return turned === phase.turned ? state : { ...state, phase: { ...phase, turned } };
    }
    case "rewardsDismissed":
      if (phase.name !== "revealed") return state;
      return { ...state, phase: { ...phase, isCelebrating: false } };
    case "enhancementStarted":
    case "enhancementChunk":
    case "enhancementDone":
    case "enhancementFailed": {
      if (phase.name !== "revealed" || phase.draw.id !== event.castId) return state;
      const enhancement = nextEnhancement(phase.enhancement, event);
      return enhancement === phase.enhancement ? state : { ...state, phase: { ...phase, enhancement } };
    }
  }
}

/** What the page shows, read from the state. */
export function describeDraw(state: DrawState) {
  const { phase } = state;
  const draw = phase.name === "revealed" ? phase.draw : null;
  const enhancement = phase.name === "revealed" ? phase.enhancement : NO_ENHANCEMENT;
  return {
    isDrawing: phase.name === "drawing",
    failure: phase.name === "idle" ? phase.failure : null,
    draw,
    /** How many items lie face up. */
    turned: phase.name === "revealed" ? phase.turned : 0,
    /** Every item is face up: the synthesis and the actions show. */
    isFullyTurned: draw !== null && phase.name === "revealed" && phase.turned >= draw.items.length,
    /** What the draw earned, until the celebration is dismissed. */
    rewards: phase.name === "revealed" && phase.isCelebrating ? phase.draw.rewards : null,
    enhancement,
    ...describeEnhancement(enhancement),
  };
}
