import { meaningSystem } from "../../../../content/oracle/meaning-system";
import { sharingWords } from "../../../../content/site/sharing";
import { DICE_COLOURS, FACE_NAMES, sumDice, type DiceColour, type DiceRoll } from "../../../shared/dice";
import { PIP_CELLS } from "../../../shared/die-pips";
import { CARD_HEIGHT, CARD_WIDTH } from "../../../shared/sharing";
import { fillWords } from "../../../shared/text";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import type { Verdict } from "../../../shared/verdict";

/** What a reading's card shows; equal contents make equal cards (the cache key is made from it). */
export interface CardContent {
  situation: Situation;
  dice: DiceRoll;
  question: string | null;
  /** The first sentence of the situation's interpretation. */
  sentence: string;
  verdict: Verdict | null;
  /** The site's host name, printed at the foot ("mysticdice.example"). */
  site: string;
}

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
const COLOURS = {
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

/** Each die: its face, the rim of light around it, the darker side seen below it, its pips. */
const DIE_LOOK: Record<DiceColour, { face: string; rim: string; side: string; pip: string; label: string }> = {
  red: {
    face: "linear-gradient(135deg, #f43f5e, #c8323f)",
    rim: "#fda4af",
    side: "#7a1f38",
    pip: "#fff1f2",
    label: "Red",
  },
  white: {
    face: "linear-gradient(135deg, #ffffff, #f3efe6)",
    rim: "#ffffff",
    side: "#8f82b8",
    pip: COLOURS.night800,
    label: "White",
  },
  green: {
    face: "linear-gradient(135deg, #34d399, #2f9d6a)",
    rim: "#a7f3d0",
    side: "#14573f",
    pip: "#ecfdf5",
    label: "Green",
  },
};

/** A verdict's badge: gold for a yes, silver for uncertain, dusk violet for a no. */
const GOLD_GLOW = "rgba(245, 217, 139, 0.45)";
const VIOLET_GLOW = "rgba(167, 139, 250, 0.55)";
/** A verdict's badge; `glow` is the colour of the ring around it. */
const VERDICT_LOOK: Record<Verdict, { background: string; colour: string; glow: string }> = {
  Yes: {
    background: `linear-gradient(135deg, ${COLOURS.gold200}, ${COLOURS.gold500})`,
    colour: COLOURS.night950,
    glow: GOLD_GLOW,
  },
  "Likely yes": {
    background: `linear-gradient(135deg, ${COLOURS.gold100}, ${COLOURS.gold300})`,
    colour: COLOURS.night950,
    glow: GOLD_GLOW,
  },
  Uncertain: { background: "linear-gradient(135deg, #e0e7ff, #a5b4fc)", colour: COLOURS.night950, glow: VIOLET_GLOW },
  "Likely no": { background: "linear-gradient(135deg, #7c6bd6, #4c3a9e)", colour: COLOURS.gold100, glow: VIOLET_GLOW },
  No: { background: "linear-gradient(135deg, #5b4bb7, #2a1f6b)", colour: COLOURS.gold100, glow: VIOLET_GLOW },
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

function el(type: string, style: Style, ...children: CardChild[]): CardElement {
  return { type, props: { style: { display: "flex", ...style }, children } };
}

/** Text that wraps and, past `lines` lines, ends in an ellipsis; a long word breaks instead of overflowing. */
function text(value: string, style: Style, lines: number): CardElement {
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

function shorten(value: string): string {
  const single = value.replace(UNDRAWABLE, "").replace(/\s+/g, " ").trim();
  return single.length > MAX_TEXT_CHARACTERS ? `${single.slice(0, MAX_TEXT_CHARACTERS - 1)}…` : single;
}

function die(colour: DiceColour, face: number): CardElement {
  const look = DIE_LOOK[colour];
  const pips = PIP_CELLS[face] ?? [];
  const row = (first: number) =>
    el(
      "div",
      { justifyContent: "space-between" },
      ...[first, first + 1, first + 2].map((cell) =>
        el("div", {
          width: 22,
          height: 22,
          borderRadius: 11,
          backgroundColor: pips.includes(cell) ? look.pip : "transparent",
        }),
      ),
    );
  // A die seen a little from above: its darker side shows under the face (no blurred shadow, which
  // would cost most of the drawing time).
  return el(
    "div",
    { flexDirection: "column", alignItems: "center" },
    el(
      "div",
      { width: 112, height: 120, borderRadius: 24, backgroundColor: look.side },
      el(
        "div",
        {
          width: 112,
          height: 112,
          padding: 17,
          flexDirection: "column",
          justifyContent: "space-between",
          borderRadius: 24,
          backgroundImage: look.face,
          border: `2px solid ${look.rim}`,
        },
        row(0),
        row(3),
        row(6),
      ),
    ),
    el(
      "div",
      { marginTop: 18, fontFamily: "Cinzel", fontWeight: 700, fontSize: 25, color: COLOURS.gold100 },
      FACE_NAMES[face - 1] ?? String(face),
    ),
    el(
      "div",
      { marginTop: 4, fontSize: 14, letterSpacing: 3, color: COLOURS.indigo200, textTransform: "uppercase" },
      look.label,
    ),
  );
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

/** The 1200×630 card of a reading, in the site's night sky, purple and gold. */
export function cardElement(content: CardContent, pictures: CardPictures): CardElement {
  const { situation, dice, verdict, site } = content;
  const question = content.question ? shorten(content.question) || null : null;
  const sentence = shorten(content.sentence);
  const sum = sumDice(dice);
  const situationTitle = fillWords(sharingWords.card.title, { situation: SITUATION_LABELS[situation] });
  const sumLine = `${fillWords(sharingWords.card.sum, { sum })} · ${meaningSystem.sums[sum]?.name ?? ""}`;
  const verdictLook = verdict ? VERDICT_LOOK[verdict] : null;

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
      situationTitle,
    ),
  );

  const diceColumn = el(
    "div",
    { width: 420, flexDirection: "column", alignItems: "center", justifyContent: "center" },
    el("div", { gap: 30 }, ...DICE_COLOURS.map((colour) => die(colour, dice[colour]))),
    el("div", { marginTop: 26, fontFamily: "Cinzel", fontSize: 20, letterSpacing: 2, color: COLOURS.gold300 }, sumLine),
  );

  const words = el(
    "div",
    { flex: 1, flexDirection: "column", justifyContent: "center", paddingLeft: 44 },
    ...(question
      ? [text(`“${question}”`, { fontSize: 27, lineHeight: 1.35, color: COLOURS.gold200, marginBottom: 22 }, 2)]
      : []),
    text(sentence, { fontSize: 31, lineHeight: 1.38, color: COLOURS.indigo50 }, question ? 4 : 5),
    ...(verdict && verdictLook
      ? [
          el(
            "div",
            { marginTop: 28 },
            el(
              "div",
              {
                padding: "10px 28px",
                borderRadius: 999,
                backgroundImage: verdictLook.background,
                color: verdictLook.colour,
                fontFamily: "Cinzel",
                fontWeight: 700,
                fontSize: 24,
                letterSpacing: 3,
                textTransform: "uppercase",
                border: `3px solid ${verdictLook.glow}`,
              },
              verdict,
            ),
          ),
        ]
      : []),
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
    el(
      "div",
      { flex: 1, flexDirection: "column", padding: "48px 64px 44px" },
      header,
      el(
        "div",
        { flex: 1, alignItems: "center", marginTop: 12, marginBottom: 12 },
        diceColumn,
        el("div", { width: 1.5, height: 300, backgroundColor: "rgba(232, 193, 112, 0.3)" }),
        words,
      ),
      footer,
    ),
  );
}
