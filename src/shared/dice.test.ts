import { describe, expect, it } from "vitest";
import { drawRoll, formatDice, listAllRolls, MAX_REROLL_ATTEMPTS, parseDice, sumDice } from "./dice";

function scripted(faces: number[]) {
  let index = 0;
  return () => faces[index++ % faces.length]!;
}

describe("parseDice", () => {
  it("reads red-white-green faces", () => {
    expect(parseDice("3-1-5")).toEqual({ red: 3, white: 1, green: 5 });
  });
  it.each(["7-1-1", "0-1-1", "a-b-c", "1-2", "1-2-3-4", " 1-2-3", "1-2-3 ", "", "1--2-3", "01-2-3"])(
    "rejects %j",
    (value) => {
      expect(parseDice(value)).toBeNull();
    },
  );
  it("round-trips with formatDice for every combination", () => {
    const rolls = listAllRolls();
    expect(rolls).toHaveLength(216);
    expect(new Set(rolls.map(formatDice)).size).toBe(216);
    for (const roll of rolls) expect(parseDice(formatDice(roll))).toEqual(roll);
  });
  it("sums the three faces", () => {
    expect(sumDice({ red: 6, white: 6, green: 6 })).toBe(18);
  });
});

describe("drawRoll", () => {
  it("keeps the first roll when there is nothing to avoid", () => {
    const result = drawRoll(scripted([2, 4, 6]));
    expect(result).toEqual({ roll: { red: 2, white: 4, green: 6 }, attempts: 1, isRepeatAccepted: false });
  });
  it("redraws a roll equal to the last roll shown", () => {
    const result = drawRoll(scripted([1, 2, 3, 1, 2, 3, 4, 5, 6]), { red: 1, white: 2, green: 3 });
    expect(result.roll).toEqual({ red: 4, white: 5, green: 6 });
    expect(result.attempts).toBe(3);
    expect(result.isRepeatAccepted).toBe(false);
  });
  it(`accepts the repeat after ${MAX_REROLL_ATTEMPTS} attempts`, () => {
    let draws = 0;
    const result = drawRoll(
      () => {
        draws++;
        return 1;
      },
      { red: 1, white: 1, green: 1 },
    );
    expect(result).toEqual({
      roll: { red: 1, white: 1, green: 1 },
      attempts: MAX_REROLL_ATTEMPTS,
      isRepeatAccepted: true,
    });
    expect(draws).toBe(MAX_REROLL_ATTEMPTS * 3);
  });
});
