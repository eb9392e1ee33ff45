import { sharingWords } from "../../../../content/site/sharing";
import { CARD_HEIGHT, CARD_WIDTH } from "../../../shared/sharing";

/** What every card is drawn from: the sky, the frame, the header and footer, text that keeps its bounds. */

/**
 * Inter's subsets the card is drawn with, so that a question in another script still has its letters.
 * Each is a family of its own, named by `interFamily`: satori keeps one font per family and weight.
 */
export const INTER_SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"];
export const interFamily = (subset: string) => `Inter ${subset}`;

/**
 * What the fonts cannot draw: scripts other than Latin, Cyrillic and Greek (CJK, Arabic, …), emoji and
 * their joiners. Left out of the card rather than drawn as empty boxes; the shared page shows them.
 */
const UNDRAWABLE =
  /[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}]|\p{Extended_Pictographic}|\u{200D}|\u{FE0F}/gu;

/** The colours of the site (src/client/styles/app.css). */
export const COLOURS = {
  night950: "#07051a",
  night900: "#0b0820",
  night800: "#130e33",
  gold100: "#fbefd0",
  gold200: "#f5d98b",
  gold300: "#e8c170",
  gold500: "#c99a3b",
  violet: "#8b5cf6",
  indigo50: "#eef2ff",
  indigo200: "#c7d2fe",
};

/** Stars scattered over the sky, as [left %, top %, size px, opacity]: fixed, so every card is alike. */
const STARS: ReadonlyArray<readonly [number, number, number, number]> = [
  [4, 9, 2, 0.7], [11, 84, 2, 0.5], [17, 6, 3, 0.6], [23, 93, 2, 0.4], [31, 4, 2, 0.5], [38, 96, 3, 0.35],
  [46, 7, 2, 0.6], [53, 91, 2, 0.45], [61, 5, 3, 0.5], [66, 94, 2, 0.5], [72, 10, 2, 0.7], [79, 88, 3, 0.4],
  [85, 14, 2, 0.55], [91, 80, 2, 0.6], [96, 34, 3, 0.5], [2, 46, 2, 0.45], [97, 62, 2, 0.5], [3, 70, 3, 0.4],
  [57, 18, 2, 0.3], [88, 50, 2, 0.35],
]; // prettier-ignore

type Style = Record<string, string | number>;
/** An element as satori takes it (the shape of a React element, without React). */
export interface CardElement {
  type: string;
  props: { style?: Style; children?: CardChild | CardChild[]; src?: string; width?: number; height?: number };
}
type CardChild = CardElement | string;

export function el(type: string, style: Style, ...children: CardChild[]): CardElement {
  return { type, props: { style: { display: "flex", ...style }, children } };
}

/** Text that wraps and, past `lines` lines, ends in an ellipsis; a long word breaks instead of overflowing. */
export function text(value: string, style: Style, lines: number): CardElement {
  return {
    type: "div",
    props: {
      style: { display: "block", lineClamp: lines, overflow: "hidden", wordBreak: "break-word", ...style },
      children: value,
    },
  };
}

/** Characters kept of a text before the layout clamps it: bounds the work on very long input. */
const MAX_TEXT_CHARACTERS = 320;

export function shorten(value: string): string {
  const single = value.replace(UNDRAWABLE, "").replace(/\s+/g, " ").trim();
  return single.length > MAX_TEXT_CHARACTERS ? `${single.slice(0, MAX_TEXT_CHARACTERS - 1)}…` : single;
}

/**
 * The sky every card shares: the night's gradients, a violet and a gold glow, stars and the gold frame.
 * It is drawn once and laid under each card as a picture (gradients this large are most of the cost of
 * drawing a card).
 */
export function skyElement(): CardElement {
  const stars = STARS.map(([left, top, size, opacity]) =>
    el("div", {
      position: "absolute",
      left: `${left}%`,
      top: `${top}%`,
      width: size,
      height: size,
      borderRadius: size,
      backgroundColor: COLOURS.gold100,
      opacity,
    }),
  );
  return el(
    "div",
    {
      position: "relative",
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: COLOURS.night900,
      backgroundImage: [
        "radial-gradient(circle at 85% -10%, rgba(139, 92, 246, 0.45), rgba(139, 92, 246, 0) 55%)",
        "radial-gradient(circle at -5% 100%, rgba(232, 193, 112, 0.16), rgba(232, 193, 112, 0) 45%)",
        `linear-gradient(180deg, ${COLOURS.night800}, ${COLOURS.night950})`,
      ].join(", "),
    },
    ...stars,
    el("div", {
      position: "absolute",
      left: 22,
      top: 22,
      right: 22,
      bottom: 22,
      borderRadius: 28,
      border: "1.5px solid rgba(232, 193, 112, 0.35)",
    }),
  );
}

/** Pictures a card draws with: the product's mark and the sky (`skyElement`, already drawn), as data URLs. */
export interface CardPictures {
  mark: string;
  sky: string;
}

/**
 * A card around its middle: the sky laid under it, the mark and name at the top left, `badge` (the
 * reading's situation) at the top right, and at the foot the note and the site's host.
 */
export function cardFrame(pictures: CardPictures, badge: string, middle: CardElement, site: string): CardElement {
  const header = el(
    "div",
    { justifyContent: "space-between", alignItems: "center" },
    el(
      "div",
      { alignItems: "center" },
      { type: "img", props: { src: pictures.mark, width: 56, height: 56 } },
      el(
        "div",
        {
          marginLeft: 18,
          fontFamily: "Cinzel",
          fontWeight: 700,
          fontSize: 30,
          letterSpacing: 5,
          color: COLOURS.gold200,
        },
        "MYSTIC DICE",
      ),
    ),
    el(
      "div",
      {
        padding: "10px 26px",
        borderRadius: 999,
        border: `1.5px solid rgba(232, 193, 112, 0.55)`,
        backgroundColor: "rgba(139, 92, 246, 0.22)",
        fontFamily: "Cinzel",
        fontWeight: 700,
        fontSize: 21,
        letterSpacing: 3,
        color: COLOURS.gold100,
        textTransform: "uppercase",
      },
      badge,
    ),
  );

  const footer = el(
    "div",
    { justifyContent: "space-between", alignItems: "center", fontSize: 17, color: "rgba(199, 210, 254, 0.75)" },
    el("div", {}, sharingWords.card.footer),
    el("div", { fontFamily: "Cinzel", fontSize: 19, letterSpacing: 2, color: COLOURS.gold300 }, site),
  );

  return el(
    "div",
    {
      position: "relative",
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: "column",
      fontFamily: INTER_SUBSETS.map(interFamily).join(", "),
      color: COLOURS.indigo50,
      backgroundColor: COLOURS.night900,
    },
    {
      type: "img",
      props: {
        src: pictures.sky,
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        style: { position: "absolute", left: 0, top: 0 },
      },
    },
    el("div", { flex: 1, flexDirection: "column", padding: "48px 64px 44px" }, header, middle, footer),
  );
}
