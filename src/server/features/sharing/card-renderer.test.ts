import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import { describe, expect, it } from "vitest";
import type { CardContent } from "./card";
import { CardRenderer } from "./card-renderer";
import { woff2ToTtf } from "./woff2";

const resolve = createRequire(import.meta.url).resolve;

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

describe("the WOFF2 decoder", () => {
  it("turns Cinzel's WOFF2 into a font that draws as its WOFF does", async () => {
    const woff = readFileSync(resolve("@fontsource/cinzel/files/cinzel-latin-700-normal.woff"));
    const decoded = woff2ToTtf(readFileSync(resolve("@fontsource/cinzel/files/cinzel-latin-700-normal.woff2")));
    expect(decoded.readUInt32BE(0)).toBe(0x00010000);
    const line = "THE SEEKER'S Dice: Seed, Mirror, Spark & Stone — 0123456789 (Crown?)";
    const draw = async (data: Buffer) => {
      const element = {
        type: "div",
        props: { style: { fontSize: 40, color: "#000", background: "#fff" }, children: line },
      };
      const svg = await satori(element as unknown as ReactNode, {
        width: 1400,
        height: 60,
        fonts: [{ name: "Cinzel", data, weight: 700, style: "normal" }],
      });
      return new Resvg(svg).render().pixels;
    };
    const [expected, actual] = [await draw(woff), await draw(decoded)];
    let differing = 0;
    for (let index = 0; index < expected.length; index++) if (expected[index] !== actual[index]) differing++;
    // The two files come from one source; only anti-aliasing may differ by a hair.
    expect(differing / expected.length).toBeLessThan(0.005);
  });

  it("refuses what is not WOFF2", () => {
    expect(() => woff2ToTtf(new Uint8Array(64))).toThrow("Not a WOFF2 font");
  });
});

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
