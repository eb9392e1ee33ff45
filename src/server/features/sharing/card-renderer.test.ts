import { describe, expect, it } from "vitest";
import type { CardContent } from "./card";
import { CardRenderer } from "./card-renderer";

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

describe("the reading card", () => {
  it("keeps a very long question and sentence inside its frame", async () => {
    const renderer = new CardRenderer();
    const svg = await renderer.svg({
      ...CONTENT,
      question: `${"W".repeat(120)} ${"a question that goes on and on ".repeat(3)}`,
      sentence: `${"x".repeat(200)} ${"and the stars keep turning over the sleeping town ".repeat(6)}.`,
    });
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
      [...(await renderer.svg({ ...CONTENT, question })).matchAll(/<path fill="#f5d98b" d="([^"]+)"/g)]
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
    const [a, twin] = await Promise.all([renderer.render(cards[0]!), renderer.render(cards[0]!)]);
    expect(twin).toBe(a);
    expect(renderer.size).toBe(1);
    const b = await renderer.render(cards[1]!);
    expect(await renderer.render(cards[0]!)).toBe(a);
    await renderer.render(cards[2]!);
    expect(renderer.size).toBe(2);
    // The least recently used card (b) went; a stayed.
    expect(await renderer.render(cards[0]!)).toBe(a);
    const redrawn = await renderer.render(cards[1]!);
    expect(redrawn).not.toBe(b);
    expect(redrawn.etag).toBe(b.etag);
    expect(Buffer.from(redrawn.png).equals(Buffer.from(b.png))).toBe(true);
  });
});
