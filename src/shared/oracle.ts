import { classifyCrisis, type CrisisKind } from "./crisis";
import { DICE_COLOURS, FACE_NAMES, MAX_SUM, MIN_SUM, parseDice, type DiceColour, type DiceRoll } from "./dice";
import { readQuestion, type QuestionForm, type QuestionReading, type QuestionSubject } from "./question";
import type { Situation } from "./situations";
import { readingInDisguise } from "./reading-in-disguise";
import { mentionsAny, stemWord, wordsOf } from "./word-forms";

/** max_tokens per tier 1-5 (docs/product.md, 'Enhanced readings'). */
export const MAX_TOKENS_BY_TIER = [300, 500, 800, 1200, 2000] as const;
export const ENHANCEMENT_TEMPERATURE = 0.7;
const ENHANCEMENT_USER_MESSAGE = "Enhance this reading with mystical insights and guidance";

const SUBJECT_LABELS: Record<QuestionSubject, string> = {
  person: "a person",
  decision: "a decision",
  money: "money",
  work: "work",
  move: "a move",
  date: "a date",
  general: "nothing more particular",
};
const FORM_LABELS: Record<QuestionForm, string> = {
  "yes-no": "yes or no",
  when: "when",
  how: "how",
  what: "what",
  why: "why",
  other: "for guidance",
};

/** How the provider is asked to answer each form of question, from what the reading already holds. */
const ANSWER_BY_FORM: Record<QuestionForm, string> = {
  "yes-no": "give the reading's own yes-or-no verdict",
  when: "give the reading's own timing",
  how: "give the reading's counsel as the way to go about it",
  what: "give the reading's counsel as what to do",
  why: "give the reason the reading's faces show, then its counsel",
  other: "give the reading's counsel",
};

/**
 * The user message to the AI provider: the fixed request, and the seeker's own question when the cast
 * has one (already cleaned to one plain line), so the provider can speak to it. A question that needs
 * help is never recorded today; one kept from before the detector knew its words is left out. With a
 * tier, the question is also given as read (src/shared/question.ts: its subject, the words that name
 * it, its form) with how to answer it: named once at tier 1, answered from tier 2 (decision 033).
 */
export function enhancementUserMessage(question: string | null, tier?: number): string {
  if (!question || classifyCrisis(question)) return ENHANCEMENT_USER_MESSAGE;
  const asked = `${ENHANCEMENT_USER_MESSAGE}\n\nThe seeker asked, in their own words: “${question}”`;
  const read = readQuestion(question);
  if (tier === undefined || !read) return asked;
  const term = read.term ? `“${read.term}”` : "their question";
  const about = `The question is about ${SUBJECT_LABELS[read.subject]}${read.term ? `, named ${term}` : ""}, and asks ${FORM_LABELS[read.form]}.`;
  const answer =
    tier >= 2
      ? `Name ${term} and answer it: ${ANSWER_BY_FORM[read.form]}, without contradicting the reading.`
      : `Name ${term} once.`;
  return `${asked}\n${about} ${answer}`;
}

/**
 * An enhanced text is plain text in sections: a line `## Title` opens a section (the composer writes
 * them, a provider is asked to). The page shows such a line as a heading.
 */
export const ENHANCEMENT_HEADING_PREFIX = "## ";

export type EnhancedTextBlock = { kind: "heading"; text: string } | { kind: "paragraph"; text: string };

/**
 * An enhanced text as the page shows it: headings (`## Title` lines, also while a heading is still
 * arriving) and paragraphs (blank-line apart; a paragraph keeps its single line breaks, as in a
 * numbered list). Text with no heading is one or more paragraphs, as before.
 */
export function enhancedTextBlocks(text: string): EnhancedTextBlock[] {
  const blocks: EnhancedTextBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    const paragraph = lines.join("\n").trim();
    if (paragraph) blocks.push({ kind: "paragraph", text: paragraph });
    lines = [];
  };
  for (const line of text.split("\n")) {
    const heading = /^#{1,3}\s+(.*\S)\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", text: heading[1]! });
    } else if (line.trim() === "") flush();
    else lines.push(line);
  }
  flush();
  return blocks;
}
/**
 * The 'Channeling Mystical Energies' overlay stays up at least this long, even when the first words come
 * sooner (the built-in composer answers in milliseconds, and a shorter overlay reads as a flicker).
 */
export const ENHANCING_OVERLAY_MIN_MS = 700;

export function maxTokensForTier(tier: number): number {
  return MAX_TOKENS_BY_TIER[Math.min(5, Math.max(1, Math.trunc(tier))) - 1]!;
}

/** The titles of the sections an enhanced reading ends with, composed from the roll (src/server/features/oracle/composer/). */
export type TierSectionTitle = "Timing Prediction" | "Spirit Guide Message" | "Mystical Ritual";

/** Which sections a tier appends: Timing Prediction from tier 3, Spirit Guide Message from 4, Mystical Ritual at 5. */
export function tierSectionTitles(tier: number): TierSectionTitle[] {
  return [
    ...(tier >= 3 ? (["Timing Prediction"] as const) : []),
    ...(tier >= 4 ? (["Spirit Guide Message"] as const) : []),
    ...(tier >= 5 ? (["Mystical Ritual"] as const) : []),
  ];
}

/** The enhancement request: the reading data given to the oracle. */
export interface EnhancementRequest {
  /** Comma-joined, e.g. "3,1,5". */
  diceValues: string;
  situation: Situation;
  interpretation: string;
  timingPrediction: string;
  yesNoAnswer: string;
  totalSumInterpretation: string;
  userId?: string;
}

/** What the AI provider is given about a tarot spread or a rune cast (the words of its reading). */
export interface DrawEnhancementRequest {
  oracle: "tarot" | "runes";
  spread: string;
  situation: Situation;
  /** Each item in its position: the lead that reads it there, then its meaning for the situation. */
  items: { position: string; name: string; reversed: boolean; inPosition: string; meaning: string }[];
  /** The relations between positions, a sentence each (src/shared/draws/relations.ts). */
  relations: string[];
  synthesis: string;
  /** What the seeker's question asks about (src/shared/question.ts), or null without one. */
  question: QuestionReading | null;
  /** The spread's answer by the reading's own convention (src/shared/draws/spread-answer.ts). */
  answer: { yesNo: string; pace: string; delayed: boolean; outcomePosition: string; convention: string };
  /** What each tier adds, by tier: the provider writes what its tier's line asks, and no more. */
  tiers: Record<string, string>;
  userId?: string;
}

/** What the AI provider is given about today's numerology reading or a moon ritual (its facts and words). */
export interface RitualEnhancementRequest {
  ritual: "numerology" | "moon";
  title: string;
  situation: Situation;
  numbers: {
    dayNumber: string;
    personalYear: number;
    personalMonth: number;
    lifePath: number;
    expression: number | null;
  } | null;
  moon: { phase: string; sign: string };
  sections: { heading: string; text: string }[];
  steps: string[];
  userId?: string;
}

/** The page's messages for a failed enhancement (docs/product.md, 'Messages shown to seekers'). */
export const ENHANCEMENT_EMPTY_ERROR = "Failed to generate enhanced reading";
export function enhancementFailureMessage(reason: string | null | undefined): string {
  return reason ? `The mystical energies are disrupted: ${reason}` : "An unexpected error occurred";
}

// ── The chat guide ────────────────────────────────────────────────────────────────────────────

export const CHAT_FAILURE_REPLY = "The cosmic forces are disrupted. Please try again later.";

/**
 * The intents of a chat question. The first six are the webhook's original vocabulary; the safety
 * intents (`crisis`, `medical_emergency`, `distress`) are answered by the server alone and never
 * forwarded; the product-fact intents answer from the product's own content. `reading_invitation` is a
 * question that asks the chat to foretell (it is invited to a reading instead), and `reading_followup`
 * a question about the seeker's own reading that the chat was opened with.
 */
export const CHAT_INTENTS = [
  "greeting",
  "teaser",
  "divination",
  "love_advice",
  "financial_advice",
  "unknown",
  "crisis",
  "medical_emergency",
  "distress",
  "dice_meaning",
  "plans",
  "tiers",
  "account_help",
  "tarot_meaning",
  "rune_meaning",
  "numerology_meaning",
  "moon_phase",
  "reading_invitation",
  "reading_followup",
  "health_advice",
  "legal_advice",
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** The intent of each kind of message that needs help rather than a reading. */
export const SAFETY_INTENT_OF = {
  crisis: "crisis",
  medical: "medical_emergency",
  distress: "distress",
} as const satisfies Record<CrisisKind, ChatIntent>;
type SafetyIntent = (typeof SAFETY_INTENT_OF)[CrisisKind];
const KIND_OF_SAFETY_INTENT = new Map<ChatIntent, CrisisKind>(
  Object.entries(SAFETY_INTENT_OF).map(([kind, intent]) => [intent, kind as CrisisKind]),
);
/** The kind of help a safety intent answers with, or null for any other intent. */
export const safetyKindOf = (intent: ChatIntent): CrisisKind | null => KIND_OF_SAFETY_INTENT.get(intent) ?? null;
/** The intents answered from the product's own facts rather than in the oracle's voice alone. */
type ProductFactIntent =
  | "dice_meaning"
  | "tarot_meaning"
  | "rune_meaning"
  | "numerology_meaning"
  | "moon_phase"
  | "reading_invitation"
  | "reading_followup"
  | "plans"
  | "tiers"
  | "account_help";
/** The intents Lyra answers with one of her written replies when no provider is set. */
export type ConversationalIntent = Exclude<ChatIntent, SafetyIntent | ProductFactIntent>;

/** Words that ask what something means: "what does the Storm mean", "what the red die stands for". */
const MEANING_WORDS = ["mean", "meaning", "stand for", "symbol", "symbolise", "symbolize", "signify", "represent"];

/**
 * Keywords per intent, matched in any word form (`src/shared/word-forms.ts`), first intent wins. The
 * product-fact intents come first, so "hi, how do I reset my password?" is account help and "what does
 * the red die mean in love?" is about the dice; the tarot and the runes come before the plans, so "is
 * the Celtic Cross free?" is about the tarot. The original five keep their order after them.
 */
const INTENT_KEYWORDS: [ChatIntent, readonly string[]][] = [
  [
    "account_help",
    ["password", "forgot", "reset", "sign in", "log in", "login", "signin", "sign up", "signup", "account"],
  ],
  // Questions for a doctor or a lawyer come before the oracles' words, so "what do the runes say about my
  // diagnosis?" is answered with where to find that help rather than with a reading.
  [
    "health_advice",
    [
      "health",
      "doctor",
      "diagnosis",
      "symptom",
      "illness",
      "disease",
      "medication",
      "medicine",
      "surgery",
      "pregnant",
      "pregnancy",
      "cancer",
    ],
  ],
  [
    "legal_advice",
    ["legal", "lawyer", "attorney", "solicitor", "lawsuit", "court case", "courtroom", "sue", "custody", "visa"],
  ],
  // Likewise a question for a financial adviser ("should I invest my savings?") is not a reading in disguise.
  ["financial_advice", ["invest", "investment", "stocks", "shares", "crypto", "bitcoin", "pension", "mortgage", "tax"]],
  [
    "tarot_meaning",
    ["tarot", "arcana", "celtic cross", "three card", "three-card", "one card", "reversed card", "card reading"],
  ],
  ["rune_meaning", ["stave", "futhark", "norns", "norn", "merkstave"]],
  [
    "numerology_meaning",
    [
      "numerology",
      "life path",
      "soul urge",
      "expression number",
      "destiny number",
      "personality number",
      "birthday number",
      "personal year",
      "personal month",
      "personal day",
      "master number",
      "zodiac",
      "astrology",
      "horoscope",
      "sun sign",
      "star sign",
    ],
  ],
  ["moon_phase", ["moon", "lunar", "full moon", "new moon", "crescent", "gibbous"]],
  [
    "plans",
    [
      "plan",
      "subscription",
      "price",
      "pricing",
      "cost",
      "premium",
      "upgrade",
      "allowance",
      "how many readings",
      "how many casts",
      "readings a day",
      "readings per day",
      "daily readings",
      "daily limit",
      "free seeker",
      "mystic novice",
      "arcane explorer",
    ],
  ],
  ["tiers", ["tier", "level", "karma", "rank", "novice", "initiate", "adept", "master", "enhance", "enhancement"]],
  ["dice_meaning", ["die", "dice", "sum", "total"]],
  ["greeting", ["hello", "hi", "hey", "greetings", "good morning", "good evening"]],
  ["teaser", ["teaser", "preview", "coming soon", "sneak peek"]],
  ["divination", ["fortune", "destiny", "guidance", "future", "fate"]],
  [
    "love_advice",
    ["love", "relationship", "romance", "romantic", "partner", "boyfriend", "girlfriend", "husband", "wife", "crush"],
  ],
  ["financial_advice", ["finance", "money", "wealth", "income", "salary", "debt", "budget", "invest", "investment"]],
];

/** "rune" shares its stem with "run", so the runes are matched as whole words. */
const RUNE_WORDS = /\b(runes?|runic|rune-?cast(s|ing)?|five-rune)\b/i;

/**
 * The crisis detector first, always; then the keywords in order, with a question that asks the chat to
 * foretell invited to a reading once the product's own questions (account, plans, tiers) have had their
 * turn. A question that names a card, a rune, a number, a sign, a phase or a spread is read before the
 * keywords by `classifyQuestion` (guide-topics.ts), which the chat guide uses.
 */
export function classifyIntent(query: string): ChatIntent {
  const needsHelp = classifyCrisis(query);
  if (needsHelp) return SAFETY_INTENT_OF[needsHelp];
  for (const [intent, keywords] of INTENT_KEYWORDS) {
    if (intent === "dice_meaning" && readingInDisguise(query)) return "reading_invitation";
    if (mentionsAny(query, keywords)) return intent;
    if (intent === "rune_meaning" && RUNE_WORDS.test(query)) return intent;
    // A colour, a face, a roll or a number is about the dice only when the question asks what it means.
    if (intent === "dice_meaning" && mentionsAny(query, MEANING_WORDS)) {
      const asked = readDiceQuestion(query);
      if (asked.roll || asked.colours.length > 0 || asked.faces.length > 0 || asked.sum !== null) return intent;
      if (mentionsAny(query, ["face", "colour", "color"])) return intent;
    }
  }
  return "unknown";
}

/** What a question about the dice names: a whole roll, colours, faces (1-6) and a sum (3-18). */
export interface DiceQuestion {
  /** A roll written red-white-green, "3-1-5" or "3,1,5". */
  roll: DiceRoll | null;
  colours: DiceColour[];
  faces: number[];
  sum: number | null;
}

const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six"];

/**
 * Reads a dice question: "what does a red 5 mean?" (or "a red five") names red and face 5, "the Storm"
 * names face 5, "3-1-5" names a whole roll, and "a sum of 11" or a bare number from 7 to 18 names that
 * sum. A digit up to 6 is a face unless the question speaks of a sum or total; a number word is a face
 * only right after a colour, so "the three dice" names no face.
 */
export function readDiceQuestion(query: string): DiceQuestion {
  const rollText = /\b([1-6])\s*[-,/]\s*([1-6])\s*[-,/]\s*([1-6])\b/.exec(query);
  const roll = rollText ? parseDice(`${rollText[1]}-${rollText[2]}-${rollText[3]}`) : null;
  const words = wordsOf(rollText ? query.replace(rollText[0], " ") : query);
  const stems = words.map(stemWord);
  const colours = DICE_COLOURS.filter((colour) => stems.includes(colour));
  const faces = new Set<number>();
  FACE_NAMES.forEach((name, index) => {
    if (stems.includes(stemWord(name))) faces.add(index + 1);
  });
  const speaksOfSum = stems.includes("sum") || stems.includes("total");
  let sum: number | null = null;
  words.forEach((word, index) => {
    const afterColour = (DICE_COLOURS as readonly string[]).includes(words[index - 1] ?? "");
    const value = /^\d+$/.test(word) ? Number(word) : afterColour ? NUMBER_WORDS.indexOf(word) + 1 : 0;
    if (value >= 1 && value <= 6 && !(speaksOfSum && value >= MIN_SUM)) faces.add(value);
    else if (value >= MIN_SUM && value <= MAX_SUM && sum === null) sum = value;
  });
  return { roll, colours, faces: [...faces].sort((a, b) => a - b), sum };
}
