import { MONTH_NAMES } from "./calendar";

/**
 * What a seeker's typed question asks about, read so that a reading can answer it rather than only
 * quote it: its subject (a person, a decision, money, work, a move, a date, or nothing more particular),
 * the words that name that subject turned to the oracle's side of the table ("my ex" → "your ex",
 * "should I take the job" → "whether to take the job"), and the form of the question (yes or no, when,
 * how, what, why).
 *
 * The rules are plain word lists, enough for the short questions people type (the API allows 200
 * characters); a question they cannot place reads as "general", and the reading answers it with its
 * counsel. Words are matched whole (never "hex" for "ex").
 */

export const QUESTION_SUBJECTS = ["person", "decision", "money", "work", "move", "date", "general"] as const;
export type QuestionSubject = (typeof QUESTION_SUBJECTS)[number];

export type QuestionForm = "yes-no" | "when" | "how" | "what" | "why" | "other";

export interface QuestionReading {
  subject: QuestionSubject;
  /**
   * The words that name the subject as the oracle says them back ("your ex", "whether to move to
   * Lisbon", "the new job", "March"), or null for a general question.
   */
  term: string | null;
  form: QuestionForm;
}

const PEOPLE = [
  "ex",
  "partner",
  "boyfriend",
  "girlfriend",
  "husband",
  "wife",
  "crush",
  "friend",
  "best friend",
  "mother",
  "mum",
  "mom",
  "father",
  "dad",
  "sister",
  "brother",
  "son",
  "daughter",
  "boss",
  "colleague",
  "lover",
  "fiancé",
  "fiance",
  "family",
  "soulmate",
  "twin flame",
];
const PRONOUN_PEOPLE = ["he", "she", "him", "her", "they", "them"];
const MONEY = [
  "money",
  "debt",
  "debts",
  "loan",
  "mortgage",
  "salary",
  "raise",
  "pay rise",
  "savings",
  "invest",
  "investment",
  "rent",
  "bills",
  "budget",
  "afford",
  "finances",
  "inheritance",
  "lottery",
];
const WORK = [
  "job",
  "career",
  "work",
  "promotion",
  "interview",
  "business",
  "project",
  "exam",
  "degree",
  "course",
  "offer",
  "contract",
  "client",
];
const MOVE = [
  "move",
  "moving",
  "relocate",
  "relocating",
  "house",
  "flat",
  "apartment",
  "home",
  "abroad",
  "city",
  "country",
];
const DATE_WORDS = [
  "this week",
  "next week",
  "this month",
  "next month",
  "this year",
  "next year",
  "this summer",
  "this winter",
  "this spring",
  "this autumn",
  "christmas",
  "new year",
  "tomorrow",
  "tonight",
  "birthday",
];
const DETERMINERS = new Set(["my", "the", "this", "that", "a", "an", "our", "his", "her", "their"]);

/** The seeker's words said back from the oracle's side: "my" → "your", "I" → "you", "am" → "are". */
export function turnToSeeker(words: string): string {
  const swaps: Record<string, string> = {
    i: "you",
    "i'm": "you're",
    me: "you",
    my: "your",
    mine: "yours",
    myself: "yourself",
    am: "are",
    we: "you",
    us: "you",
    our: "your",
  };
  return words
    .split(/\s+/)
    .map((word) => {
      const bare = word.toLowerCase().replace(/’/g, "'");
      return swaps[bare] ?? word;
    })
    .join(" ");
}

/** The question's words as typed, with their punctuation removed, apostrophes kept. */
function tokens(question: string): string[] {
  return question
    .replace(/’/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Words that end a place or thing named after a move: "to Lisbon right for me" stops at "right". */
const PHRASE_ENDS = new Set([
  "right",
  "good",
  "wise",
  "worth",
  "for",
  "this",
  "next",
  "soon",
  "or",
  "and",
  "now",
  "be",
  "is",
]);

/** Where a phrase of one or more words starts among the tokens, or -1. */
function findPhrase(words: readonly string[], phrase: string): number {
  const parts = phrase.split(" ");
  for (let start = 0; start + parts.length <= words.length; start++) {
    if (parts.every((part, offset) => words[start + offset] === part)) return start;
  }
  return -1;
}

/** The first of the phrases the question says, with where it starts. */
function firstOf(words: readonly string[], phrases: readonly string[]): { phrase: string; at: number } | null {
  let found: { phrase: string; at: number } | null = null;
  for (const phrase of phrases) {
    const at = findPhrase(words, phrase);
    if (at >= 0 && (!found || at < found.at)) found = { phrase, at };
  }
  return found;
}

/** The noun phrase ending in the word at `at`: its determiner and one adjective before it, if any. */
function nounPhrase(words: readonly string[], raw: readonly string[], at: number, length: number): string {
  let start = at;
  if (start > 0 && !DETERMINERS.has(words[start - 1]!) && DETERMINERS.has(words[start - 2] ?? "")) start -= 2;
  else if (start > 0 && DETERMINERS.has(words[start - 1]!)) start -= 1;
  const phrase = raw.slice(start, at + length);
  if (!DETERMINERS.has(words[start]!)) phrase.unshift("the");
  if (DETERMINERS.has(words[start]!)) phrase[0] = words[start]!;
  return turnToSeeker(phrase.join(" "));
}

/** "should I take the job in Leeds" → "whether to take the job in Leeds" (at most eight words). */
function decisionTerm(words: readonly string[], raw: readonly string[], form: QuestionForm): string | null {
  // "What should I focus on?" asks for counsel, not between two roads: only a yes-or-no "should I" is a choice.
  const should =
    form === "yes-no" || form === "other" ? firstOf(words, ["should i", "shall i", "must i", "ought i to"]) : null;
  if (should) {
    const rest = raw.slice(should.at + should.phrase.split(" ").length).filter((word) => word !== "to");
    if (rest.length > 0) return `whether to ${turnToSeeker(rest.slice(0, 8).join(" "))}`;
  }
  const whether = firstOf(words, ["whether to", "whether i should"]);
  if (whether) {
    const rest = raw.slice(whether.at + whether.phrase.split(" ").length);
    if (rest.length > 0) return `whether to ${turnToSeeker(rest.slice(0, 8).join(" "))}`;
  }
  const choose = firstOf(words, ["decide", "decision", "choose", "choice"]);
  return choose ? "the choice before you" : null;
}

function formOf(words: readonly string[]): QuestionForm {
  const first = words[0] ?? "";
  if (first === "when" || findPhrase(words, "how long") >= 0 || findPhrase(words, "how soon") >= 0) return "when";
  if (first === "how") return "how";
  if (first === "why") return "why";
  if (first === "what" || first === "which" || first === "who" || first === "where") return "what";
  if (
    [
      "will",
      "would",
      "is",
      "are",
      "am",
      "do",
      "does",
      "did",
      "can",
      "could",
      "should",
      "shall",
      "has",
      "have",
      "was",
      "must",
    ].includes(first)
  )
    return "yes-no";
  return "other";
}

/** What the question asks about; null when there is no question. */
export function readQuestion(question: string | null | undefined): QuestionReading | null {
  if (!question?.trim()) return null;
  const raw = tokens(question);
  const words = raw.map((word) => word.toLowerCase());
  if (words.length === 0) return null;
  const form = formOf(words);

  const decision = decisionTerm(words, raw, form);
  const person = firstOf(words, PEOPLE);
  const money = firstOf(words, MONEY);
  const work = firstOf(words, WORK);
  const move = firstOf(words, MOVE);
  const month = firstOf(
    words,
    MONTH_NAMES.filter((name) => name !== "may" || form !== "yes-no"),
  );
  const dateWords = firstOf(words, DATE_WORDS);

  if (person)
    return { subject: "person", term: nounPhrase(words, raw, person.at, person.phrase.split(" ").length), form };
  if (move && (move.phrase.startsWith("mov") || move.phrase.startsWith("reloc") || move.phrase === "abroad")) {
    const rest: string[] = [];
    for (let at = move.at + 1; at < Math.min(words.length, move.at + 5) && !PHRASE_ENDS.has(words[at]!); at++) {
      rest.push(raw[at]!);
    }
    return { subject: "move", term: `the move${rest.length > 0 ? ` ${turnToSeeker(rest.join(" "))}` : ""}`, form };
  }
  if (decision && decision !== "the choice before you") return { subject: "decision", term: decision, form };
  if (money) return { subject: "money", term: nounPhrase(words, raw, money.at, money.phrase.split(" ").length), form };
  if (work) return { subject: "work", term: nounPhrase(words, raw, work.at, work.phrase.split(" ").length), form };
  if (move) return { subject: "move", term: nounPhrase(words, raw, move.at, move.phrase.split(" ").length), form };
  if (month) return { subject: "date", term: capitalise(month.phrase), form };
  if (dateWords) return { subject: "date", term: turnToSeeker(dateWords.phrase), form };
  if (decision) return { subject: "decision", term: decision, form };
  if (PRONOUN_PEOPLE.some((word) => words.includes(word))) {
    const pronoun = PRONOUN_PEOPLE.find((word) => words.includes(word))!;
    return {
      subject: "person",
      term: ["he", "him"].includes(pronoun) ? "him" : pronoun === "she" || pronoun === "her" ? "her" : "them",
      form,
    };
  }
  return { subject: "general", term: null, form };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
