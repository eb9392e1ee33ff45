import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FAIRNESS_DRAW_EXAMPLE, FAIRNESS_EXAMPLE, fairnessContent } from "../../../content/site/fairness";
import {
  checkDrawFairness,
  drawFairnessPageHref,
  formatDrawItems,
  itemName,
  parseDrawItems,
  slugToName,
} from "./draw-fairness-check";
import { drawFromSeeds, type DrawnItem } from "./draw-fairness";
import { RUNE_DECK, TAROT_DECK } from "./decks";
import { SPREADS, deckOf, spreadSize, type DrawTool, type Spread } from "./spreads";

/**
 * The draw rule written again from its description with node:crypto, as the judge of the WebCrypto code:
 * HMAC-SHA256 blocks of "<clientSeed>:<n>" keyed by the server seed; an integer in [0, m) from a byte
 * b < 256 − (256 mod m) as b mod m; Fisher–Yates from the top; the first k; one reversal byte each.
 */
const NOT_REVERSIBLE_RUNES = new Set([
  "gebo",
  "hagalaz",
  "naudhiz",
  "isa",
  "jera",
  "eihwaz",
  "sowilo",
  "ingwaz",
  "dagaz",
]);

function referenceDraw(serverSeed: string, clientSeed: string, tool: DrawTool, spread: Spread): DrawnItem[] {
  let block = 0;
  let bytes: Buffer = Buffer.alloc(0);
  let next = 0;
  const nextByte = () => {
    if (next === bytes.length) {
      bytes = createHmac("sha256", serverSeed).update(`${clientSeed}:${block++}`).digest();
      next = 0;
    }
    return bytes[next++]!;
  };
  const below = (m: number) => {
    for (;;) {
      const byte = nextByte();
      if (byte < 256 - (256 % m)) return byte % m;
    }
  };
  const deck = deckOf(tool).map((_, index) => index);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const held = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = held;
  }
  return deck.slice(0, spreadSize(spread)).map((index) => {
    const odd = nextByte() % 2 === 1;
    const reversible = tool === "tarot" || !NOT_REVERSIBLE_RUNES.has(deckOf(tool)[index]!);
    return { index, reversed: reversible && odd };
  });
}

const toolOf = (spread: Spread): DrawTool =>
  (["one-card", "three-card", "celtic-cross"] as Spread[]).includes(spread) ? "tarot" : "runes";

// Computed once outside this code base, with Python's hmac module, from the dice's worked example seeds.
const KNOWN = {
  serverSeed: FAIRNESS_EXAMPLE.serverSeed,
  serverSeedHash: FAIRNESS_EXAMPLE.serverSeedHash,
  clientSeed: FAIRNESS_EXAMPLE.clientSeed,
  draws: {
    "one-card": "38r",
    "three-card": "38r,49r,24r",
    "celtic-cross": "38r,49r,24r,48r,30r,57r,53r,66r,39,63r",
    single: "10",
    "three-norns": "10,9,15",
    "five-rune-cross": "10,9,15,22,6",
  } satisfies Record<Spread, string>,
};

describe("the seeds' draw, against the rule written again with node:crypto", () => {
  it("gives the known vector's items for every spread", async () => {
    for (const spread of SPREADS) {
      const items = await drawFromSeeds(KNOWN.serverSeed, KNOWN.clientSeed, toolOf(spread), spread);
      expect(formatDrawItems(items), spread).toBe(KNOWN.draws[spread]);
      expect(items).toEqual(referenceDraw(KNOWN.serverSeed, KNOWN.clientSeed, toolOf(spread), spread));
    }
  });

  it("computes the known pair's first tarot card by hand: the whole shuffle from node:crypto's bytes", () => {
    const [first] = referenceDraw(KNOWN.serverSeed, KNOWN.clientSeed, "tarot", "one-card");
    expect(first).toEqual(parseDrawItems(KNOWN.draws["one-card"])![0]);
    expect(itemName("tarot", first!.index)).toBe("Three of Cups");
  });

  it("matches the reference for random seeds on every spread", async () => {
    for (let run = 0; run < 20; run++) {
      const serverSeed = randomBytes(32).toString("hex");
      const clientSeed = randomBytes(12).toString("base64");
      for (const spread of SPREADS) {
        const tool = toolOf(spread);
        expect(await drawFromSeeds(serverSeed, clientSeed, tool, spread)).toEqual(
          referenceDraw(serverSeed, clientSeed, tool, spread),
        );
      }
    }
  });
});

describe("checkDrawFairness", () => {
  const seeds = { serverSeed: KNOWN.serverSeed, serverSeedHash: KNOWN.serverSeedHash, clientSeed: KNOWN.clientSeed };

  it("passes a draw whose seed fits its hash and whose items are the seeds' items", async () => {
    const items = parseDrawItems(KNOWN.draws["celtic-cross"])!;
    const check = await checkDrawFairness({ ...seeds, tool: "tarot", spread: "celtic-cross", items });
    expect(check).toEqual({
      computedHash: createHash("sha256").update(KNOWN.serverSeed).digest("hex"),
      hashMatches: true,
      expected: items,
      itemsMatch: true,
    });
  });

  it("fails another item, another reversal, another order, a missing item, or another client seed", async () => {
    const items = parseDrawItems(KNOWN.draws["five-rune-cross"])!;
    const rule = { ...seeds, tool: "runes" as const, spread: "five-rune-cross" as const };
    const tampered: DrawnItem[][] = [
      items.map((item, place) => (place === 2 ? { ...item, index: (item.index + 1) % 24 } : item)),
      items.map((item, place) => (place === 0 ? { ...item, reversed: !item.reversed } : item)),
      [items[1]!, items[0]!, ...items.slice(2)],
      items.slice(0, 4),
    ];
    for (const shown of tampered) {
      const check = await checkDrawFairness({ ...rule, items: shown });
      expect(check.itemsMatch).toBe(false);
      expect(check.hashMatches).toBe(true);
      expect(check.expected).toEqual(items);
    }
    const otherClient = await checkDrawFairness({ ...rule, clientSeed: `${KNOWN.clientSeed}x`, items });
    expect(otherClient.itemsMatch).toBe(false);
  });

  it("fails a server seed that is not the committed one", async () => {
    const items = parseDrawItems(KNOWN.draws.single)!;
    const check = await checkDrawFairness({
      ...seeds,
      serverSeedHash: "0".repeat(64),
      tool: "runes",
      spread: "single",
      items,
    });
    expect(check.hashMatches).toBe(false);
    expect(check.itemsMatch).toBe(true);
  });
});

describe("the /fairness address of a draw", () => {
  const items: DrawnItem[] = [
    { index: 12, reversed: false },
    { index: 40, reversed: true },
    { index: 3, reversed: false },
  ];
  const fairness = { ...KNOWN, algorithm: "hmac-sha256-v1", deckSize: 78 };

  it("carries the seeds, the oracle, the spread and the items, reversed ones marked r", () => {
    expect(drawFairnessPageHref({ tool: "tarot", spread: "three-card", items, fairness })).toBe(
      `/fairness?serverSeed=${KNOWN.serverSeed}&serverSeedHash=${KNOWN.serverSeedHash}&clientSeed=${KNOWN.clientSeed}&tool=tarot&spread=three-card&items=12,40r,3`,
    );
  });

  it("is the page alone for a draw without revealed values", () => {
    expect(drawFairnessPageHref({ tool: "runes", spread: "single", items, fairness: null })).toBe("/fairness");
  });

  it("reads back to the same values, whatever signs the client seed holds", () => {
    const clientSeed = "a b&c=d+e%f,g#h?";
    const href = drawFairnessPageHref({
      tool: "tarot",
      spread: "three-card",
      items,
      fairness: { ...fairness, clientSeed },
    });
    const query = new URL(href, "https://example.com").searchParams;
    expect(query.get("clientSeed")).toBe(clientSeed);
    expect(query.get("tool")).toBe("tarot");
    expect(query.get("spread")).toBe("three-card");
    expect(parseDrawItems(query.get("items")!)).toEqual(items);
  });
});

describe("parseDrawItems", () => {
  it("reads indices and reversals, forgiving spaces and a capital R", () => {
    expect(parseDrawItems("12,40r,3")).toEqual([
      { index: 12, reversed: false },
      { index: 40, reversed: true },
      { index: 3, reversed: false },
    ]);
    expect(parseDrawItems(" 7R , 0 ")).toEqual([
      { index: 7, reversed: true },
      { index: 0, reversed: false },
    ]);
  });

  it("refuses what is not a list of items", () => {
    for (const text of ["", ",", "1,,2", "a", "-1", "1rr", "r1", "1.5", "1 2", "1000"]) {
      expect(parseDrawItems(text), text).toBeNull();
    }
  });

  it("is the inverse of formatDrawItems", () => {
    const drawn = Array.from({ length: 10 }, (_, place) => ({ index: place * 7, reversed: place % 3 === 0 }));
    expect(parseDrawItems(formatDrawItems(drawn))).toEqual(drawn);
  });
});

describe("item names from the deck's slugs", () => {
  it("turns a slug into words, keeping 'of' small", () => {
    expect(slugToName("the-high-priestess")).toBe("The High Priestess");
    expect(slugToName("ace-of-wands")).toBe("Ace of Wands");
    expect(slugToName("wheel-of-fortune")).toBe("Wheel of Fortune");
    expect(slugToName("naudhiz")).toBe("Naudhiz");
  });

  it("names every item of both decks, and no item beyond them", () => {
    expect(itemName("tarot", 0)).toBe("The Fool");
    expect(itemName("tarot", 21)).toBe("The World");
    expect(itemName("tarot", 77)).toBe("King of Pentacles");
    expect(itemName("runes", 9)).toBe("Naudhiz");
    expect(itemName("runes", 23)).toBe("Othala");
    expect(itemName("tarot", 78)).toBeNull();
    expect(itemName("runes", 24)).toBeNull();
    const names = [
      ...TAROT_DECK.map((_, index) => itemName("tarot", index)),
      ...RUNE_DECK.map((_, index) => itemName("runes", index)),
    ];
    expect(names.every((name) => name !== null && /^[A-Z]/.test(name))).toBe(true);
  });
});

describe("the page's worked example of a draw", () => {
  it("is what its seeds give, and its seal fits", async () => {
    const { serverSeed, serverSeedHash, clientSeed, tool, spread, items } = FAIRNESS_DRAW_EXAMPLE;
    const check = await checkDrawFairness({
      serverSeed,
      serverSeedHash,
      clientSeed,
      tool,
      spread,
      items: parseDrawItems(items)!,
    });
    expect(check.hashMatches && check.itemsMatch).toBe(true);
  });

  it("works the first swap by hand from the seeds' first byte", () => {
    const { serverSeed, clientSeed } = FAIRNESS_DRAW_EXAMPLE;
    const firstByte = createHmac("sha256", serverSeed).update(`${clientSeed}:0`).digest()[0]!;
    const words = fairnessContent.sections.find((section) => section.id === "tarot-and-runes")!.after!.join(" ");
    expect(words).toContain(`the first byte is ${firstByte.toString(16)}, which is ${firstByte}.`);
    expect(words).toContain(`j = ${firstByte} mod 78 = ${firstByte % 78}`);
    expect(words).toContain(`King of Pentacles, in place 77, swaps with ${itemName("tarot", firstByte % 78)}`);
  });
});
