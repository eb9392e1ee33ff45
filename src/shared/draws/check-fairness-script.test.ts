import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDice } from "../dice";
import { rollFromSeeds } from "../fairness";
import { drawFromSeeds, type DrawnItem } from "./draw-fairness";
import { formatDrawItems } from "./draw-fairness-check";
import { SPREADS, deckOf, isSpreadOf, type DrawTool, type Spread } from "./spreads";

/**
 * scripts/check-fairness.mjs, which shares no code with src/, against draws made by the shared rule: it
 * must recompute every one, and say which ones were tampered with. (Draws made through the API are
 * checked with it by the server's tests.)
 */
const SCRIPT = path.resolve("scripts/check-fairness.mjs");
const DRAWS_PER_SPREAD = 100;

interface Entry {
  id: string;
  tool?: DrawTool | "dice";
  spread?: Spread;
  items?: DrawnItem[] | string;
  dice?: string;
  fairness: Record<string, unknown>;
}

function runCheck(entries: unknown) {
  const run = spawnSync(process.execPath, [SCRIPT], { input: JSON.stringify(entries), encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const itemsOf = (entry: Entry) => entry.items as DrawnItem[];
const toolOf = (spread: Spread): DrawTool => (isSpreadOf("tarot", spread) ? "tarot" : "runes");

async function committedDraw(id: string, spread: Spread): Promise<Entry> {
  const serverSeed = randomBytes(32).toString("hex");
  const clientSeed = randomBytes(16).toString("base64url");
  const tool = toolOf(spread);
  const items = await drawFromSeeds(serverSeed, clientSeed, tool, spread);
  const fairness = {
    algorithm: "hmac-sha256-v1",
    serverSeed,
    serverSeedHash: createHash("sha256").update(serverSeed).digest("hex"),
    clientSeed,
    deckSize: deckOf(tool).length,
  };
  return { id, tool, spread, items, fairness };
}

describe("scripts/check-fairness.mjs on tarot and rune draws", () => {
  it(`recomputes ${DRAWS_PER_SPREAD} draws of every spread, as the API answers them or as text`, async () => {
    const draws: Entry[] = [];
    for (const spread of SPREADS) {
      for (let n = 0; n < DRAWS_PER_SPREAD; n++) draws.push(await committedDraw(`${spread}-${n}`, spread));
    }
    // The API's items carry more than index and reversed: the script reads those two.
    const asApi = draws.map((draw) => ({
      ...draw,
      items: itemsOf(draw).map((item) => ({ ...item, key: "slug", name: "Name", meaning: "…" })),
    }));
    const total = draws.length;
    expect(runCheck(asApi)).toEqual({
      status: 0,
      stdout: `checked ${total} draws: ${total} matched, 0 did not\n`,
      stderr: "",
    });
    const asText = draws.map((draw) => ({ ...draw, items: formatDrawItems(itemsOf(draw)) }));
    expect(runCheck(asText).stdout).toBe(`checked ${total} draws: ${total} matched, 0 did not\n`);
  }, 60_000);

  it("names each tampered draw: another item, a reversal, another client seed, a seal that does not fit", async () => {
    const [moved, turned, reseeded, unsealed, ...untouched] = await Promise.all(
      ["celtic-cross", "three-card", "five-rune-cross", "single", "one-card", "three-norns"].map((spread, n) =>
        committedDraw(`draw-${n}`, spread as Spread),
      ),
    );
    const swappedOrder = [itemsOf(moved!)[1]!, itemsOf(moved!)[0]!, ...itemsOf(moved!).slice(2)];
    const tampered = [
      { ...moved!, items: swappedOrder },
      {
        ...turned!,
        items: itemsOf(turned!).map((item, place) => (place === 1 ? { ...item, reversed: !item.reversed } : item)),
      },
      { ...reseeded!, fairness: { ...reseeded!.fairness, clientSeed: "another seed" } },
      { ...unsealed!, fairness: { ...unsealed!.fairness, serverSeedHash: "0".repeat(64) } },
      ...untouched,
    ];
    const check = runCheck(tampered);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(
      `✗ draw 1 (draw-0): the seeds give ${formatDrawItems(itemsOf(moved!))}, not ${formatDrawItems(swappedOrder)}\n`,
    );
    expect(check.stdout).toContain(`✗ draw 2 (draw-1): the seeds give ${formatDrawItems(itemsOf(turned!))}, not `);
    expect(check.stdout).toContain("✗ draw 3 (draw-2): the seeds give ");
    expect(check.stdout).toContain(
      `✗ draw 4 (draw-3): the server seed hashes to ${unsealed!.fairness.serverSeedHash as string}, not to the committed ${"0".repeat(64)}\n`,
    );
    expect(check.stdout).toContain("checked 6 draws: 2 matched, 4 did not\n");
  });

  it("refuses a rune that cannot be reversed shown reversed", async () => {
    // Find a rune cast whose draw holds one of the nine runes that look the same upside down (index 6: gebo…).
    const fixed = new Set([6, 8, 9, 10, 11, 12, 15, 21, 22]);
    let draw: Entry;
    let n = 0;
    do draw = await committedDraw(`rune-${n++}`, "five-rune-cross");
    while (!itemsOf(draw).some((item) => fixed.has(item.index)));
    const turned = itemsOf(draw).map((item) => (fixed.has(item.index) ? { ...item, reversed: true } : item));
    const check = runCheck([draw, { ...draw, items: turned }]);
    expect(check.stdout).toContain(`✗ draw 2 (${draw.id}): the seeds give ${formatDrawItems(itemsOf(draw))}`);
    expect(check.stdout).toContain("checked 2 draws: 1 matched, 1 did not\n");
  });

  it("checks casts and draws together, and says what is wrong with a malformed draw", async () => {
    const serverSeed = randomBytes(32).toString("hex");
    const fairness = {
      serverSeed,
      serverSeedHash: createHash("sha256").update(serverSeed).digest("hex"),
      clientSeed: "mixed",
    };
    const cast = { id: "cast", dice: formatDice((await rollFromSeeds(serverSeed, "mixed")).roll), fairness };
    const draw = await committedDraw("draw", "three-card");
    const entries = [
      cast,
      draw,
      { ...draw, id: "wrong-spread", spread: "single" },
      { ...draw, id: "short", items: itemsOf(draw).slice(0, 2) },
      { ...draw, id: "beyond", items: [{ index: 78, reversed: false }, ...itemsOf(draw).slice(1)] },
      { ...draw, id: "deck", fairness: { ...draw.fairness, deckSize: 24 } },
      { ...draw, id: "oracle", tool: "tea-leaves" },
    ];
    const check = runCheck(entries);
    expect(check.stdout.split("\n")).toEqual([
      '✗ draw 3 (wrong-spread): "single" is not a spread of the tarot (one-card, three-card, celtic-cross)',
      "✗ draw 4 (short): its three-card spread has 3 items, not 2",
      "✗ draw 5 (beyond): its items must be numbered from 0 to 77",
      "✗ draw 6 (deck): its deck size is 24, not the tarot's 78",
      '✗ draw 7 (oracle): unknown tool "tea-leaves" (dice, tarot or runes)',
      "checked 7 casts and draws: 2 matched, 5 did not",
      "",
    ]);
    expect(check.status).toBe(1);
  });
});
