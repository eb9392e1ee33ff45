import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatDice, parseDice } from "./dice";
import {
  answerFairnessPageHref,
  checkFairness,
  facesFromSeeds,
  fairnessPageHref,
  FACE_BYTE_LIMIT,
  rollFromSeeds,
  sha256Hex,
} from "./fairness";

/** The algorithm written again from its description with node:crypto, as the judge of the WebCrypto code. */
function referenceFaces(serverSeed: string, clientSeed: string, count: number) {
  const faces: number[] = [];
  let skippedBytes = 0;
  for (let block = 0; faces.length < count; block++) {
    for (const byte of createHmac("sha256", serverSeed).update(`${clientSeed}:${block}`).digest()) {
      if (byte >= 252) skippedBytes++;
      else if (faces.length < count) faces.push((byte % 6) + 1);
    }
  }
  return { faces, skippedBytes };
}

const randomSeed = () => randomBytes(32).toString("hex");
const roll = (dice: string) => parseDice(dice)!;

// Computed once outside this code base (openssl dgst -sha256 / -hmac, and Python's hmac module).
const KNOWN = {
  serverSeed: "3f1c0e7ab2d94c5e8f6a7b1c2d3e4f5061728394a5b6c7d8e9f0011223344556",
  serverSeedHash: "125ba00637d21f0fef60a31f28c931cb6d1a9f857dad1d630862bc92a5fc44ff",
  clientSeed: "mystic-client-seed",
  firstFaces: [3, 4, 4, 2, 4, 3, 3, 6, 2, 1, 5, 3],
};

describe("sha256Hex", () => {
  it("is SHA-256 of the text's UTF-8 bytes in lowercase hex", async () => {
    expect(await sha256Hex(KNOWN.serverSeed)).toBe(KNOWN.serverSeedHash);
    for (const text of ["", "abc", "étoile ✨", randomSeed()]) {
      expect(await sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    }
  });
});

describe("facesFromSeeds", () => {
  it("gives the known vector's faces", async () => {
    expect(await facesFromSeeds(KNOWN.serverSeed, KNOWN.clientSeed, 12)).toEqual(KNOWN.firstFaces);
  });

  it("reads every block's bytes in order and skips bytes from 252 up, as node:crypto computes it", async () => {
    let sawSkippedByte = false;
    for (let run = 0; run < 40; run++) {
      const serverSeed = randomSeed();
      const clientSeed = randomBytes(12).toString("base64");
      // 300 faces cross about ten HMAC blocks.
      const reference = referenceFaces(serverSeed, clientSeed, 300);
      sawSkippedByte ||= reference.skippedBytes > 0;
      expect(await facesFromSeeds(serverSeed, clientSeed, 300)).toEqual(reference.faces);
    }
    expect(sawSkippedByte).toBe(true);
    expect(FACE_BYTE_LIMIT).toBe(252);
  });

  it("gives nothing for a count of zero", async () => {
    expect(await facesFromSeeds(KNOWN.serverSeed, KNOWN.clientSeed, 0)).toEqual([]);
  });
});

describe("rollFromSeeds", () => {
  it("takes the first three faces as red, white and green", async () => {
    const draw = await rollFromSeeds(KNOWN.serverSeed, KNOWN.clientSeed);
    expect(draw).toEqual({ roll: roll("3-4-4"), attempts: 1, isRepeatAccepted: false });
    expect(await rollFromSeeds(KNOWN.serverSeed, KNOWN.clientSeed, roll("1-1-1"))).toMatchObject({
      roll: roll("3-4-4"),
    });
  });

  it("skips a roll equal to avoid: the next three faces are the next roll", async () => {
    const draw = await rollFromSeeds(KNOWN.serverSeed, KNOWN.clientSeed, roll("3-4-4"));
    expect(draw).toEqual({ roll: roll("2-4-3"), attempts: 2, isRepeatAccepted: false });
  });

  it("matches the reference for random seeds, with and without a roll to avoid", async () => {
    for (let run = 0; run < 30; run++) {
      const serverSeed = randomSeed();
      const clientSeed = `seed-${run}`;
      const { faces } = referenceFaces(serverSeed, clientSeed, 6);
      const first = faces.slice(0, 3).join("-");
      const second = faces.slice(3, 6).join("-");
      expect(formatDice((await rollFromSeeds(serverSeed, clientSeed)).roll)).toBe(first);
      const avoided = await rollFromSeeds(serverSeed, clientSeed, roll(first));
      if (second !== first) expect(formatDice(avoided.roll)).toBe(second);
      else expect(formatDice(avoided.roll)).not.toBe(first);
    }
  });
});

describe("checkFairness", () => {
  const known = { ...KNOWN, dice: roll("3-4-4") };

  it("accepts the first roll with the committed hash", async () => {
    expect(await checkFairness(known)).toEqual({
      computedHash: KNOWN.serverSeedHash,
      hashMatches: true,
      firstRoll: roll("3-4-4"),
      diceMatch: { kind: "first" },
    });
  });

  it("accepts the first roll after a skipped repeat, and says which roll was skipped", async () => {
    const check = await checkFairness({ ...known, dice: roll("2-4-3") });
    expect(check.hashMatches).toBe(true);
    expect(check.diceMatch).toEqual({ kind: "after-repeat", skipped: roll("3-4-4"), attempt: 2 });
  });

  it("refuses other dice, a later roll, a wrong hash, and another seed", async () => {
    expect((await checkFairness({ ...known, dice: roll("3-4-5") })).diceMatch).toEqual({ kind: "none" });
    // The third roll (3-6-2) could never be shown: the second already differs from the first.
    expect((await checkFairness({ ...known, dice: roll("3-6-2") })).diceMatch).toEqual({ kind: "none" });
    const wrongHash = await checkFairness({ ...known, serverSeedHash: "0".repeat(64) });
    expect(wrongHash).toMatchObject({ hashMatches: false, computedHash: KNOWN.serverSeedHash });
    expect(wrongHash.diceMatch).toEqual({ kind: "first" });
    const otherClient = await checkFairness({ ...known, clientSeed: "another-seed" });
    expect(otherClient.hashMatches).toBe(true);
    expect(formatDice(otherClient.firstRoll)).toBe(referenceFaces(KNOWN.serverSeed, "another-seed", 3).faces.join("-"));
  });
});

describe("fairnessPageHref", () => {
  it("carries the revealed values and the dice in the query string", () => {
    const href = fairnessPageHref({
      dice: roll("3-1-5"),
      fairness: { serverSeed: KNOWN.serverSeed, serverSeedHash: KNOWN.serverSeedHash, clientSeed: "a b&c=d?#é" },
    });
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe("/fairness");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      serverSeed: KNOWN.serverSeed,
      serverSeedHash: KNOWN.serverSeedHash,
      clientSeed: "a b&c=d?#é",
      dice: "3-1-5",
    });
  });

  it("is the page alone for a cast without revealed values", () => {
    expect(fairnessPageHref({ dice: roll("3-1-5"), fairness: null })).toBe("/fairness");
  });
});

describe("answerFairnessPageHref", () => {
  it("carries the revealed values, the oracle and its answer in the query string", () => {
    const fairness = { serverSeed: KNOWN.serverSeed, serverSeedHash: KNOWN.serverSeedHash, clientSeed: "a b&c=d?#é" };
    const url = new URL(
      answerFairnessPageHref({ tool: "pendulum", answer: "ask-again", fairness }),
      "http://localhost",
    );
    expect(url.pathname).toBe("/fairness");
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...fairness, tool: "pendulum", answer: "ask-again" });
  });

  it("is the page alone for a swing without revealed values", () => {
    expect(answerFairnessPageHref({ tool: "pendulum", answer: "yes", fairness: null })).toBe("/fairness");
  });
});
