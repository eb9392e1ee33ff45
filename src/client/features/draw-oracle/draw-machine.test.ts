import { describe, expect, it } from "vitest";
import type { DrawResult } from "../../../shared/api/draws";
import { spreadPositions } from "../../../shared/draws/spreads";
import { describeDraw, drawReducer, initialDrawState, type DrawEvent, type DrawState } from "./draw-machine";

function fakeDraw(id: string, size: number): DrawResult {
  const positions = spreadPositions("celtic-cross").slice(0, size);
  return {
    id,
    tool: "tarot",
    spread: "celtic-cross",
    spreadName: "Celtic Cross",
    situation: "guidance",
    question: null,
    items: positions.map((position, index) => ({
      index,
      key: `card-${index}`,
      name: `Card ${index}`,
      position,
      positionLabel: position,
      reversed: index % 2 === 1,
      keywords: [],
      inPosition: `As the ${position}, Card ${index}.`,
      meaning: `Meaning ${index}`,
    })),
    synthesis: "As a whole.",
    enhancedText: null,
    enhancedBy: null,
    source: "oracle",
    fairness: null,
    shareUrl: null,
    createdAt: new Date(0).toISOString(),
    rewards: {
      karma: 5,
      achievements: [],
      items: [],
      quest: null,
      levelUp: null,
      streakFreeze: { earned: false, usedOn: [], held: 0 },
    },
  } as DrawResult;
}

const run = (state: DrawState, ...events: DrawEvent[]) => events.reduce(drawReducer, state);
const chosen = run(initialDrawState("one-card"), { type: "situationChosen", situation: "guidance" });

describe("drawReducer", () => {
  it("starts idle on the oracle's first spread, with the first three-card variant and no situation", () => {
    const state = initialDrawState("single");
    expect(state.spread).toBe("single");
    expect(state.variant).toBe("past-present-future");
    expect(describeDraw(state)).toMatchObject({ isDrawing: false, failure: null, draw: null });
  });

  it("draws, then turns the items over one by one until every one is face up", () => {
    const draw = fakeDraw("d1", 3);
    let state = run(chosen, { type: "drawStarted", token: 1 });
    expect(describeDraw(state).isDrawing).toBe(true);
    state = run(state, { type: "drawAnswered", token: 1, draw });
    expect(describeDraw(state)).toMatchObject({ draw, turned: 0, isFullyTurned: false, rewards: draw.rewards });
    for (let turned = 1; turned <= draw.items.length; turned++) {
      state = run(state, { type: "itemTurned", drawId: "d1" });
      expect(describeDraw(state).turned).toBe(turned);
    }
    expect(describeDraw(state).isFullyTurned).toBe(true);
    expect(run(state, { type: "itemTurned", drawId: "d1" })).toBe(state);
  });

  it("turns every item at once when asked (reduced motion), and ignores turns for another draw", () => {
    const draw = fakeDraw("d2", 10);
    const revealed = run(chosen, { type: "drawStarted", token: 4 }, { type: "drawAnswered", token: 4, draw });
    expect(run(revealed, { type: "itemTurned", drawId: "other" })).toBe(revealed);
    expect(describeDraw(run(revealed, { type: "itemTurned", drawId: "d2", all: true })).turned).toBe(draw.items.length);
  });

  it("ignores the answer or failure of a draw that is no longer the current one", () => {
    const state = run(chosen, { type: "drawStarted", token: 1 }, { type: "drawStarted", token: 2 });
    expect(run(state, { type: "drawAnswered", token: 1, draw: fakeDraw("old", 1) })).toBe(state);
    expect(run(state, { type: "drawFailed", token: 1, failure: { message: "x", showsPlans: false } })).toBe(state);
  });

  it("goes back to idle with the failure's message, and a new choice clears it", () => {
    const failure = { message: "The Celtic Cross opens with a paid plan.", showsPlans: true };
    const failed = run(chosen, { type: "drawStarted", token: 1 }, { type: "drawFailed", token: 1, failure });
    expect(describeDraw(failed).failure).toEqual(failure);
    expect(describeDraw(run(failed, { type: "spreadChosen", spread: "three-card" })).failure).toBeNull();
    expect(describeDraw(run(chosen, { type: "drawRefused", failure })).failure).toEqual(failure);
  });

  it("keeps the reading on screen when the spread or situation changes, and dismisses the celebration", () => {
    const draw = fakeDraw("d3", 1);
    const revealed = run(chosen, { type: "drawStarted", token: 1 }, { type: "drawAnswered", token: 1, draw });
    const changed = run(
      revealed,
      { type: "spreadChosen", spread: "three-card" },
      { type: "variantChosen", variant: "situation-action-outcome" },
    );
    expect(changed.spread).toBe("three-card");
    expect(changed.variant).toBe("situation-action-outcome");
    expect(describeDraw(changed).draw).toBe(draw);
    expect(describeDraw(run(changed, { type: "rewardsDismissed" })).rewards).toBeNull();
  });

  it("streams the enhancement of the draw on screen only", () => {
    const draw = fakeDraw("d4", 1);
    let state = run(chosen, { type: "drawStarted", token: 1 }, { type: "drawAnswered", token: 1, draw });
    expect(run(state, { type: "enhancementStarted", castId: "other" })).toBe(state);
    state = run(
      state,
      { type: "enhancementStarted", castId: "d4" },
      { type: "enhancementChunk", castId: "d4", text: "The cards " },
    );
    expect(describeDraw(state)).toMatchObject({ isEnhancing: true, hasEnhancedText: false });
    state = run(state, { type: "enhancementDone", castId: "d4", text: "The cards speak." });
    expect(describeDraw(state)).toMatchObject({ isEnhancing: false, hasEnhancedText: true });
    expect(describeDraw(state).enhancement.text).toBe("The cards speak.");
  });
});
