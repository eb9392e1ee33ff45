import {
  dieImages,
  dieLightAndShadow,
  dieOpenings,
  dieQuestions,
  dieSecondReadings,
} from "../../../../content/oracle/composer/dice";
import { questionNamed, questionQuoted } from "../../../../content/oracle/composer/question";
import { composerSituations } from "../../../../content/oracle/composer/situations";
import { arcWords, insightLeads } from "../../../../content/oracle/composer/story";
import { sumFrames } from "../../../../content/oracle/composer/sums";
import { threadWords } from "../../../../content/oracle/composer/thread";
import { voiceWords } from "../../../../content/oracle/composer/voice";
import { weaveWords } from "../../../../content/oracle/composer/weave";
import { DICE_COLOURS, type DiceColour } from "../../../shared/dice";
import type { Ctx } from "./context";
import { say } from "./fill";
import { block, core, lines, optional, paragraph, reserve, type Block } from "./fit";
import { cap } from "./text";

/**
 * The sections that re-read the reading in the oracle's voice, said once at every tier: the opening
 * (the faces, the reading's verdict and time, the question named), the three dice, the sum, and a
 * question to carry. A deeper tier says them in its own style (numbered insights at tier 3, an arc
 * at tier 4, a layer per die at tier 5) but not at greater length: each face's meaning is said once,
 * and the tier adds other kinds of insight instead (./deeper.ts).
 */

export type Tier = 1 | 2 | 3 | 4 | 5;

const heading = (c: Ctx, bank: readonly string[]) => c.p.pick(bank);

/** Tier 5's heading for each die's layer: its face and the question its colour answers. */
const DIE_QUESTIONS: Record<DiceColour, string> = {
  red: "What Moves You",
  white: "What You See",
  green: "What Takes Root",
};

/** The first sentence: the question named by its term (quoted when it names nothing), or the situation. */
function firstSentence(c: Ctx): string {
  if (c.question) return say(c, c.ask?.term ? questionNamed : questionQuoted);
  return say(c, voiceWords.firsts);
}

/** The opening: the three faces (and the question), then the reading's verdict and time, picked up. */
export function opening(c: Ctx): Block {
  return block(
    heading(c, voiceWords.headings.opening),
    paragraph(core(firstSentence(c)), core(say(c, threadWords.pickUps)), reserve(say(c, voiceWords.overviews), 5)),
  );
}

/** A double, a triple, or three different faces: one sentence, dropped first when the text is long. */
function doubles(c: Ctx, dropRank: number) {
  if (c.match.kind === "triple") return [core(say(c, weaveWords.triple))];
  if (c.match.kind === "pair") return [core(say(c, weaveWords.pair))];
  return [optional(say(c, weaveWords.none), dropRank)];
}

/** Whether an earlier die already shows this die's face (a double or a triple): its light is said once. */
const repeatsFace = (c: Ctx, die: DiceColour) =>
  DICE_COLOURS.slice(0, DICE_COLOURS.indexOf(die)).some((other) => c.roll[other] === c.roll[die]);

/** A die's light and shadow, unless an earlier die with the same face has said them. */
const lightAndShadow = (c: Ctx, die: DiceColour) => (repeatsFace(c, die) ? null : say(c, dieLightAndShadow, die));

/** What a die adds when the text is short: its light and shadow, then its image. */
function dieExtras(c: Ctx, die: DiceColour, rank: number) {
  if (repeatsFace(c, die)) return [];
  return [reserve(say(c, dieLightAndShadow, die), rank), reserve(say(c, dieImages, die), rank + 3)];
}

const dieLine: Record<Tier, (c: Ctx, die: DiceColour) => string> = {
  1: (c, die) => say(c, dieOpenings[die], die),
  2: (c, die) => say(c, dieOpenings[die], die),
  3: (c, die) => say(c, insightLeads[die], die),
  4: (c, die) => `${say(c, arcWords[die], die)} ${say(c, dieSecondReadings, die)}`,
  5: (c, die) => say(c, dieOpenings[die], die),
};

/**
 * The three dice, each read once through its domain for the situation: in one paragraph (tiers 1
 * and 2), as three numbered insights (tier 3), as an arc from red to green (tier 4), or a section
 * per die (tier 5).
 */
export function threeDice(c: Ctx, tier: Tier): Block | Block[] {
  const title = tier === 3 ? heading(c, voiceWords.headings.insights) : heading(c, voiceWords.headings.dice);
  if (tier === 3) {
    const line = (die: DiceColour, index: number) =>
      core(`${index + 1}. ${[dieLine[3](c, die), lightAndShadow(c, die)].filter(Boolean).join(" ")}`);
    // The double or triple is said in the next section, with the dice's other relations.
    return block(title, lines(...DICE_COLOURS.map(line)));
  }
  if (tier === 5) {
    // Each die its own layer under its own heading; the double's sentence comes after the last.
    return DICE_COLOURS.map((die, index) =>
      block(
        `${cap(die)} ${c.faces[die].name}: ${DIE_QUESTIONS[die]}`,
        paragraph(
          core(dieLine[5](c, die)),
          optional(lightAndShadow(c, die), 1),
          repeatsFace(c, die) ? [] : reserve(say(c, dieImages, die), index + 1),
          ...(index === 2 ? doubles(c, 5) : []),
        ),
      ),
    );
  }
  return block(
    tier === 4 ? `The Arc: from the Red ${c.faces.red.name} to the Green ${c.faces.green.name}` : title,
    paragraph(...DICE_COLOURS.flatMap((die, index) => [core(dieLine[tier](c, die)), ...dieExtras(c, die, index + 1)])),
    paragraph(...doubles(c, 5)),
  );
}

/** The sum: its name and meaning, and its image when the text is short. */
export function sumSection(c: Ctx): Block {
  return block(
    `The Sum: ${cap(c.sumName)}`,
    paragraph(core(say(c, sumFrames.named)), reserve(say(c, sumFrames.image), 2)),
  );
}

/** The last section: a question from the counsel die's face, and the situation's closing. */
export function reflection(c: Ctx): Block {
  const die = composerSituations[c.situation].counselDie;
  return block(
    heading(c, voiceWords.headings.reflection),
    paragraph(
      core(say(c, dieQuestions, die)),
      core(say(c, composerSituations[c.situation].closing)),
      reserve(say(c, voiceWords.blessings), 6),
    ),
  );
}
