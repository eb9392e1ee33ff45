import { whiteCounsel } from "../../../../../content/oracle/composer/counsel";
import { tier4 as words4 } from "../../../../../content/oracle/composer/tier-4";
import { tier5 as words5 } from "../../../../../content/oracle/composer/tier-5";
import type { Ctx } from "./context";
import { fill, say, sayOneOf } from "./fill";
import { core, optional, paragraph, reserve, type Paragraph } from "./fit";
import {
  matchSentence,
  pickSentence,
  quoteFrame,
  quoting,
  situationCounsel,
  timingSentence,
  verdictSentence,
  whiteFrame,
} from "./sentences";

/** Tier 4: a full arc with a beginning, a turning point and a resolution. */
export function tier4(c: Ctx): Paragraph[] {
  const quoted = pickSentence(c, c.interpretationSentences, 32);
  return [
    paragraph(
      core(c.p.pick(words4.openings)),
      core(say(c, words4.beginnings)),
      core(say(c, words4.redShadows)),
      optional(c.p.pick(words4.situationFrames[c.situation]), 5),
    ),
    paragraph(
      core(c.p.pick(words4.turns)),
      core(say(c, words4.white)),
      c.match.kind === "none" ? [] : optional(matchSentence(c), 3),
      core(timingSentence(c)),
      core(quoteFrame(c, quoted)),
    ),
    paragraph(
      core(say(c, words4.resolutions)),
      core(sayOneOf(c, words4.sums)),
      optional(verdictSentence(c), 4),
      reserve(fill(c, words4.greenImage), 2),
    ),
    paragraph(core(situationCounsel(c)), reserve(whiteFrame(c), 1), optional(c.p.pick(words4.blessings), 6)),
  ];
}

/** Tier 5: layered, intimate, every die woven in. */
export function tier5(c: Ctx): Paragraph[] {
  const sentences = c.interpretationSentences;
  const picked = [pickSentence(c, sentences, 34), pickSentence(c, sentences, 34)];
  const [first, second] = picked.sort((a, b) => sentences.indexOf(a) - sentences.indexOf(b)) as [string, string];
  return [
    paragraph(
      core(c.p.pick(words5.openings)),
      core(c.p.pick(words5.situations[c.situation])),
      core(say(c, words5.overviews)),
    ),
    paragraph(
      core(say(c, words5.red)),
      core(say(c, words5.redDepth)),
      core(fill(c, words5.redImage)),
      optional(say(c, words5.redSituation[c.situation]), 4),
    ),
    paragraph(
      core(say(c, words5.white)),
      core(c.p.pick(whiteCounsel[c.whiteFace]!)),
      core(timingSentence(c)),
      reserve(fill(c, words5.whiteLight), 1),
    ),
    paragraph(
      core(say(c, words5.green)),
      core(quoteFrame(c, first)),
      optional(first !== second ? sayOneOf(c, words5.furtherQuotes, quoting(second)) : null, 3),
      core(verdictSentence(c)),
    ),
    paragraph(
      core(say(c, words5.sumOpenings)),
      optional(fill(c, words5.sumBody), 2),
      core(matchSentence(c) ?? c.p.pick(words5.noMatch)),
      reserve(fill(c, words5.greenImage), 2),
    ),
    paragraph(
      core(c.p.pick(words5.counselIntros)),
      core(situationCounsel(c)),
      optional(whiteFrame(c), 1),
      core(c.p.pick(words5.farewells[c.situation])),
    ),
  ];
}
