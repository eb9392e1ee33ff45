import type { Dispatch } from "react";
import type { CastRequest, CastResult } from "../../../shared/api/casts";
import { CAST_ANIMATION_MS, formatDice, type DiceRoll } from "../../../shared/dice";
import type { Situation } from "../../../shared/situations";
import type { Seal } from "../../oracles/kit/run-reading";
import { describeCastFailure } from "./cast-dice";
import { SHORTEST_SETTLE_MS } from "./dice-motion";
import type { CastOutcome, OracleEvent } from "./oracle-machine";

/** How long the seeker's own dice take to turn onto the faces they entered. */
const OWN_DICE_LANDING_MS = 900;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What a cast needs from the page: where to report, how to send, and what it knows. */
export interface CastContext {
  token: number;
  situation: Situation;
  /** The last roll shown: the oracle will not repeat it. */
  lastRoll: DiceRoll | null;
  question: string | undefined;
  dispatch: Dispatch<OracleEvent>;
  /** Sends the cast through the kit's runner (`sendCast`), sealed by `seal` when given. */
  send(request: CastRequest, seal?: Seal<CastRequest>): Promise<CastResult>;
  /**
   * The commitment and client seed a cast by the oracle rolls from (`isRenewed`: a new commitment, the
   * last one having been refused), or null to cast without one.
   */
  seal: Seal<CastRequest>;
  /** Ends the cast's animation time (the page clears it when the situation changes). */
  setRollTimer(timer: ReturnType<typeof setTimeout>): void;
}

/**
 * The oracle's cast: the dice tumble for CAST_ANIMATION_MS while the server rolls from its commitment and
 * the browser's seed, then land on its faces.
 */
export async function castOracleDice(context: CastContext): Promise<void> {
  const { token, situation, lastRoll, question, dispatch } = context;
  const landsNoEarlierThan = performance.now() + CAST_ANIMATION_MS;
  dispatch({ type: "castStarted", token });
  context.setRollTimer(setTimeout(() => dispatch({ type: "rollEnded", token }), CAST_ANIMATION_MS));
  const request: CastRequest = {
    situation,
    ...(lastRoll ? { avoid: formatDice(lastRoll) } : {}),
    ...(question ? { question } : {}),
  };
  await answer(context, landsNoEarlierThan, null, () => context.send(request, context.seal));
}

/** The seeker's own dice: no tumble; they turn onto the faces entered while the reading is fetched. */
export async function castOwnDice(context: CastContext, dice: DiceRoll): Promise<void> {
  const { token, situation, question, dispatch } = context;
  const landsAt = performance.now() + OWN_DICE_LANDING_MS;
  dispatch({ type: "ownDiceEntered", token, landing: { dice, landsAt } });
  await answer(context, landsAt, dice, () =>
    context.send({ situation, dice: formatDice(dice), source: "physical", ...(question ? { question } : {}) }),
  );
}

/**
 * Sends the cast and shows its answer: the dice land on its faces no earlier than `landsNoEarlierThan`
 * (the end of the animation), and the reading appears as they come to rest. A failure shows its message
 * when the animation would have ended; a database failure shows the built-in reading.
 */
async function answer(
  context: CastContext,
  landsNoEarlierThan: number,
  ownDice: DiceRoll | null,
  send: () => Promise<CastResult>,
): Promise<void> {
  const { token, dispatch, question, lastRoll } = context;
  let outcome: CastOutcome;
  try {
    const cast = await send();
    outcome = {
      castId: cast.id,
      reading: cast.reading,
      roll: cast.dice,
      isFallback: false,
      rewards: cast.rewards,
      question: cast.question,
      source: cast.source,
      fairness: cast.fairness,
    };
  } catch (failure) {
    const described = describeCastFailure(failure, lastRoll, ownDice);
    if (described.kind !== "fallback") {
      await delay(landsNoEarlierThan - performance.now());
      dispatch({
        type: "castFailed",
        token,
        message: described.message,
        showsPlans: described.showsPlans,
        needsHelp: described.needsHelp,
      });
      return;
    }
    outcome = {
      castId: null,
      reading: described.reading,
      roll: described.roll,
      isFallback: true,
      rewards: null,
      question: question ?? null,
      source: ownDice ? "physical" : "oracle",
      fairness: null,
    };
  }
  const landsAt = Math.max(landsNoEarlierThan, performance.now() + SHORTEST_SETTLE_MS);
  dispatch({ type: "diceLanding", token, landing: { dice: outcome.roll, landsAt } });
  await delay(landsAt - performance.now());
  dispatch({ type: "castAnswered", token, outcome });
}
