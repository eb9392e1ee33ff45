import {
  dieAskLines,
  dieAsks,
  dieDoes,
  dieImages,
  dieInSituation,
  dieLightAndShadow,
  dieLights,
  dieOpenings,
  dieQuestionLines,
  dieQuestions,
  dieSecondReadings,
  dieShadows,
  dieWider,
} from "../../../../content/oracle/composer/dice";
import { composerSituations, counselFrames } from "../../../../content/oracle/composer/situations";
import { guideWords, ritualWords } from "../../../../content/oracle/composer/spirit";
import {
  arcWords,
  insightLeads,
  taleEndings,
  taleFigures,
  taleLines,
  taleMiddles,
  taleSettings,
} from "../../../../content/oracle/composer/story";
import { sumAskLines, sumFrames } from "../../../../content/oracle/composer/sums";
import { timingWords } from "../../../../content/oracle/composer/timing";
import { voiceWords } from "../../../../content/oracle/composer/voice";
import { weaveWords } from "../../../../content/oracle/composer/weave";
import { DICE_COLOURS, type DiceColour } from "../../../shared/dice";
import type { TierSectionTitle } from "../../../shared/oracle";
import type { Situation } from "../../../shared/situations";
import type { Ctx } from "./context";
import { fill, say } from "./fill";
import { block, core, lines, optional, paragraph, reserve, type Block } from "./fit";

/**
 * The sections of an enhanced reading, each a block under its heading. A tier chooses which sections
 * it says and how deep each goes (./tiers.ts); every sentence is drawn from the banks in
 * content/oracle/composer/ and filled from the roll.
 */

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const heading = (c: Ctx, bank: readonly string[]) => c.p.pick(bank);
const dieTitle = (c: Ctx, die: DiceColour) => `${cap(die)} ${c.faces[die].name}`;

const COUNSEL_TITLES: Record<Situation, string> = {
  guidance: "Counsel for the Path",
  finances: "Counsel for Your Resources",
  relationships: "Counsel for the Heart",
};

const DIE_QUESTIONS: Record<DiceColour, string> = {
  red: "What Moves You",
  white: "What You See",
  green: "What Takes Root",
};

const ARC_TITLES: Record<DiceColour, string> = { red: "The Beginning", white: "The Turning", green: "The Resolution" };

/** The first sentence: the situation and the three faces, or the seeker's question. */
function firstSentence(c: Ctx): string {
  return say(c, c.question ? voiceWords.questionFirsts : voiceWords.firsts);
}

/** The opening: the first sentence, then (deeper tiers) the scene, the three roles and the stakes. */
export function opening(c: Ctx, depth: 1 | 2 | 3 | 4 | 5): Block {
  const sit = composerSituations[c.situation];
  return block(
    heading(c, voiceWords.headings.opening),
    paragraph(
      core(firstSentence(c)),
      depth >= 2 ? core(say(c, voiceWords.scenes)) : optional(say(c, voiceWords.scenes), 3),
      depth >= 2 ? core(say(c, voiceWords.overviews)) : reserve(say(c, voiceWords.overviews), 3),
      depth >= 3 ? core(say(c, sit.stakes)) : reserve(say(c, sit.stakes), 4),
      depth >= 4 ? core(say(c, sit.lead)) : [],
      depth >= 5 ? core(say(c, voiceWords.scenes)) : [],
    ),
  );
}

/** Tier 1 and 2: the three dice in one section, each read through its domain for the situation. */
export function threeDice(c: Ctx, depth: 1 | 2): Block {
  const perDie = (die: DiceColour) => [
    core(say(c, dieOpenings[die], die)),
    depth >= 2 ? core(say(c, dieLightAndShadow, die)) : optional(say(c, dieLightAndShadow, die), 2),
    depth >= 2 ? optional(say(c, dieImages, die), 5) : reserve(say(c, dieImages, die), 2),
  ];
  const sit = composerSituations[c.situation];
  return block(
    heading(c, voiceWords.headings.dice),
    paragraph(depth >= 2 ? core(say(c, sit.lead)) : [], ...perDie("red"), ...perDie("white"), ...perDie("green")),
    paragraph(...doubles(c, depth >= 2 ? 7 : 5)),
  );
}

/** The sentence on a double, a triple, or three different faces. */
function doublesSentence(c: Ctx): string {
  return say(
    c,
    c.match.kind === "triple" ? weaveWords.triple : c.match.kind === "pair" ? weaveWords.pair : weaveWords.none,
  );
}

/** A double, a triple, or three different faces. */
function doubles(c: Ctx, dropRank: number) {
  if (c.match.kind === "triple") return [core(say(c, weaveWords.triple))];
  if (c.match.kind === "pair") return [core(say(c, weaveWords.pair)), optional(say(c, weaveWords.pairOdd), dropRank)];
  return [optional(say(c, weaveWords.none), dropRank)];
}

/** Tier 5's section on one die: its face through its domain, wider, image, light, shadow, counsel, question. */
export function dieSection(c: Ctx, die: DiceColour): Block {
  return block(
    `${dieTitle(c, die)}: ${DIE_QUESTIONS[die]}`,
    paragraph(
      core(say(c, dieOpenings[die], die)),
      core(say(c, dieSecondReadings, die)),
      core(say(c, dieWider, die)),
      core(say(c, dieImages, die)),
      core(say(c, dieLights, die)),
    ),
    paragraph(
      core(say(c, dieShadows, die)),
      core(say(c, dieDoes, die)),
      core(say(c, dieInSituation, die)),
      core(say(c, dieAsks, die)),
    ),
  );
}

/** Tier 5's three questions, one from each die's face, to take into the night. */
export function questionsList(c: Ctx): Block {
  const line = (die: DiceColour, index: number) => core(`${index + 1}. ${say(c, dieQuestionLines, die)}`);
  return block(heading(c, voiceWords.headings.questions), lines(...DICE_COLOURS.map(line)));
}

/** Tier 5's list of what each die, and the sum, asks of the seeker. */
export function asksList(c: Ctx): Block {
  const line = (die: DiceColour, index: number) => core(`${index + 1}. ${say(c, dieAskLines, die)}`);
  return block(
    heading(c, voiceWords.headings.asks),
    lines(...DICE_COLOURS.map(line), core(`4. ${say(c, sumAskLines)}`)),
  );
}

/** Tier 4's arc: the red die begins the tale, the white die turns it, the green die resolves it. */
export function arcSection(c: Ctx, die: DiceColour): Block {
  const last: Record<DiceColour, () => string> = {
    red: () => say(c, dieInSituation, die),
    white: () => say(c, dieQuestions, die),
    green: () => say(c, dieWider, die),
  };
  return block(
    `${ARC_TITLES[die]}: the ${dieTitle(c, die)}`,
    paragraph(
      core(say(c, arcWords[die], die)),
      core(say(c, dieOpenings[die], die)),
      core(say(c, dieImages, die)),
      core(say(c, dieLights, die)),
      core(say(c, dieShadows, die)),
      optional(say(c, dieAsks, die), 5),
      reserve(last[die](), 3),
      reserve(say(c, dieDoes, die), 4),
    ),
  );
}

/** How the dice speak together: doubles or the conversations between three faces, and the yes or no. */
export function together(c: Ctx, depth: 2 | 4 | 5): Block {
  // The conversations between two dice, but not between two dice that show the same face.
  const pairs: [DiceColour, DiceColour, readonly string[]][] = [
    ["red", "white", weaveWords.redWhite],
    ["white", "green", weaveWords.whiteGreen],
    ["red", "green", weaveWords.redGreen],
  ];
  const [redWhite, whiteGreen, redGreen] = pairs.map(([a, b, bank]) => (c.roll[a] === c.roll[b] ? null : say(c, bank)));
  return block(
    heading(c, voiceWords.headings.together),
    paragraph(
      ...doubles(c, 7),
      depth >= 5 ? core(redWhite ?? null) : depth >= 4 ? optional(redWhite ?? null, 4) : [],
      depth >= 5 ? core(whiteGreen ?? null) : [],
      depth >= 5 ? core(redGreen ?? null) : depth >= 4 ? reserve(redGreen ?? null, 4) : [],
      core(say(c, weaveWords.verdicts[c.verdict])),
    ),
  );
}

/** The sum: its name and meaning, and at deeper tiers its image, its counsel and the situation. */
export function sumSection(c: Ctx, depth: 1 | 2 | 3 | 4 | 5): Block {
  const parts =
    depth >= 4
      ? [
          core(say(c, sumFrames.name)),
          core(say(c, sumFrames.meaning)),
          core(say(c, sumFrames.image)),
          core(say(c, sumFrames.situation)),
          depth >= 5 ? core(say(c, sumFrames.asks)) : optional(say(c, sumFrames.asks), 4),
        ]
      : [
          core(say(c, sumFrames.named)),
          depth >= 3 ? core(say(c, sumFrames.image)) : reserve(say(c, sumFrames.image), 1),
          depth >= 2 ? optional(say(c, sumFrames.situation), 4) : [],
          depth >= 3 ? core(say(c, weaveWords.verdicts[c.verdict])) : [],
          depth === 1 ? optional(say(c, weaveWords.verdicts[c.verdict]), 1) : [],
        ];
  return block(`The Sum: ${cap(c.sumName)}`, paragraph(...parts));
}

/** Tier 1's last section: a question from the counsel die's face, and the closing. */
export function reflection(c: Ctx): Block {
  const die = composerSituations[c.situation].counselDie;
  return block(
    heading(c, voiceWords.headings.reflection),
    paragraph(
      core(say(c, dieQuestions, die)),
      reserve(say(c, dieAsks, die), 4),
      core(say(c, composerSituations[c.situation].closing)),
    ),
  );
}

/** A short tale of the three dice, told by one figure. */
export function tale(c: Ctx, long: boolean): Block {
  const figure = c.p.pick(taleFigures);
  const extra = { who: figure.who };
  const first = `${say(c, taleSettings)}, ${fill(c, figure.opening)}.`;
  return block(
    heading(c, voiceWords.headings.tale),
    paragraph(
      core(first),
      ...DICE_COLOURS.map((die) => core(say(c, taleLines[die], die, extra))),
      long ? core(say(c, taleMiddles, null, extra)) : optional(doublesSentence(c), 6),
      core(say(c, taleEndings, null, extra)),
    ),
  );
}

/** Tier 3's three numbered insights, one per die. */
export function insights(c: Ctx): Block {
  const line = (die: DiceColour, index: number) =>
    core(`${index + 1}. ${say(c, insightLeads[die], die)} ${say(c, dieLightAndShadow, die)} ${say(c, dieAsks, die)}`);
  return block(heading(c, voiceWords.headings.insights), lines(...DICE_COLOURS.map(line)));
}

/** Practical counsel for the situation, coloured by the white die. */
export function counsel(c: Ctx, depth: 2 | 3 | 4 | 5): Block {
  const sit = composerSituations[c.situation];
  return block(
    COUNSEL_TITLES[c.situation],
    paragraph(
      optional(say(c, counselFrames.intros), 3),
      core(fill(c, "{counsel}")),
      depth >= 5 ? core(fill(c, "{counsel}")) : depth >= 3 ? reserve(fill(c, "{counsel}"), 2) : [],
      core(say(c, counselFrames.white)),
      core(say(c, sit.care)),
    ),
  );
}

/** The closing words: the situation's farewell, and a blessing. */
export function farewell(c: Ctx, depth: 2 | 3 | 4 | 5): Block {
  return block(
    heading(c, voiceWords.headings.farewell),
    paragraph(
      core(say(c, composerSituations[c.situation].closing)),
      depth >= 4 ? core(say(c, voiceWords.blessings)) : optional(say(c, voiceWords.blessings), 2),
      depth >= 5 ? core(say(c, voiceWords.blessings)) : [],
    ),
  );
}

// ── The appended sections: Timing Prediction, Spirit Guide Message, Mystical Ritual ─────────────

/** When it unfolds, by the white die, quickened by a red Storm and slowed by a green Stone. */
function timingSection(c: Ctx, depth: 3 | 4 | 5): Block {
  const { hurried, slowed } = c.timing;
  const change =
    hurried && slowed ? timingWords.both : hurried ? timingWords.hurried : slowed ? timingWords.slowed : null;
  return block(
    "Timing Prediction",
    paragraph(
      core(say(c, timingWords.main)),
      core(change ? say(c, change) : null),
      depth >= 4 ? core(say(c, timingWords.signFrames)) : optional(say(c, timingWords.signFrames), 1),
      depth >= 5 ? core(say(c, timingWords.waitFrames)) : optional(say(c, timingWords.waitFrames), 1),
    ),
  );
}

function guideSection(c: Ctx, depth: 4 | 5): Block {
  return block(
    "Spirit Guide Message",
    paragraph(
      core(say(c, guideWords.intros)),
      core(say(c, guideWords.messages)),
      depth >= 5 ? core(say(c, guideWords.messages)) : [],
      depth >= 5 ? core(say(c, guideWords.comforts)) : optional(say(c, guideWords.comforts), 2),
      core(say(c, guideWords.partings)),
    ),
  );
}

function ritualSection(c: Ctx): Block {
  return block(
    "Mystical Ritual",
    paragraph(
      core(say(c, ritualWords.gather)),
      core(say(c, ritualWords.steps)),
      core(say(c, ritualWords.steps)),
      core(say(c, ritualWords.words, c.p.pick(DICE_COLOURS))),
      core(say(c, ritualWords.closes)),
    ),
  );
}

/** The sections a tier appends (src/shared/oracle.ts, `tierSectionTitles`), composed from the roll. */
export function appendedSections(c: Ctx, titles: TierSectionTitle[], tier: number): Block[] {
  const depth = Math.min(5, Math.max(3, tier)) as 3 | 4 | 5;
  return titles.map((title) =>
    title === "Timing Prediction"
      ? timingSection(c, depth)
      : title === "Spirit Guide Message"
        ? guideSection(c, depth === 3 ? 4 : depth)
        : ritualSection(c),
  );
}
