#!/usr/bin/env node
// Checks committed casts of Mystic Dice on their own, sharing no code with the product: it recomputes
// every cast's dice and the hash of its server seed from the revealed values, with node:crypto.
//
//   node scripts/check-fairness.mjs casts.json      (or: … < casts.json)
//
// Input: a JSON array of casts as the API answers them, or just their revealed values:
//   [{ "dice": "3-1-5" or {"red":3,"white":1,"green":5}, "avoid": "2-2-6" (optional, the previous roll),
//      "fairness": { "algorithm": "hmac-sha256-v1", "serverSeed": "…", "serverSeedHash": "…", "clientSeed": "…" } }]
//
// The algorithm, from its description (docs/decisions/016-provably-fair-dice.md):
// - serverSeedHash = SHA-256, in hex, of the server seed's 64 characters (UTF-8);
// - blocks HMAC-SHA256(key = serverSeed as UTF-8, message = "<clientSeed>:<n>") for n = 0, 1, 2, …;
// - their bytes in order; a byte b < 252 is the face (b mod 6) + 1, a byte ≥ 252 is skipped;
// - faces three at a time are a roll: red, white, green;
// - a roll equal to `avoid` is skipped and the next three faces are the next roll, for at most 100
//   rolls (the 100th is kept even if it repeats).
//
// Prints one line per mismatch and a summary; exits 0 when every cast matched, 1 on any mismatch, and 2
// when the input cannot be read.
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";

const ALGORITHM = "hmac-sha256-v1";
const MAX_ROLLS = 100;

function fail(message) {
  process.stderr.write(`check-fairness: ${message}\n`);
  process.exit(2);
}

/** "3-1-5" or {red, white, green} → "3-1-5"; anything else → null. */
function diceText(value) {
  if (typeof value === "string") return /^[1-6]-[1-6]-[1-6]$/.test(value) ? value : null;
  if (value && typeof value === "object") {
    const faces = [value.red, value.white, value.green];
    return faces.every((face) => Number.isInteger(face) && face >= 1 && face <= 6) ? faces.join("-") : null;
  }
  return null;
}

/** The rolls the two seeds give, in order: as many as a cast may need. */
function rollsFor(serverSeed, clientSeed, count) {
  const rolls = [];
  let pending = [];
  for (let block = 0; rolls.length < count; block++) {
    const bytes = createHmac("sha256", Buffer.from(serverSeed, "utf8"))
      .update(Buffer.from(`${clientSeed}:${block}`, "utf8"))
      .digest();
    for (const byte of bytes) {
      if (byte >= 252) continue;
      pending.push((byte % 6) + 1);
      if (pending.length === 3) {
        rolls.push(pending.join("-"));
        pending = [];
      }
    }
  }
  return rolls.slice(0, count);
}

/** What a cast should show: its first roll, or with `avoid` the first roll that differs from it. */
function expectedDice(serverSeed, clientSeed, avoid) {
  const rolls = rollsFor(serverSeed, clientSeed, avoid ? MAX_ROLLS : 1);
  if (!avoid) return rolls[0];
  return rolls.find((roll) => roll !== avoid) ?? rolls[MAX_ROLLS - 1];
}

/** The problems of one cast, as sentences; none when it checks out. */
function problemsOf(cast) {
  const fairness = cast?.fairness;
  if (!fairness || typeof fairness !== "object") return ["it has no revealed values (fairness)"];
  const { algorithm, serverSeed, serverSeedHash, clientSeed } = fairness;
  if (algorithm !== undefined && algorithm !== ALGORITHM) return [`unknown algorithm ${JSON.stringify(algorithm)}`];
  if (typeof serverSeed !== "string" || typeof serverSeedHash !== "string" || typeof clientSeed !== "string") {
    return ["serverSeed, serverSeedHash and clientSeed must all be text"];
  }
  const dice = diceText(cast.dice ?? cast.diceValues);
  if (!dice) return ["its dice are missing or not three faces from 1 to 6"];
  let avoid = null;
  if (cast.avoid !== undefined && cast.avoid !== null) {
    avoid = diceText(cast.avoid);
    if (!avoid) return ["its avoid is not three faces from 1 to 6"];
  }
  const problems = [];
  const hash = createHash("sha256").update(Buffer.from(serverSeed, "utf8")).digest("hex");
  if (hash !== serverSeedHash)
    problems.push(`the server seed hashes to ${hash}, not to the committed ${serverSeedHash}`);
  const expected = expectedDice(serverSeed, clientSeed, avoid);
  if (expected !== dice) problems.push(`the seeds give ${expected}${avoid ? ` (avoiding ${avoid})` : ""}, not ${dice}`);
  return problems;
}

const path = process.argv[2];
let text;
try {
  text = path && path !== "-" ? readFileSync(path, "utf8") : readFileSync(0, "utf8");
} catch (error) {
  fail(`cannot read ${path ?? "standard input"}: ${error.message}`);
}
let casts;
try {
  casts = JSON.parse(text);
} catch (error) {
  fail(`the input is not JSON: ${error.message}`);
}
if (!Array.isArray(casts)) fail("the input must be a JSON array of casts");

let mismatched = 0;
casts.forEach((cast, index) => {
  const problems = problemsOf(cast);
  if (problems.length === 0) return;
  mismatched++;
  const name = typeof cast?.id === "string" ? ` (${cast.id})` : "";
  process.stdout.write(`✗ cast ${index + 1}${name}: ${problems.join("; ")}\n`);
});
const matched = casts.length - mismatched;
process.stdout.write(`checked ${casts.length} casts: ${matched} matched, ${mismatched} did not\n`);
process.exit(mismatched === 0 ? 0 : 1);
