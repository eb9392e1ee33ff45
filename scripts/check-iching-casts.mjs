#!/usr/bin/env node
// Casts the I Ching over HTTP against a running Mystic Dice server and checks every cast on its own,
// sharing no code with the product: its own node:crypto byte stream, integer rule, coin and yarrow
// rules and King Wen table.
//
//   node scripts/check-iching-casts.mjs --url http://127.0.0.1:3000 --cookie "<session cookie>" [--count 500]
//
// For each method (coins, yarrow), `count` times: POST /api/fairness/commitments, then
// POST /api/readings/iching {situation, method, commitmentId, clientSeed}, and from what the reading
// reveals, recompute:
// - serverSeedHash = SHA-256, in hex, of the server seed (UTF-8), and that it is the committed hash;
// - the bytes: HMAC-SHA256(key = serverSeed as UTF-8, message = "<clientSeed>:<n>") for n = 0, 1, 2, …,
//   read in order (the dice's stream);
// - an integer in [0, m) takes the next byte b: b mod m when b < 256 − (256 mod m), else b is skipped;
// - three coins: per line three integers in [0, 2), 1 = heads = 3, 0 = tails = 2, the line is their sum;
//   yarrow stalks: per line one integer in [0, 16): 0 → 6, 1–5 → 7, 6–12 → 8, 13–15 → 9;
// - six lines from the bottom (line 1) up; 7 and 9 yang, 6 and 8 yin; 6 and 9 change;
// - the hexagram's King Wen number from its lower (lines 1–3) and upper (4–6) trigrams, and the relating
//   hexagram (changing lines turned) or null when no line changes.
//
// The account needs room for 2 × count readings today (a plan without a daily cap). Prints one line per
// mismatch and a summary ("checked 1000 casts: 1000 matched, 0 did not"); exits 0 when every cast
// matched, 1 on any mismatch, 2 on a failed request or bad arguments.
import { createHash, createHmac, randomBytes } from "node:crypto";

const METHODS = ["coins", "yarrow"];
const YARROW = [6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9];
// Trigrams by their lines bottom first (1 yang), in the order of the King Wen table's rows and columns:
// heaven, lake, fire, thunder, wind, water, mountain, earth.
const TRIGRAMS = ["111", "110", "101", "100", "011", "010", "001", "000"];
// KING_WEN[upper][lower].
const KING_WEN = [
  [1, 10, 13, 25, 44, 6, 33, 12],
  [43, 58, 49, 17, 28, 47, 31, 45],
  [14, 38, 30, 21, 50, 64, 56, 35],
  [34, 54, 55, 51, 32, 40, 62, 16],
  [9, 61, 37, 42, 57, 59, 53, 20],
  [5, 60, 63, 3, 48, 29, 39, 8],
  [26, 41, 22, 27, 18, 4, 52, 23],
  [11, 19, 36, 24, 46, 7, 15, 2],
];

function fail(message) {
  process.stderr.write(`check-iching-casts: ${message}\n`);
  process.exit(2);
}

function argument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = process.argv[at + 1];
  if (value === undefined) fail(`--${name} needs a value`);
  return value;
}

/** The bytes the two seeds give, in order, without end. */
function* byteStream(serverSeed, clientSeed) {
  for (let block = 0; ; block++) {
    yield* createHmac("sha256", Buffer.from(serverSeed, "utf8"))
      .update(Buffer.from(`${clientSeed}:${block}`, "utf8"))
      .digest();
  }
}

/** The six lines the seeds cast by the method, bottom first. */
function expectedLines(serverSeed, clientSeed, method) {
  const bytes = byteStream(serverSeed, clientSeed);
  const below = (m) => {
    for (;;) {
      const byte = bytes.next().value;
      if (byte < 256 - (256 % m)) return byte % m;
    }
  };
  const lines = [];
  for (let line = 0; line < 6; line++) {
    if (method === "yarrow") lines.push(YARROW[below(16)]);
    else lines.push([0, 1, 2].reduce((sum) => sum + (below(2) === 1 ? 3 : 2), 0));
  }
  return lines;
}

const numberOf = (yang) => {
  const lower = TRIGRAMS.indexOf(yang.slice(0, 3).map(Number).join(""));
  const upper = TRIGRAMS.indexOf(yang.slice(3, 6).map(Number).join(""));
  return KING_WEN[upper][lower];
};

/** The primary and relating hexagrams of six lines. */
function hexagramsOf(lines) {
  const yang = lines.map((value) => value === 7 || value === 9);
  const changes = lines.map((value) => value === 6 || value === 9);
  const hexagram = numberOf(yang);
  if (!changes.some(Boolean)) return { hexagram, relating: null };
  return { hexagram, relating: numberOf(yang.map((isYang, index) => (changes[index] ? !isYang : isYang))) };
}

async function post(url, cookie, path, json) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { origin: url, cookie, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 201 && response.status !== 200)
    fail(`POST ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function main() {
  const url = argument("url", process.env.MYSTIC_URL)?.replace(/\/$/, "");
  const cookie = argument("cookie", process.env.MYSTIC_COOKIE);
  const count = Number(argument("count", "500"));
  if (!url || !cookie) fail("give --url and --cookie (or MYSTIC_URL and MYSTIC_COOKIE)");
  if (!Number.isInteger(count) || count < 1) fail("--count is a whole number from 1");
  let checked = 0;
  let mismatches = 0;
  for (const method of METHODS) {
    for (let index = 0; index < count; index++) {
      const { commitmentId, serverSeedHash } = await post(url, cookie, "/api/fairness/commitments");
      const clientSeed = randomBytes(12).toString("base64url");
      const reading = await post(url, cookie, "/api/readings/iching", {
        situation: ["guidance", "finances", "relationships"][index % 3],
        method,
        commitmentId,
        clientSeed,
      });
      checked += 1;
      const problems = [];
      const fairness = reading.fairness;
      if (!fairness) problems.push("no revealed seeds");
      else {
        if (fairness.serverSeedHash !== serverSeedHash) problems.push("not the committed hash");
        if (createHash("sha256").update(fairness.serverSeed, "utf8").digest("hex") !== serverSeedHash)
          problems.push("the server seed does not hash to the commitment");
        if (fairness.clientSeed !== clientSeed) problems.push("not the client seed sent");
        const lines = expectedLines(fairness.serverSeed, clientSeed, method);
        if (reading.method !== method) problems.push(`method ${reading.method}, sent ${method}`);
        if (lines.join("-") !== (reading.lines ?? []).join("-"))
          problems.push(`lines ${(reading.lines ?? []).join("-")}, the seeds cast ${lines.join("-")}`);
        const { hexagram, relating } = hexagramsOf(lines);
        if (reading.hexagram !== hexagram) problems.push(`hexagram ${reading.hexagram}, the lines make ${hexagram}`);
        if (reading.relating !== relating) problems.push(`relating ${reading.relating}, the lines make ${relating}`);
      }
      if (problems.length) {
        mismatches += 1;
        process.stdout.write(`✗ ${method} cast ${index + 1} (${reading.id}): ${problems.join("; ")}\n`);
      }
    }
  }
  process.stdout.write(`checked ${checked} casts: ${checked - mismatches} matched, ${mismatches} did not\n`);
  process.exit(mismatches ? 1 : 0);
}

await main();
