import { meaningSystem } from "../../../../content/oracle/meaning-system";
import { sharingWords } from "../../../../content/site/sharing";
import { DICE_COLOURS, FACE_NAMES, sumDice, type DiceColour, type DiceRoll } from "../../../shared/dice";
import { PIP_CELLS } from "../../../shared/die-pips";
import { fillWords } from "../../../shared/text";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import type { Verdict } from "../../../shared/verdict";
import { cardFrame, COLOURS, el, shorten, text, type CardElement, type CardPictures } from "./card-parts";

/** What a dice reading's card shows; equal contents make equal cards (the cache key is made from it). */
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

/** The 1200×630 card of a reading, in the site's night sky, purple and gold. */
export function cardElement(content: CardContent, pictures: CardPictures): CardElement {
  const { situation, dice, verdict, site } = content;
  const question = content.question ? shorten(content.question) || null : null;
  const sentence = shorten(content.sentence);
  const sum = sumDice(dice);
  const situationTitle = fillWords(sharingWords.card.title, { situation: SITUATION_LABELS[situation] });
  const sumLine = `${fillWords(sharingWords.card.sum, { sum })} · ${meaningSystem.sums[sum]?.name ?? ""}`;
  const verdictLook = verdict ? VERDICT_LOOK[verdict] : null;

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

  const middle = el(
    "div",
    { flex: 1, alignItems: "center", marginTop: 12, marginBottom: 12 },
    diceColumn,
    el("div", { width: 1.5, height: 300, backgroundColor: "rgba(232, 193, 112, 0.3)" }),
    words,
  );
  return cardFrame(pictures, situationTitle, middle, site);
}
