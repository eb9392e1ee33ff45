import { composerFaces } from "../../../../../content/oracle/composer/faces";
import { tier1 as words1 } from "../../../../../content/oracle/composer/tier-1";
import { tier2 as words2 } from "../../../../../content/oracle/composer/tier-2";
import { tier3 as words3 } from "../../../../../content/oracle/composer/tier-3";
import type { Ctx } from "./context";
import { fill, say, sayOneOf } from "./fill";
import { core, optional, paragraph, reserve, type Paragraph } from "./fit";
import {
  matchSentence,
  pickSentence,
  quoteFrame,
  quoting,
  situationCounsel,
  verdictHint,
  verdictSentence,
  whiteFrame,
} from "./sentences";
import { lower } from "./text";

/** Tier 1: brief, mysterious, open-ended. One paragraph. */
export function tier1(c: Ctx): Paragraph[] {
  const question = c.p.pick(composerFaces[c.counselFace - 1]!.questions);
  const match =
    c.match.kind === "pair"
      ? sayOneOf(c, words1.matchPair)
      : c.match.kind === "triple"
        ? fill(c, words1.matchTriple)
        : null;
  return [
    paragraph(
      core(say(c, words1.openings)),
      core(say(c, words1.faces)),
      c.match.kind === "triple" ? core(match) : optional(match, 2),
      optional(say(c, words1.images), 3),
      core(say(c, words1.sums)),
      reserve(say(c, words1.greenHints), 1),
      core(c.p.chance(0.5) ? question : fill(c, words1.askYourself, { questionLower: () => lower(question) })),
      optional(sayOneOf(c, words1.verdictHints, { verdictHint: () => verdictHint(c) }), 4),
      core(say(c, words1.closings)),
    ),
  ];
}

/** Tier 2: personal, speaks to the situation. The dice, then counsel. */
export function tier2(c: Ctx): Paragraph[] {
  const quoted = pickSentence(c, c.interpretationSentences, 30);
  return [
    paragraph(
      core(say(c, words2.openings[c.situation])),
      core(say(c, words2.focus[c.situation])),
      optional(matchSentence(c), 5),
      core(quoteFrame(c, quoted)),
      reserve(fill(c, words2.greenImage), 1),
    ),
    paragraph(
      optional(c.p.pick(words2.counselIntros), 4),
      core(situationCounsel(c)),
      core(whiteFrame(c)),
      core(sayOneOf(c, words2.timing)),
      optional(verdictSentence(c), 6),
      reserve(fill(c, words2.sum), 2),
      optional(c.p.pick(words2.closings[c.situation]), 3),
    ),
  ];
}

function verdictShort(c: Ctx): string {
  return c.verdict ? sayOneOf(c, words3.verdicts) : words3.verdictUnknown;
}

/** Tier 3: a short story, then three numbered insights. */
export function tier3(c: Ctx): Paragraph[] {
  const story = c.p.pick(words3.stories);
  const teller = { who: () => story.who, whom: () => story.whom };
  const quoted = pickSentence(c, c.interpretationSentences, 22);
  const insights: Paragraph = {
    segments: [
      { text: say(c, words3.insightRed) },
      { text: say(c, words3.insightWhite) },
      { text: say(c, words3.insightGreen, { verdictShort: () => verdictShort(c) }) },
    ],
    separator: "\n",
  };
  return [
    paragraph(
      ...story.lines.map((line) => core(fill(c, line, teller))),
      optional(matchSentence(c), 3),
      core(sayOneOf(c, words3.storySums, teller)),
      optional(fill(c, words3.sumMeaning), 2),
      core(sayOneOf(c, words3.storyQuotes, { ...teller, ...quoting(quoted) })),
    ),
    insights,
    paragraph(optional(situationCounsel(c), 1), optional(c.p.pick(words3.closings), 4)),
  ];
}
