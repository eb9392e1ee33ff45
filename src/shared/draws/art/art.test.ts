import { describe, expect, it } from "vitest";
import { RUNE_DECK, TAROT_DECK, TAROT_MAJOR_ARCANA } from "../decks";
import { RUNE_GLYPHS, runeStoneSvg } from "./rune-stone-svg";
import { majorEmblem, tarotCardSvg } from "./tarot-card-svg";

const KB = 1024;

/**
 * Whether the markup's tags nest properly: every opening tag closed in order, self-closing tags left
 * alone, nothing left open at the end. Returns the first problem found, or null.
 */
function tagProblem(markup: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    const between = markup.slice(consumed, match.index);
    if (between.includes("<") || between.includes(">")) return `stray bracket before offset ${match.index}`;
    consumed = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? "nothing"}>`;
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  if (consumed !== markup.length) return "text after the last tag";
  return stack.length ? `<${stack.join("> <")}> left open` : null;
}

/** The ids a picture defines and the ids it refers to (`href="#…"`, `url(#…)`). */
function idsOf(svg: string) {
  const defined = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
  const referred = [...svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((match) => match[1]!);
  return { defined, referred };
}

/** The checks every picture must pass, whatever it shows. */
function expectSafeStandaloneSvg(svg: string, viewBox: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain(`viewBox="${viewBox}"`);
  expect(svg).toContain('role="img"');
  expect(tagProblem(svg)).toBeNull();
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<foreignObject/i);
  expect(svg).not.toMatch(/href="(?!#)/);
  expect(svg).not.toMatch(/\son\w+=/i);
  expect(svg).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;)/);
  const { defined, referred } = idsOf(svg);
  expect(new Set(defined).size).toBe(defined.length);
  for (const id of referred) expect(defined).toContain(id);
  expect(new TextEncoder().encode(svg).length).toBeLessThan(8 * KB);
}

describe("the tag-balance check", () => {
  it("accepts nested and self-closing tags and rejects what does not nest", () => {
    expect(tagProblem('<svg a="1"><g><path d="M0 0"/></g></svg>')).toBeNull();
    expect(tagProblem("<svg><g></svg>")).not.toBeNull();
    expect(tagProblem("<svg><g></g>")).not.toBeNull();
    expect(tagProblem("<svg></g></svg>")).not.toBeNull();
    expect(tagProblem('<svg><path d="M0 0"></svg>')).not.toBeNull();
  });
});

describe("tarotCardSvg", () => {
  it("draws each of the 78 cards as a safe, self-contained SVG under 8 KB", () => {
    expect(TAROT_DECK).toHaveLength(78);
    for (const slug of TAROT_DECK) {
      const svg = tarotCardSvg(slug);
      expectSafeStandaloneSvg(svg, "0 0 240 400");
      expect(svg).not.toContain("<title>");
      for (const id of idsOf(svg).defined) expect(id.startsWith(`${slug}-`)).toBe(true);
    }
  });

  it("gives the 78 cards 78 different pictures, even with their ids set aside", () => {
    const pictures = TAROT_DECK.map((slug) => tarotCardSvg(slug).replaceAll(slug, "card"));
    expect(new Set(pictures).size).toBe(78);
  });

  it("gives the 22 Major Arcana 22 different emblems", () => {
    const emblems = TAROT_MAJOR_ARCANA.map((_, number) => majorEmblem(number));
    expect(new Set(emblems).size).toBe(22);
    for (const emblem of emblems) expect(tagProblem(emblem)).toBeNull();
    TAROT_MAJOR_ARCANA.forEach((slug, number) => expect(tarotCardSvg(slug)).toContain(emblems[number]));
    expect(() => majorEmblem(22)).toThrow();
  });

  it("keeps each card's ids its own, so that many cards can share a page", () => {
    const all = TAROT_DECK.flatMap((slug) => idsOf(tarotCardSvg(slug)).defined);
    expect(new Set(all).size).toBe(all.length);
  });

  it("turns a reversed card half a turn about its centre, and only then differs", () => {
    for (const slug of TAROT_DECK) {
      const upright = tarotCardSvg(slug);
      const reversed = tarotCardSvg(slug, { reversed: true });
      expect(reversed).not.toBe(upright);
      expect(reversed).toContain('<g transform="rotate(180 120 200)">');
      expect(tarotCardSvg(slug, { reversed: false })).toBe(upright);
      expectSafeStandaloneSvg(reversed, "0 0 240 400");
    }
  });

  it("is deterministic", () => {
    for (const slug of ["the-fool", "seven-of-cups", "king-of-pentacles"]) {
      expect(tarotCardSvg(slug, { reversed: true, title: "A card" })).toBe(
        tarotCardSvg(slug, { reversed: true, title: "A card" }),
      );
    }
  });

  it("titles the picture with the name given, escaped", () => {
    const svg = tarotCardSvg("the-star", { title: "The Star" });
    expect(svg).toMatch(/^<svg [^>]*><title>The Star<\/title>/);
    const tricky = tarotCardSvg("the-star", { title: 'Tom & "Jerry" <b>' });
    expect(tricky).toContain("<title>Tom &#38; &#34;Jerry&#34; &#60;b&#62;</title>");
    expect(tagProblem(tricky)).toBeNull();
  });

  it("throws on a slug that is not a card", () => {
    for (const slug of ["", "the-joker", "eleven-of-cups", "ace-of-coins", "fehu"]) {
      expect(() => tarotCardSvg(slug)).toThrow(/Unknown tarot card/);
    }
  });
});

describe("runeStoneSvg", () => {
  it("has a glyph for exactly the 24 runes, each of at least one stroke inside its 100-unit box", () => {
    expect(Object.keys(RUNE_GLYPHS).sort()).toEqual([...RUNE_DECK].sort());
    for (const slug of RUNE_DECK) {
      const segments = RUNE_GLYPHS[slug]!;
      expect(segments.length).toBeGreaterThanOrEqual(1);
      for (const segment of segments) {
        expect(segment).toHaveLength(4);
        for (const value of segment) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
        const [x1, y1, x2, y2] = segment;
        expect(Math.hypot(x2 - x1, y2 - y1)).toBeGreaterThan(0);
      }
    }
  });

  it("gives the 24 runes 24 different glyphs", () => {
    const shapes = RUNE_DECK.map((slug) => JSON.stringify(RUNE_GLYPHS[slug]));
    expect(new Set(shapes).size).toBe(24);
  });

  it("carves each rune in a safe, self-contained stone under 8 KB, each stone its own", () => {
    const stones = RUNE_DECK.map((slug) => {
      const svg = runeStoneSvg(slug);
      expectSafeStandaloneSvg(svg, "0 0 200 240");
      for (const id of idsOf(svg).defined) expect(id.startsWith(`${slug}-`)).toBe(true);
      return svg.replaceAll(slug, "rune");
    });
    expect(new Set(stones).size).toBe(24);
  });

  it("turns a reversed stone over, and is deterministic", () => {
    for (const slug of RUNE_DECK) {
      const upright = runeStoneSvg(slug);
      const reversed = runeStoneSvg(slug, { reversed: true });
      expect(reversed).not.toBe(upright);
      expectSafeStandaloneSvg(reversed, "0 0 200 240");
      expect(runeStoneSvg(slug)).toBe(upright);
      expect(runeStoneSvg(slug, { reversed: true })).toBe(reversed);
    }
  });

  it("throws on a slug that is not a rune", () => {
    for (const slug of ["", "wyrd", "the-fool", "toString", "constructor"]) {
      expect(() => runeStoneSvg(slug)).toThrow(/Unknown rune/);
    }
  });
});
