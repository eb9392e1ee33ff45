import { describe, expect, it } from "vitest";
import { createFallbackReading } from "../../../shared/fallback-reading";
import type { DiceRoll } from "../../../shared/dice";
import {
  describeOracle,
  initialOracleState,
  oracleReducer,
  STARTING_DICE,
  type CastOutcome,
  type OracleEvent,
  type OracleState,
} from "./oracle-machine";

const ROLL: DiceRoll = { red: 3, white: 5, green: 2 };
const NEXT_ROLL: DiceRoll = { red: 6, white: 1, green: 4 };

function outcome(roll: DiceRoll = ROLL, castId: string | null = "cast-1"): CastOutcome {
  return {
    castId,
    reading: createFallbackReading(roll),
    roll,
    isFallback: castId === null,
    rewards: {
      karma: 10,
      achievements: [],
      quest: null,
      items: [],
      levelUp: null,
      streakFreeze: { earned: false, usedOn: [], held: 0 },
    },
    question: null,
    source: "oracle",
    fairness: null,
  };
}

const run = (events: OracleEvent[], from: OracleState = initialOracleState) => events.reduce(oracleReducer, from);

/** A Guidance reading for ROLL on screen, made by cast 1. */
const revealed = run([
  { type: "situationChosen", situation: "guidance" },
  { type: "castStarted", token: 1 },
  { type: "rollEnded", token: 1 },
  { type: "castAnswered", token: 1, outcome: outcome() },
]);

describe("the Dice Oracle's state machine", () => {
  it("starts idle, with no situation, the starting dice and nothing to show", () => {
    const view = describeOracle(initialOracleState);
    expect(initialOracleState.situation).toBeNull();
    expect(initialOracleState.dice).toEqual(STARTING_DICE);
    expect(view).toMatchObject({ isRolling: false, isCasting: false, error: null, outcome: null });
  });

  it("refuses a cast without a situation, with the message it is given", () => {
    const state = run([{ type: "castRefused", message: "Please select a situation" }]);
    expect(describeOracle(state).error).toBe("Please select a situation");
    expect(run([{ type: "castStarted", token: 1 }]).phase.name).toBe("idle");
  });

  it("goes idle → rolling → reading → revealed, showing the server's roll only at the end", () => {
    let state = run([
      { type: "situationChosen", situation: "finances" },
      { type: "castStarted", token: 1 },
    ]);
    expect(describeOracle(state)).toMatchObject({ isRolling: true, isCasting: true, isTumbling: true, outcome: null });

    state = oracleReducer(state, { type: "rollEnded", token: 1 });
    // The animation time is over but the answer is not here: the dice keep tumbling.
    expect(describeOracle(state)).toMatchObject({ isRolling: false, isCasting: true, isTumbling: true });

    state = oracleReducer(state, { type: "diceLanding", token: 1, landing: { dice: ROLL, landsAt: 2600 } });
    expect(describeOracle(state)).toMatchObject({ isTumbling: false, shownDice: ROLL, landsAt: 2600, outcome: null });

    const answer = outcome();
    state = oracleReducer(state, { type: "castAnswered", token: 1, outcome: answer });
    expect(state.dice).toEqual(ROLL);
    expect(state.lastRoll).toEqual(ROLL);
    expect(describeOracle(state)).toMatchObject({
      isCasting: false,
      isTumbling: false,
      landsAt: null,
      outcome: answer,
    });
  });

  it("an answer that comes early lands the dice while the animation still runs, and keeps the landing after it", () => {
    let state = run([
      { type: "situationChosen", situation: "guidance" },
      { type: "castStarted", token: 1 },
      { type: "diceLanding", token: 1, landing: { dice: NEXT_ROLL, landsAt: 2000 } },
    ]);
    expect(describeOracle(state)).toMatchObject({ isRolling: true, isTumbling: false, shownDice: NEXT_ROLL });
    state = oracleReducer(state, { type: "rollEnded", token: 1 });
    expect(describeOracle(state)).toMatchObject({ isRolling: false, isCasting: true, shownDice: NEXT_ROLL });
    // Before the cast, and after a situation change, the dice rest on their faces.
    expect(describeOracle(initialOracleState)).toMatchObject({ isTumbling: false, shownDice: STARTING_DICE });
  });

  it("ignores a landing for another cast, or once the reading is shown", () => {
    const second = oracleReducer(revealed, { type: "castStarted", token: 2 });
    const landing = { dice: NEXT_ROLL, landsAt: 1 };
    expect(oracleReducer(second, { type: "diceLanding", token: 1, landing })).toBe(second);
    expect(oracleReducer(revealed, { type: "diceLanding", token: 1, landing })).toBe(revealed);
  });

  it("the seeker's own dice land at once on the faces entered, with no tumble, and show as their roll", () => {
    const landing = { dice: NEXT_ROLL, landsAt: 900 };
    let state = oracleReducer(revealed, { type: "ownDiceEntered", token: 2, landing });
    expect(describeOracle(state)).toMatchObject({
      isRolling: false,
      isCasting: true,
      isTumbling: false,
      shownDice: NEXT_ROLL,
      landsAt: 900,
      outcome: null,
    });
    // A rollEnded from the oracle's timer has nothing to end here.
    expect(oracleReducer(state, { type: "rollEnded", token: 2 })).toBe(state);
    const answer = { ...outcome(NEXT_ROLL, "cast-2"), source: "physical" as const, question: "Will it rain?" };
    state = oracleReducer(state, { type: "castAnswered", token: 2, outcome: answer });
    expect(describeOracle(state).outcome).toMatchObject({ source: "physical", question: "Will it rain?" });
    expect(state.lastRoll).toEqual(NEXT_ROLL);
  });

  it("refuses the seeker's own dice without a situation, and puts back the last roll if their cast fails", () => {
    const landing = { dice: NEXT_ROLL, landsAt: 900 };
    expect(run([{ type: "ownDiceEntered", token: 1, landing }]).phase.name).toBe("idle");
    const failed = run(
      [
        { type: "ownDiceEntered", token: 2, landing },
        { type: "castFailed", token: 2, message: "You have used today's readings." },
      ],
      revealed,
    );
    expect(describeOracle(failed)).toMatchObject({ error: "You have used today's readings.", shownDice: ROLL });
  });

  it("a failed cast returns to idle with its message and puts back the last roll's faces", () => {
    const state = run(
      [
        { type: "castStarted", token: 2 },
        { type: "diceLanding", token: 2, landing: { dice: NEXT_ROLL, landsAt: 2000 } },
        { type: "rollEnded", token: 2 },
        { type: "castFailed", token: 2, message: "No reading found for this combination" },
      ],
      revealed,
    );
    expect(describeOracle(state)).toMatchObject({
      isCasting: false,
      error: "No reading found for this combination",
      outcome: null,
    });
    expect(state.dice).toEqual(ROLL);
  });

  it("a cast refused at the daily cap shows the way to the plans; other failures do not", () => {
    const capped = run(
      [
        { type: "castStarted", token: 2 },
        { type: "castFailed", token: 2, message: "You have cast all 3 of today's readings.", showsPlans: true },
      ],
      revealed,
    );
    expect(describeOracle(capped)).toMatchObject({
      error: "You have cast all 3 of today's readings.",
      errorShowsPlans: true,
    });
    const unclear = run(
      [
        { type: "castStarted", token: 2 },
        { type: "castFailed", token: 2, message: "The cosmic energies are unclear. Please try again." },
      ],
      revealed,
    );
    expect(describeOracle(unclear).errorShowsPlans).toBe(false);
    expect(describeOracle(run([{ type: "castStarted", token: 3 }], capped)).errorShowsPlans).toBe(false);
  });

  it("a new cast clears the last error and the last reading", () => {
    const failed = run([
      { type: "situationChosen", situation: "guidance" },
      { type: "castStarted", token: 1 },
      { type: "castFailed", token: 1, message: "The cosmic energies are unclear. Please try again." },
    ]);
    const view = describeOracle(oracleReducer(failed, { type: "castStarted", token: 2 }));
    expect(view).toMatchObject({ error: null, outcome: null, isRolling: true });
    expect(describeOracle(oracleReducer(revealed, { type: "castStarted", token: 2 })).outcome).toBeNull();
  });

  it("changing the situation starts over and ignores the answer of the abandoned cast", () => {
    const rolling = run([
      { type: "situationChosen", situation: "guidance" },
      { type: "castStarted", token: 1 },
      { type: "diceLanding", token: 1, landing: { dice: NEXT_ROLL, landsAt: 2000 } },
    ]);
    const changed = oracleReducer(rolling, { type: "situationChosen", situation: "relationships" });
    expect(changed).toEqual({ ...initialOracleState, situation: "relationships" });
    expect(run([{ type: "castAnswered", token: 1, outcome: outcome() }], changed)).toBe(changed);
    expect(run([{ type: "castFailed", token: 1, message: "late" }], changed)).toBe(changed);
  });

  it("ignores the answer of an earlier cast once a newer one has started", () => {
    const second = oracleReducer(revealed, { type: "castStarted", token: 2 });
    expect(oracleReducer(second, { type: "castAnswered", token: 1, outcome: outcome(NEXT_ROLL) })).toBe(second);
  });

  it("shows the fallback reading like any other, and dismisses the celebration", () => {
    const state = run([
      { type: "situationChosen", situation: "guidance" },
      { type: "castStarted", token: 1 },
      { type: "castAnswered", token: 1, outcome: outcome(NEXT_ROLL, null) },
      { type: "rewardsDismissed" },
    ]);
    expect(describeOracle(state).outcome).toMatchObject({ castId: null, isFallback: true, rewards: null });
    expect(state.dice).toEqual(NEXT_ROLL);
  });

  it("enhances the reading on screen: waiting → streaming → done", () => {
    let state = oracleReducer(revealed, { type: "enhancementStarted", castId: "cast-1" });
    expect(describeOracle(state)).toMatchObject({ isEnhancing: true, enhancement: { status: "waiting", text: "" } });

    state = run(
      [
        { type: "enhancementChunk", castId: "cast-1", text: "The stars " },
        { type: "enhancementChunk", castId: "cast-1", text: "align." },
      ],
      state,
    );
    expect(describeOracle(state).enhancement).toEqual({ status: "streaming", text: "The stars align.", error: null });

    state = oracleReducer(state, { type: "enhancementDone", castId: "cast-1", text: "The stars align. Fully." });
    expect(describeOracle(state)).toMatchObject({
      isEnhancing: false,
      hasEnhancedText: true,
      enhancement: { status: "done", text: "The stars align. Fully." },
    });
  });

  it("a failed enhancement keeps the words already shown beside its message", () => {
    const state = run(
      [
        { type: "enhancementStarted", castId: "cast-1" },
        { type: "enhancementChunk", castId: "cast-1", text: "Half a reading" },
        { type: "enhancementFailed", castId: "cast-1", message: "An unexpected error occurred" },
      ],
      revealed,
    );
    expect(describeOracle(state)).toMatchObject({
      isEnhancing: false,
      hasEnhancedText: false,
      enhancement: { status: "error", text: "Half a reading", error: "An unexpected error occurred" },
    });
    // Trying again starts from an empty page.
    expect(describeOracle(oracleReducer(state, { type: "enhancementStarted", castId: "cast-1" })).enhancement).toEqual({
      status: "waiting",
      text: "",
      error: null,
    });
  });

  it("ignores enhancement news about another cast, or after the reading has gone", () => {
    const enhancing = oracleReducer(revealed, { type: "enhancementStarted", castId: "cast-1" });
    expect(oracleReducer(enhancing, { type: "enhancementChunk", castId: "cast-0", text: "stale" })).toBe(enhancing);
    const recast = oracleReducer(enhancing, { type: "castStarted", token: 2 });
    expect(oracleReducer(recast, { type: "enhancementDone", castId: "cast-1", text: "late" })).toBe(recast);
    const done = oracleReducer(enhancing, { type: "enhancementDone", castId: "cast-1", text: "Whole." });
    expect(oracleReducer(done, { type: "enhancementChunk", castId: "cast-1", text: " more" })).toBe(done);
  });
});
