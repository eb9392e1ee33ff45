import type { SharedDrawItem, SharedReading } from "../../src/shared/api/sharing";
import type { DiceColour } from "../../src/shared/dice";
import { FACE_NAMES } from "../../src/shared/dice";
import {
  DICE_ORACLE,
  MOON_ORACLE,
  NUMEROLOGY_ORACLE,
  RUNES_ORACLE,
  TAROT_ORACLE,
} from "../../src/shared/oracles/builtin";
import { CYCLES_ORACLE } from "../../src/shared/oracles/cycles";
import { ICHING_ORACLE } from "../../src/shared/oracles/iching";
import { PENDULUM_ORACLE } from "../../src/shared/oracles/pendulum";
import { ENERGY_ORACLE } from "../../src/shared/oracles/energy";
import { ANGEL_NUMBERS_ORACLE } from "../../src/shared/oracles/angel-numbers";
import { TALES_ORACLE } from "../../src/shared/oracles/tales";
import { ARCHETYPES_ORACLE } from "../../src/shared/oracles/archetypes";
import { DREAMS_ORACLE } from "../../src/shared/oracles/dreams";
import { CHAKRA_ORACLE } from "../../src/shared/oracles/chakra";
import { COMPASS_ORACLE } from "../../src/shared/oracles/compass";
import { INTUITION_ORACLE } from "../../src/shared/oracles/intuition";
import { SITUATION_LABELS, type Situation } from "../../src/shared/situations";
import { firstSentence } from "../../src/shared/text";
import { spreadWords } from "../draws/spreads";
import { faceFact } from "./guide-facts";

/**
 * Lyra's words about readings: the invitation she gives a question that asks the chat to foretell (the
 * chat never foretells; a reading does, for reflection), and her answers about the seeker's own reading
 * when the chat was opened from it. Every name, path and place comes from the oracles' own words.
 */

// ── A reading in disguise ─────────────────────────────────────────────────────────────────────────

const TAROT_THREE = spreadWords("three-card").name;
const NORNS = spreadWords("three-norns").name;

/** The tools each situation is invited to, and a closing line in Lyra's voice. */
const INVITATIONS: Record<Situation, { tools: string; closing: string }> = {
  relationships: {
    tools: `choose ${SITUATION_LABELS.relationships} on the ${DICE_ORACLE.name} at ${DICE_ORACLE.path} and cast with that person in mind, or lay a ${TAROT_THREE} spread for ${SITUATION_LABELS.relationships} at ${TAROT_ORACLE.path}, read as past, present and future`,
    closing: "Read what comes as a mirror for your own heart, never as a verdict on anyone else's.",
  },
  finances: {
    tools: `choose ${SITUATION_LABELS.finances} on the ${DICE_ORACLE.name} at ${DICE_ORACLE.path}, or draw ${NORNS} for ${SITUATION_LABELS.finances} at ${RUNES_ORACLE.path}: what was, what is becoming, what shall be`,
    closing: "It is reflection for entertainment, never money advice; let it steady your thinking, not decide it.",
  },
  guidance: {
    tools: `choose ${SITUATION_LABELS.guidance} on the ${DICE_ORACLE.name} at ${DICE_ORACLE.path}, or lay a ${TAROT_THREE} spread for ${SITUATION_LABELS.guidance} at ${TAROT_ORACLE.path}, read as situation, action and outcome`,
    closing: "Whatever it shows, the choice stays yours; a reading is a lantern, not a map.",
  },
};

/** The answer to a question that asks the chat to foretell: an invitation to the right reading. */
export function readingInvitation(situation: Situation): string {
  const invitation = INVITATIONS[situation];
  return `That is a question for a reading, dear seeker, not for me to foretell from here. Hold it quietly and ${invitation.tools}. ${invitation.closing} When your reading is made, press "Ask the guide about this reading" and I will walk through it with you.`;
}

// ── The seeker's own reading ──────────────────────────────────────────────────────────────────────

const TOOL_NAMES: Record<SharedReading["tool"], string> = {
  dice: DICE_ORACLE.name,
  tarot: TAROT_ORACLE.name,
  runes: RUNES_ORACLE.name,
  pendulum: PENDULUM_ORACLE.name,
  numerology: NUMEROLOGY_ORACLE.name,
  moon: MOON_ORACLE.name,
  "angel-numbers": ANGEL_NUMBERS_ORACLE.name,
  tales: TALES_ORACLE.name,
  cycles: CYCLES_ORACLE.name,
  archetypes: ARCHETYPES_ORACLE.name,
  iching: ICHING_ORACLE.name,
  energy: ENERGY_ORACLE.name,
  dreams: DREAMS_ORACLE.name,
  chakra: CHAKRA_ORACLE.name,
  compass: COMPASS_ORACLE.name,
  intuition: INTUITION_ORACLE.name,
};

/** "The Tower reversed", "Fehu merkstave". */
const itemName = (tool: SharedReading["tool"], item: SharedDrawItem) =>
  item.reversed ? `${item.name} ${tool === "runes" ? "merkstave" : "reversed"}` : item.name;

/** One card or rune in its place, with its meaning in this reading. */
export function readingItemFact(tool: SharedReading["tool"], item: SharedDrawItem): string {
  return `In the place of ${item.positionLabel} lies ${itemName(tool, item)}: ${item.meaning}`;
}

/** What the seeker asked, and for which situation. */
export function readingQuestionFact(reading: SharedReading): string {
  const situation = SITUATION_LABELS[reading.situation];
  return reading.question
    ? `You asked: “${reading.question}”, and the reading was made for ${situation}.`
    : `You asked no question in words with this reading; it was made for ${situation}.`;
}

/** A die of the seeker's roll: its face and what that face says on that die. */
export function readingDieFact(face: number, colour: DiceColour): string {
  return `Your ${colour} die shows ${face}, the ${FACE_NAMES[face - 1]}. ${faceFact(face, colour)}`;
}

/** The answer of a yes-or-no reading (the dice's, the pendulum's), and where it comes from. */
export function readingAnswerFact(reading: SharedReading): string | null {
  if (reading.tool === "dice") {
    return `The dice's answer: ${reading.yesNoAnswer} It comes from the three faces together, and ${firstSentence(reading.totalSumInterpretation).replace(/^The /, "the ")}`;
  }
  if (reading.tool === "pendulum") return `${reading.headline}: ${reading.text}`;
  return null;
}

export function readingTimingFact(reading: SharedReading): string | null {
  return reading.tool === "dice" ? `On timing, the dice say: ${reading.timingPrediction}` : null;
}

export function readingSumFact(reading: SharedReading): string | null {
  return reading.tool === "dice" ? reading.totalSumInterpretation : null;
}

/** The reading in brief: its oracle, spread, items in their places, answer and question. */
export function readingSummary(reading: SharedReading): string {
  const tool = TOOL_NAMES[reading.tool];
  switch (reading.tool) {
    case "dice": {
      const dice = (["red", "white", "green"] as const)
        .map((colour) => `${colour} ${reading.dice[colour]} (${FACE_NAMES[reading.dice[colour] - 1]})`)
        .join(", ");
      return `Your ${tool} reading: ${dice}. ${firstSentence(reading.interpretation)} ${readingAnswerFact(reading)} ${readingQuestionFact(reading)} Ask me about any die, the answer, the timing or the sum.`;
    }
    case "tarot":
    case "runes": {
      const items = reading.items.map((item) => `${itemName(reading.tool, item)} in ${item.positionLabel}`).join("; ");
      return `Your ${tool} reading, ${reading.spreadName}: ${items}. ${firstSentence(reading.synthesis)} ${readingQuestionFact(reading)} Ask me about any place or ${reading.tool === "tarot" ? "card" : "rune"} by name.`;
    }
    case "pendulum":
      return `Your ${tool} reading: ${reading.headline}. ${firstSentence(reading.text)} ${readingQuestionFact(reading)}`;
    case "angel-numbers":
      return `Your ${tool} sighting: ${reading.headline}. ${firstSentence(reading.text)} ${readingQuestionFact(reading)}`;
    case "iching":
      return `Your ${tool} reading: hexagram ${reading.hexagram}, ${reading.primary.english}. ${reading.movement} ${readingQuestionFact(reading)}`;
    case "dreams":
      // A dream is private: its words are not given to the guide.
      return `Your ${tool}: a private dream.`;
    case "tales":
      return `Your ${tool}: ${reading.title}, with ${reading.card.name}${reading.card.reversed ? " reversed" : ""}; ${reading.fictionLabel.toLowerCase()}. ${readingQuestionFact(reading)}`;
    case "intuition":
      return `Your ${tool} hunch: ${reading.hunchLabel} at ${reading.confidence} %. ${reading.drawLabel}. ${reading.headline} One hunch is one result; the record over many is what tells.`;
    default:
      return `Your ${tool}: ${reading.title}. ${firstSentence(reading.sections[0]?.text ?? "")} ${readingQuestionFact(reading)}`.trim();
  }
}

/** The reading as the AI provider's system prompt gives it: oracle, spread, items in places, question. */
export function readingForPrompt(reading: SharedReading): string {
  const lines = [`Oracle: ${TOOL_NAMES[reading.tool]}`, `Situation: ${SITUATION_LABELS[reading.situation]}`];
  lines.push(`Question: ${reading.question ?? "(none in words)"}`);
  switch (reading.tool) {
    case "dice":
      lines.push(
        ...(["red", "white", "green"] as const).map(
          (colour) => `The ${colour} die: ${reading.dice[colour]} (${FACE_NAMES[reading.dice[colour] - 1]})`,
        ),
        `Reading: ${reading.interpretation}`,
        `Yes or no: ${reading.yesNoAnswer}`,
        `Timing: ${reading.timingPrediction}`,
        `Sum: ${reading.totalSumInterpretation}`,
      );
      break;
    case "tarot":
    case "runes":
      lines.push(
        `Spread: ${reading.spreadName}`,
        ...reading.items.map((item) => `${item.positionLabel}: ${itemName(reading.tool, item)}: ${item.meaning}`),
        `Synthesis: ${reading.synthesis}`,
      );
      break;
    case "pendulum":
      lines.push(`Answer: ${reading.answerLabel}: ${reading.headline}. ${reading.text}`);
      break;
    case "angel-numbers":
      lines.push(`Number seen: ${reading.headline}. ${reading.text}`, `Journaling prompt: ${reading.prompt}`);
      break;
    case "iching":
      lines.push(
        `Lines from the bottom: ${reading.lines.join(", ")}`,
        `Hexagram: ${reading.hexagram} ${reading.primary.english}: ${reading.primary.judgment}`,
        ...reading.changingLines.map((line) => `Changing line ${line.position}: ${line.text}`),
        `Relating hexagram: ${reading.relatingHexagram ? `${reading.relatingHexagram.number} ${reading.relatingHexagram.english}` : "none"}`,
        `Movement: ${reading.movement}`,
      );
      break;
    case "dreams":
      break;
    case "tales":
      lines.push(
        `${reading.fictionLabel}: ${reading.title}`,
        `Card: ${reading.card.name}${reading.card.reversed ? " reversed" : ""}`,
        `Era: ${reading.era}; place: ${reading.place}; calling: ${reading.calling}; turning point: ${reading.turning}`,
        `Tale: ${reading.paragraphs.join(" ")}`,
      );
      break;
    case "intuition":
      lines.push(
        `Hunch: ${reading.hunchLabel}, stated at ${reading.confidence} % (its chance by the draw alone: ${Math.round(reading.chance * 100)} %)`,
        `${reading.drawLabel}. ${reading.headline}`,
      );
      break;
    default:
      lines.push(
        `Title: ${reading.title}`,
        ...reading.sections.map((section) => `${section.heading}: ${section.text}`),
      );
  }
  return lines.join("\n");
}
