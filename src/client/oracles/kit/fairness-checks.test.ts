import { describe, expect, it } from "vitest";
import { fairnessContent, FAIRNESS_LINES_EXAMPLE, FAIRNESS_SWING_EXAMPLE } from "../../../../content/site/fairness";
import { fromSeeds } from "../../../shared/draws/draw-fairness";
import { sha256Hex } from "../../../shared/fairness";
import { castLines, type CastMethod } from "../../../shared/iching/cast-rule";
import { PENDULUM_ANSWERS, swingPendulum } from "../../../shared/oracles/pendulum-rule";
import { answerFairness, linesFairness } from "./fairness-checks";

const LABELS = { yes: "Yes", no: "No", "ask-again": "Ask again" };
const part = answerFairness(LABELS, swingPendulum);
const EMPTY = { dice: "", spread: "", items: "", method: "", lines: "" };

describe("an answer's fairness check (the pendulum's swing)", () => {
  it("asks for one of the oracle's answers, and refuses anything else", () => {
    expect(part.asks).toBe("answer");
    expect(part.answers).toEqual(LABELS);
    const values = { ...FAIRNESS_SWING_EXAMPLE, ...EMPTY };
    for (const answer of PENDULUM_ANSWERS) expect(part.problem({ ...values, answer })).toBeNull();
    for (const answer of ["maybe", "", "constructor", "Yes"]) {
      expect(part.problem({ ...values, answer })).toEqual({
        path: "answer",
        message: fairnessContent.checker.fields.answer.error,
      });
    }
  });

  it("checks the worked example: its seal, and the answer its seeds swing", async () => {
    const outcome = await part.check({ ...FAIRNESS_SWING_EXAMPLE, ...EMPTY });
    expect(outcome).toEqual({
      kind: "answer",
      labels: LABELS,
      entered: "ask-again",
      check: {
        computedHash: FAIRNESS_SWING_EXAMPLE.serverSeedHash,
        hashMatches: true,
        expected: "ask-again",
        answerMatches: true,
      },
    });
  });

  it("finds a different answer or a server seed that is not the sealed one", async () => {
    const serverSeed = await sha256Hex("a pendulum seed");
    const clientSeed = "the seeker's seed";
    const expected = await fromSeeds(serverSeed, clientSeed, swingPendulum);
    const other = PENDULUM_ANSWERS.find((answer) => answer !== expected)!;
    const values = { serverSeed, serverSeedHash: await sha256Hex(serverSeed), clientSeed, ...EMPTY };
    const right = await part.check({ ...values, answer: expected });
    expect(right.kind === "answer" && right.check).toMatchObject({ hashMatches: true, answerMatches: true });
    const wrong = await part.check({ ...values, answer: other });
    expect(wrong.kind === "answer" && wrong.check).toMatchObject({ hashMatches: true, answerMatches: false, expected });
    const unsealed = await part.check({ ...values, serverSeedHash: "f".repeat(64), answer: expected });
    expect(unsealed.kind === "answer" && unsealed.check).toMatchObject({ hashMatches: false, answerMatches: true });
  });
});

describe("a cast of lines' fairness check (the I Ching)", () => {
  const METHODS = { coins: "Three coins", yarrow: "Yarrow stalks" };
  const lines = linesFairness(METHODS, (method, nextByte) => castLines(method as CastMethod, nextByte));
  const values = { ...FAIRNESS_LINES_EXAMPLE, ...EMPTY, answer: "", method: "coins", lines: "8-8-8-6-7-8" };

  it("asks for a way of casting and six values from 6 to 9, and refuses anything else", () => {
    expect(lines.asks).toBe("lines");
    expect(lines.problem(values)).toBeNull();
    expect(lines.problem({ ...values, method: "physical" })).toMatchObject({ path: "method" });
    for (const bad of ["8-8-8-6-7", "8-8-8-6-7-5", "8,8,8,6,7,8", "88 8 6 7 8"])
      expect(lines.problem({ ...values, lines: bad })).toMatchObject({ path: "lines" });
  });

  it("checks the worked example, and finds lines the seeds do not cast by that method", async () => {
    const outcome = await lines.check(values);
    expect(outcome).toEqual({
      kind: "lines",
      method: "Three coins",
      entered: "8-8-8-6-7-8",
      check: {
        computedHash: FAIRNESS_LINES_EXAMPLE.serverSeedHash,
        hashMatches: true,
        expected: "8-8-8-6-7-8",
        linesMatch: true,
      },
    });
    const byStalks = await lines.check({ ...values, method: "yarrow" });
    expect(byStalks.kind === "lines" && byStalks.check).toMatchObject({ hashMatches: true, linesMatch: false });
    const expected = byStalks.kind === "lines" ? byStalks.check.expected : "";
    const again = await fromSeeds(values.serverSeed, values.clientSeed, (next) => castLines("yarrow", next));
    expect(expected).toBe(again.join("-"));
  });
});
