import { composerDice } from "../../../../content/oracle/composer/dice";
import { composerSituations, counselByFace } from "../../../../content/oracle/composer/situations";
import { ritualWords } from "../../../../content/oracle/composer/spirit";
import { threadWords } from "../../../../content/oracle/composer/thread";
import { timingWords } from "../../../../content/oracle/composer/timing";
import { numberWords } from "../../../../content/oracle/composer/sums";
import type { OraclePhrase, PhraseBank } from "../../../shared/content-types/oracle-words";
import type { DiceColour } from "../../../shared/dice";
import type { Ctx, FaceLore } from "./context";
import { cap, lower } from "./text";

/**
 * Filling the placeholders of the oracle's phrases (content/oracle/composer/). Each placeholder is
 * filled when it is reached, left to right, so a phrase draws its words in the order it names them.
 *
 * A phrase may offer its own choices, `[calls|asks]`: one option is said, chosen like any other word.
 * A placeholder is a name (`{rn}`, `{sumName}`, `{when}`) or a scope and a field: `{red.image}`,
 * `{white.light}`, `{green.readIn}`, `{d.asks}` (d: the die the sentence is about), `{match.name}`,
 * `{sum.meaning}`, `{sit.came}`. Written with a capital (`{Rn}`, `{D.asks}`) it is filled capitalised.
 */

/** A choice written in the phrase itself: `[gathers|holds|keeps]`, one option said. */
const ALTERNATION = /\[([^[\]]*)\]/g;

type Filler = (c: Ctx, die: DiceColour | null) => string;

/** One phrase of `bank`, with the choices written in it made (`[calls|asks]`), its placeholders left. */
export function choose(c: Ctx, bank: PhraseBank): string {
  return c.p.pick(bank).replace(ALTERNATION, (_, options: string) => c.p.any(options.split("|")));
}

/** The die the phrase is about, for `{d.…}` and `{dn}`. */
function bound(die: DiceColour | null): DiceColour {
  if (!die) throw new Error("a {d.…} placeholder in a phrase about no die");
  return die;
}

const dieName = (c: Ctx, die: DiceColour) => `${die} ${c.faces[die].name}`;

function matched(c: Ctx) {
  if (c.match.kind === "none") throw new Error("a {match.…} placeholder in a text with no matching dice");
  return c.match;
}

function pair(c: Ctx) {
  const match = matched(c);
  if (match.kind !== "pair") throw new Error("a pair's placeholder in a text with a triple");
  return match;
}

/** The fields of a face, by placeholder name. */
const FACE_FIELDS: Record<string, (c: Ctx, face: FaceLore, die: DiceColour | null) => string> = {
  name: (_, face) => face.name,
  will: (c, face) => choose(c, face.will),
  mind: (c, face) => choose(c, face.mind),
  world: (c, face) => choose(c, face.world),
  /** The face read through its own die: the will on red, the mind on white, the world on green. */
  read: (c, face, die) => choose(c, face[READ_FIELD[bound(die)]]),
  /** The same, for the situation of the cast. */
  readIn: (c, face, die) => choose(c, face[`${READ_FIELD[bound(die)]}In`][c.situation]),
  light: (c, face) => choose(c, face.light),
  shadow: (c, face) => choose(c, face.shadow),
  image: (c, face) => choose(c, face.images),
  asks: (c, face) => choose(c, face.asks),
  question: (c, face) => choose(c, face.questions),
  pure: (c, face) => choose(c, face.pure),
  guide: (c, face) => choose(c, face.guides),
  /** The same thing each time it is named for a die in one text: the ritual sets it out, then uses it. */
  offering: (c, face, die) => {
    const key = `offering:${die ?? face.face}`;
    const kept = c.kept.get(key) ?? choose(c, face.offerings);
    c.kept.set(key, kept);
    return kept;
  },
  unfolds: (c, face) => choose(c, face.unfolds),
};

const READ_FIELD = { red: "will", white: "mind", green: "world" } as const;

/** Fields of a die's colour rather than of its face. */
const DIE_FIELDS: Record<string, (c: Ctx, die: DiceColour) => string> = {
  colour: (_, die) => die,
  domain: (c, die) => choose(c, composerDice[die].domain),
};

const SUM_FIELDS = { meaning: "meanings", image: "images", asks: "asks" } as const;

const SCOPED: Record<string, (c: Ctx, field: string, die: DiceColour | null) => string | undefined> = {
  red: (c, field) => dieField(c, "red", field),
  white: (c, field) => dieField(c, "white", field),
  green: (c, field) => dieField(c, "green", field),
  d: (c, field, die) => dieField(c, bound(die), field),
  match: (c, field, die) => {
    if (field === "colours") return pair(c).colours.join(" and ");
    if (field === "odd") return dieName(c, pair(c).odd);
    const match = matched(c);
    return FACE_FIELDS[field]?.(c, match.face, match.kind === "pair" ? match.colours[0] : die);
  },
  sum: (c, field) => {
    const bank = SUM_FIELDS[field as keyof typeof SUM_FIELDS];
    return bank ? choose(c, c.sumWords[bank]) : undefined;
  },
  sit: (c, field) => {
    const bank = (composerSituations[c.situation] as unknown as Record<string, PhraseBank | undefined>)[field];
    return bank ? choose(c, bank) : undefined;
  },
};

function dieField(c: Ctx, die: DiceColour, field: string): string | undefined {
  return DIE_FIELDS[field]?.(c, die) ?? FACE_FIELDS[field]?.(c, c.faces[die], die);
}

/** The placeholders that are names alone. */
const FILLERS: Record<string, Filler> = {
  rn: (c) => dieName(c, "red"),
  wn: (c) => dieName(c, "white"),
  gn: (c) => dieName(c, "green"),
  dn: (c, die) => dieName(c, bound(die)),
  topic: (c) => choose(c, composerSituations[c.situation].topics),
  sum: (c) => String(c.sum),
  sumWords: (c) => numberWords[c.sum] ?? String(c.sum),
  sumName: (c) => c.sumName,
  verdict: (c) => c.verdict,
  question: (c) => (c.question ? `“${c.question}”` : ""),
  /**
   * What the question is about, said back from the oracle's side ("your ex"); "your question" when it
   * names nothing in particular, and the situation's topic when there is no question.
   */
  term: (c) => c.ask?.term ?? (c.ask ? "your question" : choose(c, composerSituations[c.situation].topics)),
  /** The reading's verdict as a noun phrase: "a likely yes". */
  verdictSaid: (c) => choose(c, threadWords.verdictSaid[c.verdict]),
  /** The die whose face chooses the situation's counsel: "green Stone". */
  counselDn: (c) => dieName(c, composerSituations[c.situation].counselDie),
  /** Counsel for the situation, by the face of its counsel die (green for the path and money, red for love). */
  counsel: (c) => choose(c, counselByFace[c.situation][c.roll[composerSituations[c.situation].counselDie]]!),
  /** When the reading unfolds, by the white die. */
  when: (c) => choose(c, timingWords.when[c.timing.white]!),
  /** A sign that the time is near, and how to wait for it, by the white die. */
  sign: (c) => choose(c, timingWords.signs[c.timing.white]!),
  wait: (c) => choose(c, timingWords.waits[c.timing.white]!),
  /** The ritual's evening, by the white die. */
  ritualWhen: (c) => choose(c, ritualWords.when[c.timing.white]!),
};

/** Words a phrase's caller fills: the teller of a tale ({who}). */
export type Extra = Readonly<Record<string, string>>;

function fillOne(c: Ctx, key: string, die: DiceColour | null, extra: Extra): string {
  const [scope, field] = key.split(".") as [string, string | undefined];
  const value = field === undefined ? (extra[scope] ?? FILLERS[scope]?.(c, die)) : SCOPED[scope]?.(c, field, die);
  if (value !== undefined) return value;
  const lowered = lower(scope);
  if (lowered !== scope) return cap(fillOne(c, field === undefined ? lowered : `${lowered}.${field}`, die, extra));
  throw new Error(`the oracle's phrase names an unknown placeholder {${key}}`);
}

const PLACEHOLDER = /\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}/g;

/** Whether `key` (as written in braces) is a placeholder the composer fills, besides `extra` names. */
export function isPlaceholder(key: string, extra: readonly string[] = []): boolean {
  const [scope, field] = lower(key).split(".") as [string, string | undefined];
  if (field === undefined) return scope in FILLERS || extra.includes(scope);
  if (scope === "match") return field === "colours" || field === "odd" || field in FACE_FIELDS;
  if (scope === "sum") return field in SUM_FIELDS;
  if (scope === "sit") return field in composerSituations.guidance;
  return ["red", "white", "green", "d"].includes(scope) && (field in FACE_FIELDS || field in DIE_FIELDS);
}

/** `phrase` with its placeholders filled; `{d.…}` and `{dn}` speak of `die`. */
export function fill(c: Ctx, phrase: OraclePhrase, die: DiceColour | null = null, extra: Extra = {}): string {
  return phrase
    .replace(ALTERNATION, (_, options: string) => c.p.any(options.split("|")))
    .replace(PLACEHOLDER, (_, key: string) => fillOne(c, key, die, extra));
}

/** One phrase of `bank`, chosen and then filled. */
export function say(c: Ctx, bank: PhraseBank, die: DiceColour | null = null, extra: Extra = {}): string {
  return fill(c, c.p.pick(bank), die, extra);
}
