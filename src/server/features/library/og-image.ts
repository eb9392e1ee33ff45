import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { rune } from "../../../../content/runes";
import { libraryWords } from "../../../../content/site/library";
import { tarotCard } from "../../../../content/tarot";
import { runeStoneSvg } from "../../../shared/draws/art/rune-stone-svg";
import { tarotCardSvg } from "../../../shared/draws/art/tarot-card-svg";
import { RUNE_DECK, runeAettOf, tarotCardKind } from "../../../shared/draws/decks";
import { layoutSvg, paintPng } from "../cards";
import { LIBRARY_OG_IMAGE_SIZE, isLibraryOgSlug, type LibraryDeck } from "../../../shared/draws/library-assets";

/** Raise when the picture's design changes: browsers' ETags then no longer match. */
const DESIGN = 1;

export interface OgImage {
  png: Uint8Array;
  etag: string;
}

/** A satori element: the shape of a React element, without React. */
interface Element {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; width?: number; height?: number; children?: unknown };
}

const h = (type: string, props: Element["props"], ...children: Array<Element | string>): Element => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

const COLOURS = {
  night950: "#07051a",
  night800: "#130e33",
  gold100: "#fbefd0",
  gold300: "#e8c170",
  indigo200: "#c7d2fe",
};

type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };

function loadFonts(): SatoriFont[] {
  const resolve = createRequire(import.meta.url).resolve;
  const font = (name: string, file: string, weight: 400 | 700): SatoriFont => ({
    name,
    data: readFileSync(resolve(file)),
    weight,
    style: "normal",
  });
  return [
    font("Cinzel", "@fontsource/cinzel/files/cinzel-latin-700-normal.woff", 700),
    font("Cinzel", "@fontsource/cinzel/files/cinzel-latin-ext-700-normal.woff", 700),
    font("Inter", "@fontsource/inter/files/inter-latin-400-normal.woff", 400),
    font("Inter", "@fontsource/inter/files/inter-latin-ext-400-normal.woff", 400),
  ];
}

const svgSource = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** What a library page's picture shows: the art (one or a fan of three), a small heading, a name, a line. */
interface OgContent {
  art: Array<{ svg: string; width: number; height: number }>;
  eyebrow: string;
  title: string;
  line: string;
}

function contentFor(deck: LibraryDeck, slug: string): OgContent {
  if (deck === "tarot") {
    if (slug === "index") {
      const words = libraryWords.tarot.index;
      return {
        art: ["the-fool", "the-high-priestess", "the-star"].map((card) => ({
          svg: tarotCardSvg(card),
          width: 204,
          height: 340,
        })),
        eyebrow: words.eyebrow,
        title: words.title,
        line: `${words.majorHeading} · Wands · Cups · Swords · Pentacles`,
      };
    }
    const card = tarotCard(slug);
    const kind = tarotCardKind(slug)!;
    const { eyebrow, suitNames } = libraryWords.tarot.card;
    return {
      art: [{ svg: tarotCardSvg(slug), width: 300, height: 500 }],
      eyebrow: kind.arcana === "major" ? eyebrow.major : `${eyebrow.minor} · ${suitNames[kind.suit]}`,
      title: card.name,
      line: card.keywords.upright.slice(0, 3).join(" · "),
    };
  }
  if (slug === "index") {
    const words = libraryWords.runes.index;
    return {
      art: ["fehu", "algiz", "dagaz"].map((stone) => ({ svg: runeStoneSvg(stone), width: 190, height: 228 })),
      eyebrow: words.eyebrow,
      title: words.title,
      line: Object.values(words.aetts)
        .map((aett) => aett.heading)
        .join(" · "),
    };
  }
  const entry = rune(slug);
  return {
    art: [{ svg: runeStoneSvg(slug), width: 380, height: 456 }],
    eyebrow: `${libraryWords.runes.rune.eyebrow} · ${libraryWords.runes.index.aetts[runeAettOf(RUNE_DECK.indexOf(slug))].heading}`,
    title: entry.name,
    line: `${entry.literal} · ${entry.keywords.upright.slice(0, 2).join(" · ")}`,
  };
}

function layout(content: OgContent): Element {
  const { width, height } = LIBRARY_OG_IMAGE_SIZE;
  const fan = content.art.length > 1;
  return h(
    "div",
    {
      style: {
        width,
        height,
        display: "flex",
        alignItems: "center",
        padding: "0 72px",
        gap: 56,
        backgroundImage: `radial-gradient(circle at 25% 50%, #2a1f5c 0%, ${COLOURS.night800} 45%, ${COLOURS.night950} 100%)`,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", flexShrink: 0 } },
      ...content.art.map((art, index) =>
        h("img", {
          src: svgSource(art.svg),
          width: art.width,
          height: art.height,
          style: fan ? { marginLeft: index === 0 ? 0 : -70, transform: `rotate(${(index - 1) * 8}deg)` } : {},
        }),
      ),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", flexGrow: 1, flexShrink: 1 } },
      h(
        "div",
        {
          style: {
            fontFamily: "Inter",
            fontSize: 26,
            letterSpacing: 4,
            color: COLOURS.gold300,
            textTransform: "uppercase",
          },
        },
        content.eyebrow,
      ),
      h(
        "div",
        {
          style: {
            fontFamily: "Cinzel",
            fontWeight: 700,
            fontSize: fan ? 60 : 76,
            lineHeight: 1.1,
            color: COLOURS.gold100,
            marginTop: 18,
          },
        },
        content.title,
      ),
      h("div", { style: { fontFamily: "Inter", fontSize: 30, color: COLOURS.indigo200, marginTop: 24 } }, content.line),
      h(
        "div",
        { style: { fontFamily: "Cinzel", fontWeight: 700, fontSize: 28, color: COLOURS.gold300, marginTop: 48 } },
        "Mystic Dice",
      ),
    ),
  );
}

/**
 * Draws the link-preview pictures of the library's pages (1200×630 PNGs: the card's or rune's art
 * beside its name) with satori and resvg, and keeps every one drawn: there are 104 at most (the 78
 * cards, the 24 runes and the two indexes), some 100 KB each.
 */
export class LibraryOgImages {
  private fonts: SatoriFont[] | null = null;
  private readonly images = new Map<string, Promise<OgImage>>();

  /** The picture of a library page, or null when the deck has no such slug. */
  render(deck: LibraryDeck, slug: string): Promise<OgImage> | null {
    if (!isLibraryOgSlug(deck, slug)) return null;
    const key = `${deck}/${slug}`;
    let image = this.images.get(key);
    if (!image) {
      image = this.draw(deck, slug);
      image.catch(() => this.images.delete(key)); // drawn again when next asked for
      this.images.set(key, image);
    }
    return image;
  }

  private async draw(deck: LibraryDeck, slug: string): Promise<OgImage> {
    this.fonts ??= loadFonts();
    const { width, height } = LIBRARY_OG_IMAGE_SIZE;
    const svg = await layoutSvg(layout(contentFor(deck, slug)), {
      width,
      height,
      fonts: this.fonts,
    });
    const png = new Uint8Array(await paintPng(svg));
    const etag = `"${createHash("sha256").update(`${DESIGN}:${deck}/${slug}`).update(png).digest("base64url").slice(0, 27)}"`;
    return { png, etag };
  }
}
