import { drawRoll, formatDice, MAX_REROLL_ATTEMPTS, type DiceRoll, type DrawResult } from "./dice";

/**
 * "Provably fair" dice: the server commits to a secret seed (publishing its SHA-256) before the
 * seeker's browser picks its own seed; the faces then follow from both, so neither side can steer them,
 * and anyone can recompute them once the server seed is revealed with the cast
 * (docs/decisions/016-provably-fair-dice.md).
 *
 * Algorithm "hmac-sha256-v1": blocks HMAC-SHA256(key = serverSeed as UTF-8, message = "<clientSeed>:<n>")
 * for n = 0, 1, 2, …; their bytes are read in order; a byte b < 252 gives the face (b mod 6) + 1 and a
 * byte ≥ 252 is skipped; accepted faces are taken three at a time as red, white, green. A roll equal to
 * the roll to avoid is skipped and the next three faces are the next roll, up to MAX_REROLL_ATTEMPTS.
 *
 * Everything here is pure and runs on WebCrypto (`globalThis.crypto.subtle`): the server rolls with it
 * and the /fairness page checks with it, in the browser.
 */
export const FAIRNESS_ALGORITHM = "hmac-sha256-v1" as const;
/** A commitment can be used once, within this time of being made. */
export const COMMITMENT_TTL_MS = 10 * 60 * 1000;
/** A server seed: 32 random bytes written as 64 lowercase hex characters; its hash is the same shape. */
export const HEX_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** A client seed: 1 to 64 printable ASCII characters (the browser makes one with crypto.getRandomValues). */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;
/**
 * Bytes from this value up are skipped: 252 = 6 × 42, so each face comes from exactly 42 of the 252
 * accepted byte values and none is more likely than another (no modulo bias).
 */
export const FACE_BYTE_LIMIT = 252;

/** The three values a committed cast reveals, enough to recompute its dice. */
export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex characters. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** The HMAC key of a server seed: its UTF-8 bytes. */
export function seedKey(serverSeed: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey(
    "raw",
    encoder.encode(serverSeed),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

/** Block n of the byte stream: HMAC-SHA256(key = serverSeed, message = "<clientSeed>:<n>"), 32 bytes. */
export async function hmacBlock(key: CryptoKey, clientSeed: string, block: number): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.sign("HMAC", key, encoder.encode(`${clientSeed}:${block}`)));
}

/** The faces the seeds give, in order, without end (each HMAC block is computed when it is needed). */
async function* faceStream(serverSeed: string, clientSeed: string): AsyncGenerator<number, never> {
  const key = await seedKey(serverSeed);
  for (let block = 0; ; block++) {
    for (const byte of await hmacBlock(key, clientSeed, block)) if (byte < FACE_BYTE_LIMIT) yield (byte % 6) + 1;
  }
}

/** The first `count` faces the seeds give. */
export async function facesFromSeeds(serverSeed: string, clientSeed: string, count: number): Promise<number[]> {
  const faces: number[] = [];
  if (count <= 0) return faces;
  for await (const face of faceStream(serverSeed, clientSeed)) {
    faces.push(face);
    if (faces.length === count) break;
  }
  return faces;
}

/**
 * The roll the seeds give: their first three faces, or, when that roll equals `avoid`, the next roll
 * that does not (the same rule as every cast, `drawRoll`: at most MAX_REROLL_ATTEMPTS rolls).
 */
export async function rollFromSeeds(
  serverSeed: string,
  clientSeed: string,
  avoid?: DiceRoll | null,
): Promise<DrawResult> {
  const faces = await facesFromSeeds(serverSeed, clientSeed, (avoid ? MAX_REROLL_ATTEMPTS : 1) * 3);
  let next = 0;
  return drawRoll(() => faces[next++]!, avoid);
}

/** How a cast's dice follow from its seeds, or that they do not. */
type DiceMatch =
  /** The dice are the seeds' first roll. */
  | { kind: "first" }
  /**
   * The seeds' first roll was `skipped` (it repeated the seeker's previous roll), and the dice are the
   * first roll after the run of `skipped`: roll number `attempt`.
   */
  | { kind: "after-repeat"; skipped: DiceRoll; attempt: number }
  | { kind: "none" };

export interface FairnessCheck {
  /** SHA-256 of the server seed, as computed here. */
  computedHash: string;
  hashMatches: boolean;
  /** The seeds' first roll. */
  firstRoll: DiceRoll;
  diceMatch: DiceMatch;
}

/**
 * Checks a cast's revealed values: does the server seed hash to the committed hash, and are the dice
 * the seeds' roll? The checker cannot know the seeker's previous roll (the roll to avoid), so it accepts
 * the first roll, or, when the first roll was a repeat of the previous one and was skipped, the first
 * roll after the run of that repeated roll.
 */
export async function checkFairness(values: RevealedSeeds & { dice: DiceRoll }): Promise<FairnessCheck> {
  const computedHash = await sha256Hex(values.serverSeed);
  const faces = await facesFromSeeds(values.serverSeed, values.clientSeed, MAX_REROLL_ATTEMPTS * 3);
  const rolls: DiceRoll[] = [];
  for (let index = 0; index + 2 < faces.length; index += 3) {
    rolls.push({ red: faces[index]!, white: faces[index + 1]!, green: faces[index + 2]! });
  }
  const firstRoll = rolls[0]!;
  const wanted = formatDice(values.dice);
  let diceMatch: DiceMatch = { kind: "none" };
  if (formatDice(firstRoll) === wanted) {
    diceMatch = { kind: "first" };
  } else {
    const afterRun = rolls.findIndex((roll) => formatDice(roll) !== formatDice(firstRoll));
    if (afterRun > 0 && formatDice(rolls[afterRun]!) === wanted) {
      diceMatch = { kind: "after-repeat", skipped: firstRoll, attempt: afterRun + 1 };
    }
  }
  return { computedHash, hashMatches: computedHash === values.serverSeedHash, firstRoll, diceMatch };
}

/**
 * The /fairness page's address, filled in with a cast's revealed values and dice (`dice=r-w-g`), so that
 * the page checks that cast; a cast without revealed values links to the page alone.
 */
export function fairnessPageHref({ dice, fairness }: { dice: DiceRoll; fairness: RevealedSeeds | null }): string {
  if (!fairness) return "/fairness";
  const query = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    dice: formatDice(dice),
  });
  return `/fairness?${query.toString()}`;
}

/**
 * The /fairness page's address, filled in with the revealed values of a reading that answers in one word
 * (the pendulum's `yes`, `no` or `ask-again`) and its oracle, so that the page checks that swing; a reading
 * without revealed values links to the page alone.
 */
export function answerFairnessPageHref({
  tool,
  answer,
  fairness,
}: {
  tool: string;
  answer: string;
  fairness: RevealedSeeds | null;
}): string {
  if (!fairness) return "/fairness";
  const query = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    tool,
    answer,
  });
  return `/fairness?${query.toString()}`;
}

/**
 * The /fairness page's address, filled in with a cast of the I Ching's revealed values, its method (coins
 * or yarrow) and its six lines (`lines=7-8-9-6-7-7`, bottom first), so that the page checks that cast.
 */
export function linesFairnessPageHref({
  method,
  lines,
  fairness,
}: {
  method: string;
  lines: readonly number[];
  fairness: RevealedSeeds | null;
}): string {
  if (!fairness) return "/fairness";
  const query = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    tool: "iching",
    method,
    lines: lines.join("-"),
  });
  return `/fairness?${query.toString()}`;
}
