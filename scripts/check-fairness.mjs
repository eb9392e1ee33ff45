#!/usr/bin/env node
// Checks committed casts and draws of Mystic Dice on their own, sharing no code with the product: it
// recomputes every cast's dice, every tarot or rune draw's items, and the hash of each server seed from the
// revealed values, with node:crypto.
//
//   node scripts/check-fairness.mjs readings.json      (or: … < readings.json)
//
// Input: a JSON array of casts and draws (in any mix) as the API answers them, or just these fields:
//   a cast (no "tool", or "tool": "dice"):
//     { "id": "…" (optional), "dice": "3-1-5" or {"red":3,"white":1,"green":5},
//       "avoid": "2-2-6" (optional, the previous roll), "fairness": FAIRNESS }
//   a draw ("tool": "tarot" or "runes"):
//     { "id": "…" (optional), "tool": "tarot", "spread": "celtic-cross",
//       "items": [{ "index": 38, "reversed": true }, …] in the spread's order (other fields, such as the
//                 API's key, name and meaning, are ignored), or the same as text: "38r,49r,24r",
//       "fairness": FAIRNESS plus, optionally, "deckSize": 78 (checked against the deck when present) }
//   FAIRNESS = { "algorithm": "hmac-sha256-v1" (optional), "serverSeed": "…", "serverSeedHash": "…",
//                "clientSeed": "…" }
//
// The dice's algorithm, from its description (docs/decisions/016-provably-fair-dice.md):
// - serverSeedHash = SHA-256, in hex, of the server seed's 64 characters (UTF-8);
// - blocks HMAC-SHA256(key = serverSeed as UTF-8, message = "<clientSeed>:<n>") for n = 0, 1, 2, …;
// - their bytes in order; a byte b < 252 is the face (b mod 6) + 1, a byte ≥ 252 is skipped;
// - faces three at a time are a roll: red, white, green;
// - a roll equal to `avoid` is skipped and the next three faces are the next roll, for at most 100
//   rolls (the 100th is kept even if it repeats).
//
// The draws' algorithm, on the same bytes (the same blocks, read in order from block 0):
// - a number in [0, m) takes the next byte b: b mod m when b < 256 − (256 mod m), else b is skipped;
// - the deck 0…N−1 in canonical order (tarot: N = 78, the 22 Major Arcana then Wands, Cups, Swords,
//   Pentacles, each Ace…Ten, Page, Knight, Queen, King; runes: N = 24, the Elder Futhark in the Kylver
//   stone's order) is shuffled by Fisher–Yates: for i from N−1 down to 1, j = a number in [0, i+1),
//   swap places i and j;
// - the spread is the first k items (tarot: one-card 1, three-card 3, celtic-cross 10; runes: single 1,
//   three-norns 3, five-rune-cross 5);
// - then one byte per drawn item, in order: odd = reversed; the nine runes that look the same upside
//   down (gebo, hagalaz, naudhiz, isa, jera, eihwaz, sowilo, ingwaz, dagaz) read their byte and are
//   never reversed.
//
// Prints one line per mismatch ("✗ cast 3 (id): …" or "✗ draw 3 (id): …", numbered by place in the
// array) and a summary ("checked 500 draws: 500 matched, 0 did not"; "casts" when every entry is a cast,
// "draws" when every entry is a draw, "casts and draws" for a mix); exits 0 when every entry matched, 1
// on any mismatch, and 2 when the input cannot be read.
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";

const ALGORITHM = "hmac-sha256-v1";
const MAX_ROLLS = 100;

/** The drawing oracles: their decks' sizes, their spreads' sizes, and the items that never reverse. */
const DECKS = {
  tarot: {
    size: 78,
    spreads: { "one-card": 1, "three-card": 3, "celtic-cross": 10 },
    fixed: new Set(),
  },
  runes: {
    size: 24,
    spreads: { single: 1, "three-norns": 3, "five-rune-cross": 5 },
    // gebo 6, hagalaz 8, naudhiz 9, isa 10, jera 11, eihwaz 12, sowilo 15, ingwaz 21, dagaz 22.
    fixed: new Set([6, 8, 9, 10, 11, 12, 15, 21, 22]),
  },
};

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

/** The bytes the two seeds give, in order, without end. */
function* byteStream(serverSeed, clientSeed) {
  for (let block = 0; ; block++) {
    yield* createHmac("sha256", Buffer.from(serverSeed, "utf8"))
      .update(Buffer.from(`${clientSeed}:${block}`, "utf8"))
      .digest();
  }
}

/** The items a draw's seeds give, as text: "38r,49r,24r". */
function expectedItems(serverSeed, clientSeed, deck, count) {
  const bytes = byteStream(serverSeed, clientSeed);
  const nextByte = () => bytes.next().value;
  const below = (m) => {
    for (;;) {
      const byte = nextByte();
      if (byte < 256 - (256 % m)) return byte % m;
    }
  };
  const order = Array.from({ length: deck.size }, (_, index) => index);
  for (let i = deck.size - 1; i >= 1; i--) {
    const j = below(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order
    .slice(0, count)
    .map((index) => {
      const odd = nextByte() % 2 === 1;
      return `${index}${odd && !deck.fixed.has(index) ? "r" : ""}`;
    })
    .join(",");
}

/** A draw's items as text ("38r,49r,24r"), from a list of {index, reversed} or from that text; else null. */
function itemsText(value) {
  if (typeof value === "string") {
    const parts = value.split(",").map((part) => part.trim());
    return parts.every((part) => /^\d+r?$/.test(part))
      ? parts.map((part) => part.replace(/^0+(?=\d)/, "")).join(",")
      : null;
  }
  if (!Array.isArray(value)) return null;
  const parts = value.map((item) =>
    item && Number.isInteger(item.index) && item.index >= 0 && typeof item.reversed === "boolean"
      ? `${item.index}${item.reversed ? "r" : ""}`
      : null,
  );
  return parts.every((part) => part !== null) ? parts.join(",") : null;
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

/** The revealed values of a cast or a draw, or the sentence that says why they cannot be used. */
function seedsOf(entry) {
  const fairness = entry?.fairness;
  if (!fairness || typeof fairness !== "object") return { problem: "it has no revealed values (fairness)" };
  const { algorithm, serverSeed, serverSeedHash, clientSeed } = fairness;
  if (algorithm !== undefined && algorithm !== ALGORITHM) {
    return { problem: `unknown algorithm ${JSON.stringify(algorithm)}` };
  }
  if (typeof serverSeed !== "string" || typeof serverSeedHash !== "string" || typeof clientSeed !== "string") {
    return { problem: "serverSeed, serverSeedHash and clientSeed must all be text" };
  }
  return { serverSeed, serverSeedHash, clientSeed };
}

/** The sentence for a server seed that does not hash to its commitment; null when it does. */
function hashProblem({ serverSeed, serverSeedHash }) {
  const hash = createHash("sha256").update(Buffer.from(serverSeed, "utf8")).digest("hex");
  return hash === serverSeedHash ? null : `the server seed hashes to ${hash}, not to the committed ${serverSeedHash}`;
}

/** The problems of one draw, as sentences; none when it checks out. */
function drawProblemsOf(draw) {
  const seeds = seedsOf(draw);
  if (seeds.problem) return [seeds.problem];
  const deck = DECKS[draw.tool];
  const count = Object.hasOwn(deck.spreads, draw.spread) ? deck.spreads[draw.spread] : null;
  if (count === null) {
    return [
      `${JSON.stringify(draw.spread)} is not a spread of the ${draw.tool} (${Object.keys(deck.spreads).join(", ")})`,
    ];
  }
  const { deckSize } = draw.fairness;
  if (deckSize !== undefined && deckSize !== deck.size) {
    return [`its deck size is ${JSON.stringify(deckSize)}, not the ${draw.tool}'s ${deck.size}`];
  }
  const items = itemsText(draw.items);
  if (items === null) return ["its items are missing or not a list of {index, reversed}"];
  const shown = items.split(",");
  if (shown.length !== count) return [`its ${draw.spread} spread has ${count} items, not ${shown.length}`];
  if (shown.some((item) => Number.parseInt(item, 10) >= deck.size)) {
    return [`its items must be numbered from 0 to ${deck.size - 1}`];
  }
  const problems = [];
  const hash = hashProblem(seeds);
  if (hash) problems.push(hash);
  const expected = expectedItems(seeds.serverSeed, seeds.clientSeed, deck, count);
  if (expected !== items) problems.push(`the seeds give ${expected}, not ${items}`);
  return problems;
}

/** The problems of one cast, as sentences; none when it checks out. */
function problemsOf(cast) {
  const seeds = seedsOf(cast);
  if (seeds.problem) return [seeds.problem];
  const { serverSeed, clientSeed } = seeds;
  const dice = diceText(cast.dice ?? cast.diceValues);
  if (!dice) return ["its dice are missing or not three faces from 1 to 6"];
  let avoid = null;
  if (cast.avoid !== undefined && cast.avoid !== null) {
    avoid = diceText(cast.avoid);
    if (!avoid) return ["its avoid is not three faces from 1 to 6"];
  }
  const problems = [];
  const hash = hashProblem(seeds);
  if (hash) problems.push(hash);
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
if (!Array.isArray(casts)) fail("the input must be a JSON array of casts and draws");

/** "cast" or "draw"; a tool that is neither is a draw of an unknown oracle. */
const kindOf = (entry) => (entry?.tool === undefined || entry?.tool === "dice" ? "cast" : "draw");

let mismatched = 0;
casts.forEach((entry, index) => {
  const kind = kindOf(entry);
  let problems;
  if (kind === "cast") problems = problemsOf(entry);
  else if (Object.hasOwn(DECKS, entry.tool)) problems = drawProblemsOf(entry);
  else problems = [`unknown tool ${JSON.stringify(entry.tool)} (dice, tarot or runes)`];
  if (problems.length === 0) return;
  mismatched++;
  const name = typeof entry?.id === "string" ? ` (${entry.id})` : "";
  process.stdout.write(`✗ ${kind} ${index + 1}${name}: ${problems.join("; ")}\n`);
});
const matched = casts.length - mismatched;
const kinds = new Set(casts.map(kindOf));
const noun = kinds.size === 2 ? "casts and draws" : kinds.has("draw") ? "draws" : "casts";
process.stdout.write(`checked ${casts.length} ${noun}: ${matched} matched, ${mismatched} did not\n`);
process.exit(mismatched === 0 ? 0 : 1);
