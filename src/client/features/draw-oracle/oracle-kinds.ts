import { ORACLE_PAGE_WORDS } from "../../../../content/draws/oracle-pages";
import type { OraclePageWords } from "../../../shared/draws/content-types";
import { libraryArtPath } from "../../../shared/draws/library-assets";
import { spreadsOf, type DrawTool, type Spread } from "../../../shared/draws/spreads";

/** What differs between the drawing oracles: their words, their art, and where their library lies. */
export interface OracleKind {
  tool: DrawTool;
  words: OraclePageWords;
  spreads: readonly Spread[];
  /** The item's picture (upright or reversed) as an `<img>` source: the library's own file of it. */
  artSource(key: string, reversed: boolean): string;
  /** "aspect-[3/5]": the shape of one item's picture. */
  aspectClass: string;
  /** The library of every item, and one item's page there. */
  libraryHref: string;
  itemHref(key: string): string;
  /** What the daily-cap notice says rests ("The cards rest"). */
  restingLabel: string;
  /** What the oracle's items are called in its page's headings ("What the cards offer"). */
  itemsNoun: string;
  /** The shape of an item's back before it turns: a card's frame, or a stone's round. */
  backShapeClass: string;
}

export const ORACLE_KINDS: Record<DrawTool, OracleKind> = {
  tarot: {
    tool: "tarot",
    words: ORACLE_PAGE_WORDS.tarot,
    spreads: spreadsOf("tarot"),
    artSource: (key, reversed) => libraryArtPath("tarot", key, { reversed }),
    aspectClass: "aspect-[3/5]",
    libraryHref: "/tarot/cards",
    itemHref: (key) => `/tarot/cards/${key}`,
    restingLabel: "The cards rest",
    itemsNoun: "cards",
    backShapeClass: "rounded-lg shadow-[inset_0_0_0_4px_rgb(14_12_38),inset_0_0_0_5px_rgb(232_193_112_/_0.5)]",
  },
  runes: {
    tool: "runes",
    words: ORACLE_PAGE_WORDS.runes,
    spreads: spreadsOf("runes"),
    artSource: (key, reversed) => libraryArtPath("runes", key, { reversed }),
    aspectClass: "aspect-[5/6]",
    libraryHref: "/runes/library",
    itemHref: (key) => `/runes/${key}`,
    restingLabel: "The runes rest",
    itemsNoun: "runes",
    backShapeClass: "rounded-[45%]",
  },
};
