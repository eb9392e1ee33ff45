import {
  readingAnswerFact,
  readingDieFact,
  readingItemFact,
  readingQuestionFact,
  readingSumFact,
  readingTimingFact,
} from "../../../../content/oracle/reading-talk";
import type { SharedDrawItem, SharedReading } from "../../../shared/api/sharing";
import { DICE_COLOURS } from "../../../shared/dice";
import { classifyQuestion } from "../../../shared/guide-topics";
import { safetyKindOf, type ChatIntent } from "../../../shared/oracle";
import { mentionsAny, wordsOf } from "../../../shared/word-forms";

/**
 * Questions about the seeker's own reading, when the chat was opened from it: which part of the reading
 * a question asks about (a place, a card or rune by name, a die, the answer, the timing, the sum, the
 * question), and the intent of a question asked beside a reading.
 */

/** The intents too general to answer beside a reading: the reading itself answers them. */
const ABOUT_THE_READING: readonly ChatIntent[] = [
  "unknown",
  "divination",
  "love_advice",
  "financial_advice",
  "reading_invitation",
  "dice_meaning",
];

/**
 * The intent of a question asked beside the seeker's reading (or none): the crisis detector first, as
 * always; then a question about a part of the reading, or one too general for anything but the reading,
 * is a follow-up; any other keeps its own intent ("how do I reset my password?").
 */
export function intentBeside(reading: SharedReading | null, query: string): ChatIntent {
  const intent = classifyQuestion(query);
  if (!reading || safetyKindOf(intent)) return intent;
  return answerAboutReading(reading, query) !== null || ABOUT_THE_READING.includes(intent)
    ? "reading_followup"
    : intent;
}

const phraseText = (text: string) => ` ${wordsOf(text).join(" ")} `;
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** The ways a question names an item of a spread: its place's label, its place's key, and its own name. */
function namesOf(item: SharedDrawItem): string[] {
  const label = item.positionLabel.split(" — ")[0]!;
  return [label, item.position.replaceAll("-", " "), item.name]
    .map((name) => wordsOf(name).join(" ").replace(/^the /, ""))
    .filter(Boolean);
}

/** The items a question names, by place or name, or by order ("the first card", "the middle rune", "the last"). */
function itemsAskedAbout(items: readonly SharedDrawItem[], query: string): SharedDrawItem[] {
  const text = phraseText(query);
  const named = items.filter((item) => namesOf(item).some((name) => text.includes(` ${name} `)));
  if (named.length > 0) return named;
  const index = ORDINALS.findIndex((word) => text.includes(` ${word} `));
  if (index >= 0 && index < items.length) return [items[index]!];
  if (text.includes(" middle ") && items.length % 2 === 1) return [items[(items.length - 1) / 2]!];
  if (text.includes(" last ")) return [items.at(-1)!];
  return [];
}

/** The answer to a question about a part of the reading, or null when it names no part of it. */
export function answerAboutReading(reading: SharedReading, query: string): string | null {
  if (reading.tool === "tarot" || reading.tool === "runes") {
    const items = itemsAskedAbout(reading.items, query);
    if (items.length > 0) return items.map((item) => readingItemFact(reading.tool, item)).join(" ");
  }
  if (reading.tool === "dice") {
    const words = wordsOf(query);
    const colours = DICE_COLOURS.filter((colour) => words.includes(colour));
    if (colours.length > 0) return colours.map((colour) => readingDieFact(reading.dice[colour], colour)).join(" ");
  }
  const facts = [
    mentionsAny(query, ["answer", "yes", "no", "verdict"]) ? readingAnswerFact(reading) : null,
    mentionsAny(query, ["timing", "when", "how soon", "how long"]) ? readingTimingFact(reading) : null,
    mentionsAny(query, ["sum", "total"]) ? readingSumFact(reading) : null,
    mentionsAny(query, ["question", "asked", "situation"]) ? readingQuestionFact(reading) : null,
  ].filter((fact): fact is string => fact !== null);
  return facts.length > 0 ? facts.join(" ") : null;
}
