import { describe, expect, it } from "vitest";
import { FAIRNESS_SWING_EXAMPLE } from "../../../../content/site/fairness";
import { fromSeeds } from "../../../shared/draws/draw-fairness";
import { sha256Hex } from "../../../shared/fairness";
import { PENDULUM_ANSWERS, swingPendulum } from "../../../shared/oracles/pendulum-rule";
import { answerFairness } from "./fairness-checks";

const LABELS = { yes: "Yes", no: "No", "ask-again": "Ask again" };
const part = answerFairness(LABELS, swingPendulum);
const EMPTY = { dice: "", spread: "", items: "" };

describe("an answer's fairness check (the pendulum's swing)", () => {
  it("asks for one of the oracle's answers, and refuses anything else", () => {
    expect(part.asks).toBe("answer");
    expect(part.answers).toEqual(LABELS);
    const values = { ...FAIRNESS_SWING_EXAMPLE, ...EMPTY };
    for (const answer of PENDULUM_ANSWERS) expect(part.problem({ ...values, answer })).toBeNull();
    for (const answer of ["maybe", "", "constructor", "Yes"]) {
      expect(part.problem({ ...values, answer })).toEqual({
        path: "answer",
        message: "Choose the answer the pendulum gave",
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
