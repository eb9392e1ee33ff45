import type { SharedReading } from "../../../shared/api/sharing";
import { calendarDayIn } from "../../../shared/calendar";
import { isSpreadOf, type DrawTool } from "../../../shared/draws/spreads";
import { readGuideTopics } from "../../../shared/guide-topics";
import { readingInDisguise } from "../../../shared/reading-in-disguise";
import { birthDateProblem } from "../../../shared/numerology/birth-input";
import { readDateInText } from "../../../shared/numerology/date-in-text";
import { readDiceQuestion, safetyKindOf, type ChatIntent, type ConversationalIntent } from "../../../shared/oracle";
import { mentionsAny } from "../../../shared/word-forms";
import { chatReplies } from "../../../../content/oracle/chat-replies";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import {
  accountFact,
  ACCOUNT_REPLY_CLOSING,
  colourFact,
  diceOverview,
  DICE_REPLY_CLOSING,
  faceFact,
  plansFact,
  rollFact,
  sumFact,
  tiersFact,
} from "../../../../content/oracle/guide-facts";
import {
  DRAW_REPLY_CLOSING,
  drawPlansFact,
  runeFact,
  runesOverview,
  spreadFact,
  tarotCardFact,
  tarotOverview,
} from "../../../../content/oracle/draw-facts";
import { readingInvitation, readingSummary } from "../../../../content/oracle/reading-talk";
import {
  askForBirthDate,
  birthDateNotTaken,
  lifePathFact,
  moonFact,
  numberFact,
  numerologyOverview,
  phaseFact,
  signFact,
} from "../../../../content/oracle/sky-facts";
import { rune } from "../../../../content/runes";
import { toolFact, TOOL_PHRASES } from "../../../../content/oracle/tool-facts";
import { tarotCard } from "../../../../content/tarot";
import { answerAboutReading } from "./reading-followup";

/** A classified question, as the built-in guide answers it. */
export interface ChatQuestion {
  intent: ChatIntent;
  query: string;
  /** The seeker's own reading the chat was opened from, when it is theirs. */
  reading?: SharedReading | null;
  /** The server's clock: the Moon "today" and the birth dates still to come are read from it. */
  now: Date;
}

/**
 * Lyra's built-in reply to a classified question. Product questions are answered from the product's
 * content and calculators (the cards, runes, numbers, signs, phases and spreads the question names, the
 * dice, the plans, the tiers, the account); a question that asks the chat to foretell is invited to a
 * reading; a question about the seeker's own reading is answered from it; the other intents get one of
 * Lyra's replies, picked with `random` (default Math.random).
 */
export function composeChatReply(
  { intent, query, reading, now }: ChatQuestion,
  random: () => number = Math.random,
): string {
  switch (intent) {
    case "crisis":
    case "medical_emergency":
    case "distress":
      return SAFETY_ANSWERS[safetyKindOf(intent)!].reply;
    case "reading_followup":
      if (reading) return answerAboutReading(reading, query) ?? readingSummary(reading);
      break;
    case "reading_invitation":
      return readingInvitation(readingInDisguise(query) ?? "guidance");
    case "dice_meaning":
      return diceReply(query);
    case "tarot_meaning":
      return topicsReply(query, now) ?? drawReply("tarot", query);
    case "rune_meaning":
      return topicsReply(query, now) ?? drawReply("runes", query);
    case "numerology_meaning":
      return topicsReply(query, now) ?? numerologyOverview();
    case "moon_phase":
      return topicsReply(query, now) ?? moonFact(now);
    case "plans":
      return plansFact();
    case "tiers":
      return tiersFact();
    case "account_help":
      // "Can I try the chakra check-in without an account?" asks about a tool, not about signing in.
      return (
        (mentionsAny(query, WHETHER_AN_ACCOUNT_IS_NEEDED) ? toolsReply(query, true) : null) ??
        `${accountFact()} ${ACCOUNT_REPLY_CLOSING}`
      );
  }
  const tools = toolsReply(query);
  if (tools) return tools;
  const replies = chatReplies[intent as ConversationalIntent] ?? chatReplies.unknown;
  const index = Math.min(replies.length - 1, Math.max(0, Math.floor(random() * replies.length)));
  return replies[index]!;
}

/** Words that ask about a tool rather than name one of its words in passing ("a dream I had"). */
const ASKING_ABOUT_A_TOOL = [
  "what is",
  "what's",
  "what are",
  "what does",
  "how do",
  "how does",
  "how can",
  "tell me",
  "explain",
  "about",
  "where",
  "use",
  "work",
  "try",
];

/** Words of a question that asks whether a tool needs an account (the tool's answer says). */
const WHETHER_AN_ACCOUNT_IS_NEEDED = ["without", "need", "needs", "required", "require", "must"];

/**
 * What the catalogue says of the tools a question names (two at most): by a tool's title anywhere, or by
 * one of its other names in a question that asks about it. Null when it names none.
 */
function toolsReply(query: string, asks = mentionsAny(query, ASKING_ABOUT_A_TOOL)): string | null {
  const named = TOOL_PHRASES.filter(
    ({ phrases: [title, ...others] }) => mentionsAny(query, [title!]) || (asks && mentionsAny(query, others)),
  );
  return named.length > 0
    ? named
        .slice(0, 2)
        .map(({ path }) => toolFact(path))
        .join(" ")
    : null;
}

/** The facts of every card, rune, number, sign, phase and spread a question names, or null for none. */
function topicsReply(query: string, now: Date): string | null {
  const facts = readGuideTopics(query).map((topic) => {
    switch (topic.kind) {
      case "card":
        return tarotCardFact(tarotCard(topic.slug), topic.reversed);
      case "rune":
        return runeFact(rune(topic.slug), topic.merkstave);
      case "number":
        return numberFact(topic.value);
      case "sign":
        return signFact(topic.sign);
      case "phase":
        return phaseFact(topic.phase, now);
      case "moon-today":
        return moonFact(now);
      case "spread":
        return spreadFact(isSpreadOf("tarot", topic.spread) ? "tarot" : "runes", topic.spread);
      case "life-path":
        return lifePathReply(query, now);
    }
  });
  return facts.length > 0 ? facts.join(" ") : null;
}

/**
 * The Life Path of the birth date in the question, read whole (never its first number), or what the
 * guide needs to work it out: the missing parts, or a date the calculator takes.
 */
function lifePathReply(query: string, now: Date): string {
  const found = readDateInText(query);
  if (found.kind === "none") return askForBirthDate(["day", "month", "year"]);
  if (found.kind === "partial") return askForBirthDate(found.missing);
  if (found.kind === "impossible") return birthDateNotTaken("impossible");
  const problem = birthDateProblem(found.date, calendarDayIn("UTC", now));
  return problem && problem !== "missing" ? birthDateNotTaken(problem) : lifePathFact(found.date);
}

/** The facts a dice question asks for: a whole roll, or the colours, faces and sum it names. */
function diceReply(query: string): string {
  const asked = readDiceQuestion(query);
  if (asked.roll) return `${rollFact(asked.roll)} ${DICE_REPLY_CLOSING}`;
  const onlyColour = asked.colours.length === 1 ? asked.colours[0] : undefined;
  const facts = [
    ...(asked.faces.length === 0 ? asked.colours.map(colourFact) : []),
    ...asked.faces.map((face) => faceFact(face, onlyColour)),
    ...(asked.sum === null ? [] : [sumFact(asked.sum)]),
  ];
  return facts.length > 0 ? facts.join(" ") : `${diceOverview()} ${DICE_REPLY_CLOSING}`;
}

/** Words that ask about cost or access: "is tarot free?", "what does the Celtic Cross cost?". */
const ACCESS_WORDS = ["free", "cost", "price", "pay", "plan", "paid", "premium", "allowance", "limit"];

/** A tarot or rune question that names no card, rune or spread: the free and paid spreads, or the oracle in brief. */
function drawReply(tool: DrawTool, query: string): string {
  if (mentionsAny(query, ACCESS_WORDS)) return drawPlansFact(tool);
  return `${tool === "tarot" ? tarotOverview() : runesOverview()} ${DRAW_REPLY_CLOSING}`;
}
