import { describe, expect, it } from "vitest";
import {
  auraOf,
  balancesOf,
  bandOf,
  CHAKRA_CENTRES,
  CHAKRA_ITEMS,
  centreBalance,
  isCompleteAnswers,
  lowestCentres,
  scoreCheckIn,
  type ChakraAnswers,
  type ChakraBalances,
  type ChakraCentre,
} from "./check-in";

/** Every statement answered `value` (a reversed one then counts as 6 − value). */
const allAnswered = (value: number): ChakraAnswers => Object.fromEntries(CHAKRA_ITEMS.map((item) => [item.id, value]));

/** Answers that put each centre at a chosen balance: its plain statements `plain`, its reversed one `reversed`. */
function answersFor(byCentre: Partial<Record<ChakraCentre, [plain: number, reversed: number]>>): ChakraAnswers {
  return Object.fromEntries(
    CHAKRA_ITEMS.map((item) => {
      const [plain, reversed] = byCentre[item.centre] ?? [3, 3];
      return [item.id, item.reversed ? reversed : plain];
    }),
  );
}

const balances = (values: number[]): ChakraBalances =>
  Object.fromEntries(CHAKRA_CENTRES.map((centre, index) => [centre, values[index]])) as ChakraBalances;

describe("the check-in's scoring rule", () => {
  it("asks 7 centres 4 statements each, the last of each scored reversed", () => {
    expect(CHAKRA_ITEMS).toHaveLength(28);
    expect(new Set(CHAKRA_ITEMS.map((item) => item.id)).size).toBe(28);
    for (const centre of CHAKRA_CENTRES) {
      const items = CHAKRA_ITEMS.filter((item) => item.centre === centre);
      expect(items.map((item) => item.reversed)).toEqual([false, false, false, true]);
    }
  });

  it("puts a centre's mean answer on 0–100, with the reversed statement turned round", () => {
    // Plain 5, 5, 5 and reversed 1 (→ 5): the top of the scale.
    expect(centreBalance("heart", answersFor({ heart: [5, 1] }))).toBe(100);
    expect(centreBalance("heart", answersFor({ heart: [1, 5] }))).toBe(0);
    // Plain 4, 4, 4 and reversed 4 (→ 2): mean 3.5 → (3.5 − 1) / 4 = 62.5 → 63.
    expect(centreBalance("heart", answersFor({ heart: [4, 4] }))).toBe(63);
    // Every answer 3 is the middle of the scale, reversed or not.
    expect(balancesOf(allAnswered(3))).toEqual(balances([50, 50, 50, 50, 50, 50, 50]));
  });

  it("reads a balance as low under 40, middle to 69 and high from 70", () => {
    expect([0, 39, 40, 69, 70, 100].map(bandOf)).toEqual(["low", "low", "middle", "middle", "high", "high"]);
  });

  it("gives an even aura when no centre stands more than 15 above another, else the two highest centres' blend", () => {
    expect(auraOf(balances([50, 50, 50, 50, 50, 50, 50]))).toEqual({ kind: "even" });
    expect(auraOf(balances([40, 55, 50, 45, 50, 50, 42]))).toEqual({ kind: "even" });
    expect(auraOf(balances([40, 56, 50, 45, 50, 50, 42]))).toEqual({
      kind: "blend",
      primary: "sacral",
      secondary: "solar-plexus",
    });
    expect(auraOf(balances([10, 20, 30, 90, 20, 80, 60]))).toEqual({
      kind: "blend",
      primary: "heart",
      secondary: "third-eye",
    });
  });

  it("names the two lowest centres, lowest first, ties going to the lower centre", () => {
    expect(lowestCentres(balances([70, 20, 90, 10, 50, 60, 80]))).toEqual(["heart", "sacral"]);
    expect(lowestCentres(balances([50, 50, 50, 50, 50, 50, 50]))).toEqual(["root", "sacral"]);
    expect(lowestCentres(balances([90, 30, 90, 90, 30, 30, 90]))).toEqual(["sacral", "throat"]);
  });

  it("scores a whole check-in the same way every time", () => {
    const answers = answersFor({ root: [1, 5], heart: [5, 1], crown: [4, 2] });
    const score = scoreCheckIn(answers);
    expect(score).toEqual({
      balances: balances([0, 50, 50, 100, 50, 50, 75]),
      aura: { kind: "blend", primary: "heart", secondary: "crown" },
      lowest: ["root", "sacral"],
    });
    expect(scoreCheckIn({ ...answers })).toEqual(score);
  });

  it("holds answers complete only when every statement has a whole answer from 1 to 5", () => {
    expect(isCompleteAnswers(allAnswered(1))).toBe(true);
    const { ["crown-4"]: _left, ...missing } = allAnswered(2);
    expect(isCompleteAnswers(missing)).toBe(false);
    expect(isCompleteAnswers({ ...allAnswered(2), "root-1": 6 })).toBe(false);
    expect(isCompleteAnswers({ ...allAnswered(2), "root-1": 2.5 })).toBe(false);
  });
});
