import { counterWords } from "../../../../content/oracle/composer/counter";
import {
  counselPersonal,
  questionAnswers,
  questionHeadings,
  questionLeads,
  questionThen,
} from "../../../../content/oracle/composer/question";
import { composerSituations, counselFrames } from "../../../../content/oracle/composer/situations";
import { guideWords, ritualWords } from "../../../../content/oracle/composer/spirit";
import { threadWords } from "../../../../content/oracle/composer/thread";
import { timingWords } from "../../../../content/oracle/composer/timing";
import { voiceWords } from "../../../../content/oracle/composer/voice";
import { weaveWords } from "../../../../content/oracle/composer/weave";
import { DICE_COLOURS, type DiceColour } from "../../../shared/dice";
import type { TierSectionTitle } from "../../../shared/oracle";
import type { Situation } from "../../../shared/situations";
import type { Ctx } from "./context";
import { choose, fill, say } from "./fill";
import { block, core, optional, paragraph, reserve, type Block } from "./fit";

/**
 * The kinds of insight a deeper tier adds to the re-read reading (./sections.ts), each said once:
 * tier 2 the answer to the seeker's question (or, with none, the situation's counsel made personal),
 * tier 3 how the dice bear on one another and the Timing Prediction, tier 4 the counter-reading
 * (which die would change the verdict, and what the seeker can do) and the Spirit Guide Message,
 * tier 5 the Mystical Ritual, which uses only the things it names first.
 */

const COUNSEL_TITLES: Record<Situation, string> = {
  guidance: "Counsel for the Path",
  finances: "Counsel for Your Resources",
  relationships: "Counsel for the Heart",
};

/** Tier 2 and up: the question's answer from what the reading holds, or the counsel made personal. */
export function answerSection(c: Ctx): Block {
  if (!c.ask) return counselSection(c);
  const { subject, form } = c.ask;
  const answer = form === "yes-no" ? questionAnswers.yesNo[c.verdict] : questionAnswers[form];
  const then = form === "yes-no" || form === "when" ? optional(say(c, questionThen), 3) : [];
  return block(
    c.p.pick(questionHeadings),
    paragraph(
      core(say(c, questionLeads[subject])),
      core(say(c, answer)),
      then,
      reserve(say(c, counselFrames.white), 4),
    ),
  );
}

/** With no question: the situation's counsel, by the counsel die's face, said to the seeker. */
function counselSection(c: Ctx): Block {
  return block(
    COUNSEL_TITLES[c.situation],
    paragraph(
      core(say(c, counselPersonal)),
      core(fill(c, "{counsel}")),
      optional(say(c, counselFrames.white), 3),
      reserve(say(c, composerSituations[c.situation].care), 4),
    ),
  );
}

/** Tier 3 and up: how the dice bear on one another (a double, or the three conversations between them). */
export function together(c: Ctx): Block {
  const pairs: [DiceColour, DiceColour, readonly string[]][] = [
    ["red", "white", weaveWords.redWhite],
    ["white", "green", weaveWords.whiteGreen],
    ["red", "green", weaveWords.redGreen],
  ];
  // Two dice that show the same face speak as one: the double's sentence says it.
  const conversations = pairs.filter(([a, b]) => c.roll[a] !== c.roll[b]).map(([, , bank]) => say(c, bank));
  const double =
    c.match.kind === "triple" ? say(c, weaveWords.triple) : c.match.kind === "pair" ? say(c, weaveWords.pairOdd) : null;
  return block(
    c.p.pick(voiceWords.headings.together),
    paragraph(
      core(double),
      core(conversations[0] ?? null),
      conversations[1] ? optional(conversations[1], 4) : [],
      conversations[2] ? reserve(conversations[2], 3) : [],
    ),
  );
}

/** Tier 4 and up: which die, turned, would change the verdict, and what the seeker can do. */
export function counterSection(c: Ctx): Block | null {
  const turn = c.counter;
  if (!turn) return null;
  const face = c.faces[turn.die];
  const extra = {
    cdn: `${turn.die} ${face.name}`,
    turned: turn.to.name,
    turnedVerdict: choose(c, threadWords.verdictSaid[turn.verdict]),
    turnedAsks: choose(c, turn.to.asks),
    turnedShadow: choose(c, turn.to.shadow),
    keepAsks: choose(c, face.asks),
  };
  return block(
    c.p.pick(counterWords.headings),
    paragraph(
      core(say(c, counterWords.leads, turn.die, extra)),
      core(say(c, turn.towardYes ? counterWords.toward : counterWords.away, turn.die, extra)),
    ),
  );
}

// ── The appended sections: Timing Prediction, Spirit Guide Message, Mystical Ritual ─────────────

/** When it unfolds, by the white die, quickened by a red Storm and slowed by a green Stone. */
function timingSection(c: Ctx): Block {
  const { hurried, slowed } = c.timing;
  const change =
    hurried && slowed ? timingWords.both : hurried ? timingWords.hurried : slowed ? timingWords.slowed : null;
  return block(
    "Timing Prediction",
    paragraph(
      core(say(c, timingWords.main)),
      core(change ? say(c, change) : null),
      optional(say(c, timingWords.signFrames), 2),
      reserve(say(c, timingWords.waitFrames), 5),
    ),
  );
}

function guideSection(c: Ctx): Block {
  return block(
    "Spirit Guide Message",
    paragraph(
      core(say(c, guideWords.intros)),
      core(say(c, guideWords.messages)),
      optional(say(c, guideWords.partings), 2),
      reserve(say(c, guideWords.comforts), 6),
    ),
  );
}

/** The ritual: the first step names every thing the later steps use. */
function ritualSection(c: Ctx): Block {
  return block(
    "Mystical Ritual",
    paragraph(
      core(say(c, ritualWords.gather)),
      core(say(c, ritualWords.lights)),
      optional(say(c, ritualWords.steps), 2),
      core(say(c, ritualWords.words, c.p.pick(DICE_COLOURS))),
      core(say(c, ritualWords.closes)),
    ),
  );
}

/** The sections a tier appends (src/shared/oracle.ts, `tierSectionTitles`), composed from the roll. */
export function appendedSections(c: Ctx, titles: TierSectionTitle[]): Block[] {
  return titles.map((title) =>
    title === "Timing Prediction"
      ? timingSection(c)
      : title === "Spirit Guide Message"
        ? guideSection(c)
        : ritualSection(c),
  );
}
