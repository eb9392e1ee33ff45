import { describe, expect, it } from "vitest";
import { RUNE_DECK, TAROT_DECK } from "../../../shared/draws/decks";
import { spreadPositions, type DrawTool, type Spread } from "../../../shared/draws/spreads";
import type { CardContent } from "./dice-card";
import { CardRenderer, type CardSpec } from "./card-renderer";
import { itemArtDataUrl, type DrawCardContent } from "./draw-card";

const CONTENT: CardContent = {
  situation: "guidance",
  dice: { red: 3, white: 1, green: 5 },
  question: "Will the new road open?",
  sentence: "Your will glows with creative fire.",
  verdict: "Likely yes",
  site: "mysticdice.example",
};

/** Every point of the paths filled with `colour` in a satori SVG (text is drawn as absolute paths). */
function pointsOf(svg: string, colour: string): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (const [, d] of svg.matchAll(new RegExp(`<path fill="${colour}" d="([^"]+)"`, "g"))) {
    const numbers = (d!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    for (let index = 0; index + 1 < numbers.length; index += 2) points.push([numbers[index]!, numbers[index + 1]!]);
  }
  return points;
}

/** A card of each design, as an oracle asks for it. */
const dice = (content: CardContent): CardSpec => ({ layout: "dice", content });
const draw = (content: DrawCardContent): CardSpec => ({ layout: "draw", content });

describe("the reading card", () => {
  it("keeps a very long question and sentence inside its frame", async () => {
    const renderer = new CardRenderer();
    const svg = await renderer.svg(
      dice({
        ...CONTENT,
        question: `${"W".repeat(120)} ${"a question that goes on and on ".repeat(3)}`,
        sentence: `${"x".repeat(200)} ${"and the stars keep turning over the sleeping town ".repeat(6)}.`,
      }),
    );
    const sentence = pointsOf(svg, "#eef2ff");
    const question = pointsOf(svg, "#f5d98b");
    expect(sentence.length).toBeGreaterThan(100);
    expect(question.length).toBeGreaterThan(100);
    // Inside the card's padding (64 px at the sides, 48 and 44 at the top and foot), give or take the
    // 2 px a glyph may stand out of its box.
    for (const [x, y] of [...sentence, ...question]) {
      expect(x).toBeGreaterThanOrEqual(64 - 2);
      expect(x).toBeLessThanOrEqual(1200 - 64 + 2);
      expect(y).toBeGreaterThanOrEqual(48 - 2);
      expect(y).toBeLessThanOrEqual(630 - 44 + 2);
    }
  });

  it("draws Cyrillic, Greek and Vietnamese letters, and leaves out emoji and scripts it has no letters for", async () => {
    const renderer = new CardRenderer();
    const questionPaths = async (question: string) =>
      [...(await renderer.svg(dice({ ...CONTENT, question }))).matchAll(/<path fill="#f5d98b" d="([^"]+)"/g)]
        .map(([, d]) => d)
        .join(" ");
    // Letters a font lacks are all drawn as the same empty box: different words would look alike.
    for (const [one, other] of [
      ["Будет", "Жизнь"],
      ["Ελπίδα", "Θάλασσα"],
      ["tiếng Việt", "tiếng Viễt"],
    ]) {
      expect(await questionPaths(one!)).not.toBe(await questionPaths(other!));
    }
    expect(await questionPaths("Будет 💞 愛 ❤️‍🔥")).toBe(await questionPaths("Будет"));
  });

  it("keeps the most recently used cards within its bound, and draws a card once for two requests at once", async () => {
    const renderer = new CardRenderer({ entries: 2, bytes: 64 * 1024 * 1024 });
    const cards = ["Seed", "Mirror", "Spark"].map((word) => ({ ...CONTENT, sentence: `${word}.` }));
    const [a, twin] = await Promise.all([renderer.render(dice(cards[0]!)), renderer.render(dice(cards[0]!))]);
    expect(twin).toBe(a);
    expect(renderer.size).toBe(1);
    const b = await renderer.render(dice(cards[1]!));
    expect(await renderer.render(dice(cards[0]!))).toBe(a);
    await renderer.render(dice(cards[2]!));
    expect(renderer.size).toBe(2);
    // The least recently used card (b) went; a stayed.
    expect(await renderer.render(dice(cards[0]!))).toBe(a);
    const redrawn = await renderer.render(dice(cards[1]!));
    expect(redrawn).not.toBe(b);
    expect(redrawn.etag).toBe(b.etag);
    expect(Buffer.from(redrawn.png).equals(Buffer.from(b.png))).toBe(true);
  });
});

/** A spread's card with the deck's first items, every other one reversed. */
function drawContent(
  tool: DrawTool,
  spread: Spread,
  question: string | null = "What is opening for me?",
): DrawCardContent {
  const deck = tool === "tarot" ? TAROT_DECK : RUNE_DECK;
  return {
    tool,
    spreadName: spread,
    situation: "finances",
    question,
    items: spreadPositions(spread, null).map((position, order) => ({
      key: deck[(order * 7) % deck.length]!,
      name: `Item ${order + 1}`,
      positionLabel: position,
      reversed: order % 2 === 1,
    })),
    sentence: "The spread leans toward patient work and a steady hand.",
    site: "mysticdice.example",
  };
}

/** The boxes of the pictures in a satori SVG whose source is an item's art, in drawing order. */
function artBoxes(svg: string, content: DrawCardContent) {
  const sources = new Set(content.items.map((item) => itemArtDataUrl(content.tool, item.key, item.reversed)));
  return [...svg.matchAll(/<image x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" href="([^"]+)"/g)]
    .filter((match) => sources.has(match[5]!))
    .map(([, x, y, width, height]) => ({ x: +x!, y: +y!, width: +width!, height: +height! }));
}

describe("a tarot spread's or rune cast's card", () => {
  it.each([
    ["tarot", "one-card"],
    ["tarot", "three-card"],
    ["tarot", "celtic-cross"],
    ["runes", "single"],
    ["runes", "five-rune-cross"],
  ] as const)("lays every %s item of %s inside the card, none over another", async (tool, spread) => {
    const renderer = new CardRenderer();
    const content = drawContent(tool, spread);
    const boxes = artBoxes(await renderer.svg(draw(content)), content);
    expect(boxes).toHaveLength(spreadPositions(spread, null).length);
    for (const box of boxes) {
      // Left of the words, and inside the card's padding.
      expect(box.x).toBeGreaterThanOrEqual(64);
      expect(box.x + box.width).toBeLessThanOrEqual(64 + 520);
      expect(box.y).toBeGreaterThanOrEqual(48 + 56);
      expect(box.y + box.height).toBeLessThanOrEqual(630 - 44 - 20);
      // A card or stone keeps its art's proportions, and is large enough to see.
      expect(box.width).toBeGreaterThanOrEqual(80);
    }
    for (const [index, one] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const apart =
          one.x + one.width <= other.x ||
          other.x + other.width <= one.x ||
          one.y + one.height <= other.y ||
          other.y + other.height <= one.y;
        expect(apart).toBe(true);
      }
    }
  });

  it("is a 1200×630 PNG, cached by what it shows: a turned card is another card", async () => {
    const renderer = new CardRenderer();
    const content = drawContent("tarot", "celtic-cross", null);
    const card = await renderer.render(draw(content));
    const png = Buffer.from(card.png);
    expect(png.toString("latin1", 12, 16)).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(await renderer.render(draw({ ...content, items: [...content.items] }))).toBe(card);
    const turned = {
      ...content,
      items: content.items.map((item, order) => (order === 0 ? { ...item, reversed: !item.reversed } : item)),
    };
    expect((await renderer.render(draw(turned))).etag).not.toBe(card.etag);
    expect(renderer.size).toBe(2);
  });
});
