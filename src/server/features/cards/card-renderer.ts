import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { CARD_WIDTH, CARD_HEIGHT } from "../../../shared/sharing";
import { cardElement, type CardContent } from "./dice-card";
import { INTER_SUBSETS, interFamily, skyElement, type CardElement, type CardPictures } from "./card-parts";
import { drawCardElement, type DrawCardContent } from "./draw-card";
import { textCardElement, type TextCardContent } from "./text-card";
import { fromProjectRoot } from "../../project-root";
import { layoutSvg, paintPng } from "./drawing";

/**
 * What a card shows, in one of three designs: three dice, a spread of cards or stones, or words (a title
 * and a sentence). An oracle chooses its design (src/server/oracles/); the designs name no oracle.
 */
export type CardSpec =
  | { layout: "dice"; content: CardContent }
  | { layout: "draw"; content: DrawCardContent }
  | { layout: "text"; content: TextCardContent };

function elementOf(card: CardSpec, pictures: CardPictures): CardElement {
  switch (card.layout) {
    case "dice":
      return cardElement(card.content, pictures);
    case "draw":
      return drawCardElement(card.content, pictures);
    case "text":
      return textCardElement(card.content, pictures);
  }
}

/** Raise when the card's design changes: cached cards and browsers' ETags then no longer match. */
const CARD_DESIGN = 1;

/** A rendered card: the PNG and its entity tag (the same contents always give the same tag). */
export interface RenderedCard {
  png: Uint8Array;
  etag: string;
}

type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };

const resolve = createRequire(import.meta.url).resolve;
const CINZEL = (subset: string, weight: 400 | 700) =>
  resolve(`@fontsource/cinzel/files/cinzel-${subset}-${weight}-normal.woff`);
/** satori reads WOFF, not WOFF2: the card's text uses the static Inter (Regular), which ships WOFF files. */
const INTER = (subset: string) => resolve(`@fontsource/inter/files/inter-${subset}-400-normal.woff`);

function loadFonts(): SatoriFont[] {
  const fonts: SatoriFont[] = [];
  for (const weight of [400, 700] as const) {
    for (const subset of ["latin", "latin-ext"]) {
      fonts.push({ name: "Cinzel", data: readFileSync(CINZEL(subset, weight)), weight, style: "normal" });
    }
  }
  for (const subset of INTER_SUBSETS) {
    fonts.push({ name: interFamily(subset), data: readFileSync(INTER(subset)), weight: 400, style: "normal" });
  }
  return fonts;
}

/** The product's mark (the favicon), as the card's image source. */
function loadMark(): string {
  const svg = readFileSync(fromProjectRoot("public/favicon.svg"));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

async function toPng(element: CardElement, fonts: SatoriFont[]): Promise<Buffer> {
  return paintPng(await layoutSvg(element, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts }));
}

/**
 * Draws reading cards (satori lays out and writes an SVG, resvg paints it on a worker thread) and keeps
 * the most recent ones: a bounded least-recently-used cache keyed by what the card shows, so a card is
 * drawn once while it is asked for, and two requests for the same card share one drawing.
 */
export class CardRenderer {
  private assets: Promise<{ fonts: SatoriFont[]; pictures: CardPictures }> | null = null;
  private readonly cache = new Map<string, RenderedCard>();
  private readonly drawing = new Map<string, Promise<RenderedCard>>();
  private cachedBytes = 0;

  constructor(private readonly limits = { entries: 256, bytes: 48 * 1024 * 1024 }) {}

  async render(content: CardSpec): Promise<RenderedCard> {
    const key = createHash("sha256")
      .update(JSON.stringify([CARD_DESIGN, content]))
      .digest("base64url");
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.draw(content, key).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  /** How many cards are kept (for tests). */
  get size(): number {
    return this.cache.size;
  }

  /** The card as SVG, its text drawn as paths (what resvg then paints). */
  async svg(content: CardSpec): Promise<string> {
    const { fonts, pictures } = await this.loadAssets();
    return layoutSvg(elementOf(content, pictures), {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
    });
  }

  /** Fonts, the mark and the sky, made once, at the first card. */
  private loadAssets() {
    this.assets ??= (async () => {
      const fonts = loadFonts();
      const sky = await toPng(skyElement(), fonts);
      return { fonts, pictures: { mark: loadMark(), sky: `data:image/png;base64,${sky.toString("base64")}` } };
    })().catch((error: unknown) => {
      this.assets = null; // tried again by the next card
      throw error;
    });
    return this.assets;
  }

  private async draw(content: CardSpec, key: string): Promise<RenderedCard> {
    const svg = await this.svg(content);
    const card: RenderedCard = { png: new Uint8Array(await paintPng(svg)), etag: `"${key.slice(0, 32)}"` };
    this.keep(key, card);
    return card;
  }

  private keep(key: string, card: RenderedCard) {
    this.cache.set(key, card);
    this.cachedBytes += card.png.byteLength;
    for (const [oldest, old] of this.cache) {
      if (this.cache.size <= this.limits.entries && this.cachedBytes <= this.limits.bytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= old.png.byteLength;
    }
  }
}
