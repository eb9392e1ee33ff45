import type { DrawResponse } from "../../../shared/api/draws";
import { canReverse } from "../../../shared/draws/spreads";
import { elementalDignity, type Element, type ItemFacts } from "../../../shared/draws/relations";
import { spreadAnswer, type SpreadAnswer, type SpreadYesNo } from "../../../shared/draws/spread-answer";
import { readQuestion, type QuestionReading } from "../../../shared/question";
import { fillWords } from "../../../shared/text";
import { DRAW_TIER_WORDS as words } from "../../../../content/draws/enhancement-tiers";
import { POSITION_LEADS } from "../../../../content/draws/positions";
import { AETT_NAMES } from "../../../../content/draws/relations";
import { positionWords } from "../../../../content/draws/spreads";
import type { SynthesisFacts } from "../../../../content/draws/synthesis";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { pick } from "../composer/bank-picks";
import { plainName } from "./item-content";
import { spreadFacts, spreadItemFacts, subjectOfView } from "./draw-view";

/**
 * What the tiers of a draw's enhancement add, read from the spread (its relations and its answer by the
 * reading's own convention, src/shared/draws/spread-answer.ts) and the seeker's question
 * (src/shared/question.ts): the built-in oracle writes it in words, and the AI provider is given it.
 */

export interface DrawPlan {
  draw: DrawResponse;
  facts: SynthesisFacts;
  items: ItemFacts[];
  answer: SpreadAnswer;
  question: QuestionReading | null;
  /** The item whose turning would change the yes or no, and how, or null when none alone would. */
  pivot: { at: number; from: SpreadYesNo; to: SpreadYesNo } | null;
}

export function drawPlan(draw: DrawResponse, question: string | null): DrawPlan {
  const subject = subjectOfView(draw);
  const items = spreadItemFacts(subject);
  const answer = spreadAnswer(items);
  const order = [answer.outcome, ...items.map((_, at) => at).filter((at) => at !== answer.outcome)];
  const pivotAt = order.find((at) => {
    if (!canReverse(draw.tool, draw.items[at]!.index)) return false;
    const turned = items.map((item, index) => (index === at ? { ...item, reversed: !item.reversed } : item));
    return spreadAnswer(turned).yesNo !== answer.yesNo;
  });
  const pivot =
    pivotAt === undefined
      ? null
      : {
          at: pivotAt,
          from: answer.yesNo,
          to: spreadAnswer(
            items.map((item, index) => (index === pivotAt ? { ...item, reversed: !item.reversed } : item)),
          ).yesNo,
        };
  return { draw, facts: spreadFacts(subject), items, answer, question: readQuestion(question), pivot };
}

const ELEMENT_NAMES: Record<Element, string> = { fire: "Fire", water: "Water", air: "Air", earth: "Earth" };

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The slots every tier sentence may use for the item at `at`: its name, place and a keyword. */
function itemSlots(plan: DrawPlan, at: number, keywordChoice = 0): Record<string, string> {
  const item = plan.draw.items[at]!;
  const keywords = item.keywords.length > 0 ? item.keywords : [item.name];
  return {
    name: plainName(plan.draw.tool, item.index),
    place: POSITION_LEADS[item.position].place,
    k: keywords[(item.index + keywordChoice) % keywords.length]!,
  };
}

function say(template: string, values: Record<string, string>): string {
  return sentence(fillWords(template, values));
}

/** The item the question's form is answered from: where the spread says how, what or why. */
const FORM_PLACES = {
  how: ["action", "self", "present", "verdandi", "center", "south", "heart", "focus", "rune"],
  what: ["heart", "situation", "present", "verdandi", "center", "focus", "rune"],
  why: ["foundation", "past", "recent-past", "urd", "west", "situation", "focus", "rune"],
  other: ["heart", "present", "situation", "verdandi", "center", "focus", "rune"],
} as const;

/** Tier 2: the answer to the question, from the outcome, with the convention named. */
export function answerParagraph(plan: DrawPlan, random: () => number): string {
  const { question, answer, draw } = plan;
  const outcome = itemSlots(plan, answer.outcome);
  const lines: string[] = [];
  if (!question) lines.push(words.answer.noQuestion[draw.situation]);
  else if (question.term) lines.push(say(pick(words.answer.term, random), { term: question.term }));
  else lines.push(pick(words.answer.noTerm, random));
  const form = question?.form ?? "yes-no";
  if (form === "when") {
    lines.push(timingLine(plan), words.timing.rule[draw.tool]);
  } else {
    const yesNo = draw.items.length > 1 ? words.answer.yesNo : words.answer.yesNoSingle;
    lines.push(say(yesNo[answer.yesNo], outcome), words.answer.yesNoRule);
    if (draw.items.length > 1) lines.push(...weighing(plan));
    if (form !== "yes-no") {
      const places: readonly string[] = FORM_PLACES[form];
      const at = Math.max(
        0,
        draw.items.findIndex((item) => places.includes(item.position)),
      );
      lines.push(say(words.answer.counsel[form], itemSlots(plan, at, 1)));
    }
  }
  return lines.join(" ");
}

/** Tier 2: the other items weighed for and against the answer, by the convention. */
function weighing(plan: DrawPlan): string[] {
  const named = (at: number) => {
    const slots = itemSlots(plan, at);
    return `${slots.name} in ${slots.place}`;
  };
  const others = plan.draw.items.map((_, at) => at).filter((at) => at !== plan.answer.outcome);
  const up = others.filter((at) => !plan.draw.items[at]!.reversed).map(named);
  const down = others.filter((at) => plan.draw.items[at]!.reversed).map(named);
  return [
    up.length > 0 ? fillWords(words.answer.weigh.for, { list: listOf(up) }) : words.answer.weigh.noneFor,
    down.length > 0 ? fillWords(words.answer.weigh.against, { list: listOf(down) }) : words.answer.weigh.noneAgainst,
  ];
}

function listOf(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The pace of the outcome item, by the reading's convention. */
export function timingLine(plan: DrawPlan): string {
  const { answer, draw } = plan;
  const bank = draw.tool === "tarot" ? words.timing.pace : words.timing.runePace;
  const line = say(bank[answer.pace], itemSlots(plan, answer.outcome));
  return answer.delayed ? `${line} ${words.timing.delayed}` : line;
}

function tenseOf(plan: DrawPlan, at: number) {
  return POSITION_LEADS[plan.draw.items[at]!.position].tense;
}

/** Tier 3: what to do with one item, by its position's tense and the way it lies. */
function deed(plan: DrawPlan, at: number): string {
  const { items } = plan.draw;
  const tense = tenseOf(plan, at);
  const reversed = items[at]!.reversed;
  const bank = words.deed[tense][reversed ? "reversed" : "upright"];
  return inTurn(bank, plan, at, (other) => tenseOf(plan, other) === tense && items[other]!.reversed === reversed);
}

/** Tier 3: the correspondences of each item, one line each, with what to do with it. */
export function correspondenceLines(plan: DrawPlan): string[] {
  return plan.draw.items.map((item, at) => {
    const slots = itemSlots(plan, at);
    if (plan.draw.tool === "tarot") {
      const card = tarotCard(item.key);
      return `${say(words.correspondence.tarot, { ...slots, element: card.element, astrology: card.astrology })} ${deed(plan, at)}`;
    }
    const stave = rune(item.key);
    const aett = plan.items[at]!.aett;
    const line = say(words.correspondence.runes, {
      ...slots,
      proto: stave.protoName,
      sound: `“${stave.sound}”`,
      literal: stave.literal,
      aett: aett ? AETT_NAMES[aett] : "",
    });
    return `${line} ${deed(plan, at)}`;
  });
}

/**
 * One line of `bank` for the item at `at`, distinct from its neighbours' where the bank allows: items
 * that draw on the same bank take its lines in turn, from a start the reading's seed chooses.
 */
function inTurn<T>(bank: readonly T[], plan: DrawPlan, at: number, sameBank: (other: number) => boolean): T {
  const ordinal = plan.draw.items.slice(0, at).filter((_, other) => sameBank(other)).length;
  return bank[(plan.draw.items[0]!.index + ordinal) % bank.length]!;
}

/** Tier 2: the item held to the question (or to the situation when none names its subject), in its tense. */
export function tieLine(plan: DrawPlan, at: number): string {
  const term = plan.question?.term ?? words.answer.situationTerm[plan.draw.situation];
  const { items } = plan.draw;
  const tense = tenseOf(plan, at);
  const reversed = items[at]!.reversed;
  const tie = inTurn(words.answer.tie[tense], plan, at, (other) => tenseOf(plan, other) === tense);
  const lies = inTurn(
    words.answer.lies[reversed ? "reversed" : "upright"],
    plan,
    at,
    (o) => items[o]!.reversed === reversed,
  );
  return `${say(tie, { ...itemSlots(plan, at, 1), term })} ${lies}`;
}

/** How strongly a pair of neighbours' elements bear on each other; neutral pairs are not said. */
const DIGNITY_WEIGHT = { same: 3, support: 2, weaken: 2, neutral: 0 } as const;

/**
 * Tier 3: the neighbours in draw order whose elements (or ætt) strengthen or soften each other, the
 * strongest four at most, leaving out neutral pairs and the pairs the synthesis has read already.
 */
export function neighbourLines(plan: DrawPlan): string[] {
  const { items, relations } = plan.facts;
  const said = new Set(
    relations.flatMap((relation) => [`${relation.from}-${relation.to}`, `${relation.to}-${relation.from}`]),
  );
  const lines: { weight: number; order: number; text: string }[] = [];
  for (let order = 0; order + 1 < items.length; order++) {
    if (said.has(`${order}-${order + 1}`)) continue;
    const a = items[order]!;
    const b = items[order + 1]!;
    const values = {
      pa: a.place,
      pb: b.place,
      a: a.name,
      b: b.name,
      ea: a.element ? ELEMENT_NAMES[a.element] : "",
      eb: b.element ? ELEMENT_NAMES[b.element] : "",
      aett: a.aett ? AETT_NAMES[a.aett] : "",
    };
    if (a.element && b.element) {
      const dignity = elementalDignity(a.element, b.element);
      if (dignity === "neutral") continue;
      lines.push({ weight: DIGNITY_WEIGHT[dignity], order, text: say(words.neighbours[dignity], values) });
    } else if (a.aett && a.aett === b.aett) {
      lines.push({ weight: 1, order, text: say(words.neighbours.sameAett, values) });
    }
  }
  return lines
    .sort((x, y) => y.weight - x.weight || x.order - y.order)
    .slice(0, 4)
    .map((line) => line.text);
}

/** Tier 3: what to do with each relation the synthesis named. */
export function relationCounselLines(plan: DrawPlan, random: () => number): string[] {
  // Relations that move the same way take the bank's lines in turn, so none is said twice.
  const start = Math.floor(random() * 2);
  const { relations } = plan.facts;
  return relations.map((relation, at) => {
    const bank = words.relationCounsel[relation.turn];
    const ordinal = relations.slice(0, at).filter((other) => other.turn === relation.turn).length;
    return say(bank[(start + ordinal) % bank.length]!, {
      pa: plan.facts.items[relation.from]!.place,
      pb: plan.facts.items[relation.to]!.place,
    });
  });
}

/** Tier 4: which item would change the answer if it turned, and what each would bring turned. */
export function counterReading(plan: DrawPlan, random: () => number): string[] {
  const { draw, pivot, answer } = plan;
  const lines: string[] = [];
  if (pivot) {
    const turnsTo = draw.items[pivot.at]!.reversed
      ? words.counter.ways.upright
      : words.counter.ways.reversed[draw.tool];
    lines.push(
      say(draw.tool === "tarot" ? words.counter.pivot : words.counter.runePivot, {
        ...itemSlots(plan, pivot.at),
        way: turnsTo,
        from: words.counter.answerWords[pivot.from],
        to: words.counter.answerWords[pivot.to],
      }),
    );
    // A one-item reading is short: its single pivot needs no second sentence.
    if (draw.items.length > 1) lines.push(pick(words.counter.pivotFollow, random));
  } else if (draw.items.length > 1) {
    lines.push(say(words.counter.steady, itemSlots(plan, answer.outcome)), pick(words.counter.steadyFollow, random));
  }
  // One item that would change the answer has been read turned already.
  if (pivot && draw.items.length === 1) return lines;
  const fixed: number[] = [];
  for (const [at, item] of draw.items.entries()) {
    const other = otherKeyword(draw.tool, item.key, item.reversed, item.index);
    if (!other) {
      fixed.push(at);
      continue;
    }
    const then = words.counter.then[POSITION_LEADS[item.position].tense][item.reversed ? "rises" : "falls"];
    lines.push(say(pick(words.counter.item, random), { ...itemSlots(plan, at), other, then: pick(then, random) }));
  }
  // Runes that cannot turn are named together, once.
  if (fixed.length === 1) lines.push(say(words.counter.fixed, itemSlots(plan, fixed[0]!)));
  if (fixed.length > 1) {
    const names = fixed.map((at) => {
      const slots = itemSlots(plan, at);
      return `${slots.name} in ${slots.place}`;
    });
    lines.push(say(words.counter.fixedMany, { names: listOf(names) }));
  }
  return lines;
}

/** A keyword of the item the other way up, or null for a rune that cannot turn. */
function otherKeyword(tool: DrawResponse["tool"], key: string, reversed: boolean, index: number): string | null {
  if (!canReverse(tool, index)) return null;
  const keywords =
    tool === "tarot"
      ? tarotCard(key).keywords[reversed ? "upright" : "reversed"]
      : reversed
        ? rune(key).keywords.upright
        : rune(key).keywords.merkstave;
  return keywords && keywords.length > 0 ? keywords[(index + 2) % keywords.length]! : null;
}

/** Tier 4: the Spirit Guide's message, through the item that holds the answer. */
export function spiritMessage(plan: DrawPlan, random: () => number): string {
  const term = plan.question?.term ?? words.answer.situationTerm[plan.draw.situation];
  return [
    say(pick(words.spirit, random), itemSlots(plan, plan.pivot?.at ?? plan.answer.outcome, 2)),
    say(pick(words.spiritClose, random), { term }),
  ].join(" ");
}

/** Tier 5: a ritual whose steps use each item's element (tarot) or shape and sound (runes). */
export function ritualSteps(plan: DrawPlan, random: () => number): string[] {
  const { draw, question } = plan;
  const things = [
    ...new Set(
      draw.tool === "tarot"
        ? plan.items.flatMap((item) => (item.element ? [words.ritual.things[item.element]] : []))
        : [words.ritual.runeThings],
    ),
  ];
  const list = things.length < 2 ? (things[0] ?? "") : `${things.slice(0, -1).join(", ")} and ${things.at(-1)}`;
  const open = pick(draw.tool === "tarot" ? words.ritual.open : words.ritual.runeOpen, random);
  const steps = [`${open} ${fillWords(words.ritual.gather, { things: list })}`];
  const putAway =
    draw.tool === "runes"
      ? words.ritual.putAway.hand
      : plan.items.some((item) => item.element === "fire")
        ? words.ritual.putAway.flame
        : words.ritual.putAway.things;
  for (const [at, item] of draw.items.entries()) {
    const slots = itemSlots(plan, at, 3);
    const element = plan.items[at]!.element;
    const used = new Set(plan.items.slice(0, at).map((other) => other.element));
    const deed =
      draw.tool === "tarot" && element
        ? say((used.has(element) ? words.ritual.elementAgain : words.ritual.element)[element], slots)
        : say(words.ritual.rune, { ...slots, sound: `“${rune(item.key).sound}”` });
    const asks = positionWords(item.position).asks.replace(/\.$/, "");
    steps.push(`${deed} ${fillWords(pick(words.ritual.ask, random), { place: slots.place!, asks })}`);
  }
  steps.push(
    question?.term
      ? say(pick(words.ritual.close, random), { term: question.term, putAway })
      : say(pick(words.ritual.closeNoTerm, random), { putAway }),
  );
  return steps.map((step, index) => `${index + 1}. ${step}`);
}
