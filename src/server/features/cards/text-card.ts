import { sharingWords } from "../../../../content/site/sharing";
import { fillWords } from "../../../shared/text";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import { cardFrame, COLOURS, el, shorten, text, type CardElement, type CardPictures } from "./card-parts";

/** What a card of words shows (a ritual, the pendulum); equal contents make equal cards (the cache key). */
export interface TextCardContent {
  /** The small capitals above the title: what kind of reading it is ("Today's Numerology"). */
  kicker: string;
  /** "Personal Day 7 · The Seeker", "Waxing Crescent in Taurus". */
  title: string;
  situation: Situation;
  question: string | null;
  /** The first sentence of the ritual's words. */
  sentence: string;
  /** The site's host name, printed at the foot. */
  site: string;
}

/** The 1200×630 card of a reading told in words (a ritual, the pendulum), in the dice's sky and frame. */
export function textCardElement(content: TextCardContent, pictures: CardPictures): CardElement {
  const question = content.question ? shorten(content.question) || null : null;
  const badge = fillWords(sharingWords.card.title, { situation: SITUATION_LABELS[content.situation] });
  const middle = el(
    "div",
    { flex: 1, flexDirection: "column", justifyContent: "center", marginTop: 12, marginBottom: 12, paddingLeft: 24 },
    text(content.kicker, { fontSize: 17, letterSpacing: 4, color: COLOURS.gold300, textTransform: "uppercase" }, 1),
    text(
      content.title,
      { marginTop: 8, fontFamily: "Cinzel", fontWeight: 700, fontSize: 44, color: COLOURS.gold100, lineHeight: 1.2 },
      2,
    ),
    ...(question
      ? [text(`“${question}”`, { marginTop: 22, fontSize: 26, lineHeight: 1.35, color: COLOURS.gold200 }, 2)]
      : []),
    text(
      shorten(content.sentence),
      { marginTop: 22, fontSize: 30, lineHeight: 1.38, color: COLOURS.indigo50 },
      question ? 3 : 4,
    ),
  );
  return cardFrame(pictures, badge, middle, content.site);
}
