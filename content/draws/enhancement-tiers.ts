import type { Element, Turn } from "../../src/shared/draws/relations";
import type { SpreadPace, SpreadYesNo } from "../../src/shared/draws/spread-answer";
import type { DrawTool } from "../../src/shared/draws/spreads";
import type { QuestionForm } from "../../src/shared/question";
import type { Situation } from "../../src/shared/situations";

/**
 * What each tier adds to the built-in oracle's reading of a spread (src/server/oracles/draws/): tier 2
 * the answer to the question, tier 3 the relations worked through and the timing, tier 4 the
 * counter-reading and a Spirit Guide message, tier 5 a ritual built from the items' elements. Slots:
 * `{name}` an item by name, `{place}` its position, `{k}` one of its keywords, `{term}` the question's
 * subject as said back ("your ex"), `{pa}`/`{pb}` two positions.
 */
export const DRAW_TIER_WORDS = {
  answer: {
    term: [
      "You asked about {term}, and the spread answers from its outcome.",
      "Your question names {term}; here is what the spread says of it.",
    ],
    noTerm: [
      "Your question is a wide one, so the spread answers it as a whole.",
      "You asked in general, and the spread answers from its outcome.",
    ],
    noQuestion: {
      guidance: "You asked no question in words, so the spread answers the path you chose to read.",
      finances: "You asked no question in words, so the spread answers your resources, the matter you chose.",
      relationships: "You asked no question in words, so the spread answers the people in your life.",
    } satisfies Record<Situation, string>,
    yesNo: {
      yes: "The answer leans to yes: {name} stands upright in the {place}, and most of the spread stands with it.",
      "leaning-yes":
        "The answer leans to yes, with effort: {name} stands upright in the {place}, though much of the spread lies turned.",
      "not-yet": "The answer is not yet: {name} lies turned in the {place}, though the rest of the spread is open.",
      no: "The answer leans to no: {name} lies turned in the {place}, and most of the spread with it.",
    } satisfies Record<SpreadYesNo, string>,
    yesNoRule: "(The reading's own convention: upright items count for, turned ones against, the outcome twice.)",
    /** Said after each item's meaning (tier 2, spreads of more than one item): the item held to the question. */
    tie: ["For {term}, this says: {k}.", "Held against {term}, it speaks of {k}.", "For {term}, read it as {k}."],
    situationTerm: {
      guidance: "your path",
      finances: "your resources",
      relationships: "the people in your life",
    } satisfies Record<Situation, string>,
    counsel: {
      how: "As for how: {name} in the {place} answers through {k}.",
      what: "As for what matters: {name} in the {place} names it as {k}.",
      why: "As for why: {name} in the {place} points back to {k}.",
      other: "The spread's counsel, from {name} in the {place}, is {k}.",
    } satisfies Record<Exclude<QuestionForm, "yes-no" | "when">, string>,
  },
  timing: {
    pace: {
      days: "{name} in the {place} is of fire, so the reading counts this in days, not weeks.",
      weeks: "{name} in the {place} is of air, so the reading counts this in weeks.",
      months: "{name} in the {place} is of water, so the reading counts this in months, a tide's slow turn.",
      seasons: "{name} in the {place} is of earth, so the reading counts this in seasons, as a field grows.",
    } satisfies Record<SpreadPace, string>,
    runePace: {
      days: "{name} in the {place} moves quickly, so the reading counts this in days.",
      weeks: "{name} in the {place} is of Freyr's ætt, the first turning, so the reading counts this in weeks.",
      months: "{name} in the {place} is of Tyr's ætt, what is built with others, so the reading counts this in months.",
      seasons:
        "{name} in the {place} is of Hagal's ætt, forces larger than one will, so the reading counts this in seasons.",
    } satisfies Record<SpreadPace, string>,
    delayed: "It lies turned, so later than that.",
    rule: {
      tarot:
        "This timing is the reading's own convention: fire and Wands in days, air and Swords in weeks, water and Cups in months, earth and Pentacles in seasons.",
      runes:
        "This timing is the reading's own convention: Freyr's ætt in weeks, Tyr's ætt in months, Hagal's ætt in seasons.",
    } satisfies Record<DrawTool, string>,
  },
  /** Tier 3: what to do with each relation, by how the orientation moves between its two positions. */
  relationCounsel: {
    "both-upright": [
      "Between the {pa} and the {pb}, nothing needs forcing: keep doing what already works there.",
      "The {pa} and the {pb} already agree, so spend your effort elsewhere and let this line hold.",
    ],
    "both-reversed": [
      "Between the {pa} and the {pb}, look inward first: the change starts with what you have been holding back.",
      "The {pa} and the {pb} are both turned, so undo one small knot before asking more of either.",
    ],
    rises: [
      "Between the {pa} and the {pb}, help the release along: one act that loosens the old knot is enough.",
      "From the {pa} to the {pb} things free up; trust the easing and do not tie it again out of habit.",
    ],
    falls: [
      "Between the {pa} and the {pb}, prepare for the snag before it comes: name it and choose your first answer.",
      "From the {pa} to the {pb} the going gets harder; save some strength for the second step.",
    ],
  } satisfies Record<Turn, string[]>,
  /** Tier 3: each pair of neighbours in draw order, by their elements (tarot) or ætts (runes). */
  neighbours: {
    same: "The {pa} and the {pb} share {ea}, so {a} and {b} strengthen each other.",
    support: "The {pa} and the {pb} are friends, {ea} beside {eb}: {a} lends {b} its strength.",
    weaken: "The {pa} and the {pb} pull apart, {ea} against {eb}: {a} and {b} soften each other.",
    neutral: "The {pa} and the {pb} sit neutral, {ea} beside {eb}: {a} and {b} each keep their own voice.",
    sameAett: "The {pa} and the {pb} are both of {aett}, so {a} and {b} speak with one breath.",
    otherAett: "From the {pa} to the {pb} the cast moves from {aett} to {aett2}, from {a} to {b}.",
  },
  /** Tier 3: each item's correspondences, said in one line. */
  correspondence: {
    tarot: "{name}: {element}, {astrology}.",
    runes: "{name}, {proto}: the sound {sound}, the name meaning {literal}, of {aett}.",
  } satisfies Record<DrawTool, string>,
  /** Tier 4: the counter-reading. */
  counter: {
    pivot:
      "The card that holds the answer is {name} in the {place}: were it to turn {way}, the answer would move from {from} to {to}.",
    runePivot:
      "The rune that holds the answer is {name} in the {place}: were it to turn {way}, the answer would move from {from} to {to}.",
    steady:
      "No single item turning would change the answer: it rests on the whole spread, and {name} in the {place} carries the most weight.",
    item: [
      "Turned, {name} in the {place} would bring {other} instead of {k}, {then}",
      "Were {name} in the {place} to turn, {other} would take the place of {k}, {then}",
      "If {name} in the {place} turned, {k} would give way to {other}, {then}",
    ],
    /** What turning would change, by the position's tense and whether the item would rise or fall. */
    then: {
      past: {
        rises: [
          "and what shaped this would read as a help, not a weight.",
          "and the old story would be kinder to you.",
        ],
        falls: ["and what shaped this would weigh more than it does.", "and the old story would cast a longer shadow."],
      },
      present: {
        rises: ["and today would open rather than close.", "and the way you stand now would feel lighter."],
        falls: ["and today would ask more patience of you.", "and the way you stand now would take more effort."],
      },
      future: {
        rises: ["and the road ahead would open sooner.", "and what is coming would arrive more gently."],
        falls: ["and the road ahead would take longer.", "and what is coming would ask more of you."],
      },
    },
    fixed: "{name} in the {place} looks the same either way up, and so cannot turn: it is the fixed point.",
    answerWords: {
      yes: "yes",
      "leaning-yes": "a hard-won yes",
      "not-yet": "not yet",
      no: "no",
    } satisfies Record<SpreadYesNo, string>,
    ways: { upright: "upright", reversed: { tarot: "reversed", runes: "merkstave" } },
  },
  /** What each tier adds, as the AI provider is told it (the built-in oracle writes the same by these rules). */
  prompts: {
    1: "Tier 1: re-read each item in its position and the relations between them in your voice, about as long as the reading given; do not list synonyms.",
    2: "Tier 2: as tier 1, then answer the seeker's question: name its term, give the spread's answer by the convention given and say that it is the reading's own convention. About one and a half times the reading.",
    3: "Tier 3: as tier 2, then work through the relations (what to do with each) and give the timing by the convention given. About twice the reading.",
    4: "Tier 4: as tier 3, then a counter-reading (which item, if it turned, would change the answer, and how) and a short Spirit Guide message. About two and a half times the reading.",
    5: "Tier 5: as tier 4, then a short ritual whose steps use the items named and their elements or shapes. About three times the reading. Never paste the cards' library pages.",
  },
  spirit: [
    "A guide stands at your shoulder and points to {name} in the {place}. Its message is short: {k} is yours to work with, and you need not wait for permission.",
    "The guide who keeps this reading speaks through {name} in the {place}: begin with {k}, and the rest of the spread will follow you.",
    "Listen: the guide's word comes by way of {name} in the {place}. It says that {k} is closer than it looks, and asks you to move toward it gently.",
    "Your guide lays a hand on {name} in the {place}. The message is this: meet {k} with an open face, and the turning will come in its time.",
  ],
  /** Tier 5: a ritual whose steps use the items' elements (tarot) or shapes and sounds (runes). */
  ritual: {
    open: [
      "Choose a quiet quarter of an hour and clear a small surface to work on.",
      "Set aside a quiet moment at dusk and clear a table or a patch of floor.",
    ],
    element: {
      fire: "For {name} in the {place}, fire: light a candle and name {k} once as the flame steadies.",
      water: "For {name} in the {place}, water: fill a glass, and say {k} before you drink a mouthful.",
      air: "For {name} in the {place}, air: breathe out slowly three times and write {k} on a slip of paper.",
      earth: "For {name} in the {place}, earth: hold a stone or a pinch of salt and say {k} into your closed hand.",
    } satisfies Record<Element, string>,
    rune: "For {name} in the {place}: trace its shape on your palm, sound its letter {sound} aloud, and think of {k}.",
    /** Said after each item's step: the position's own question, to answer in one line. */
    ask: [
      "Then take up the {place}'s question, “{asks}”, and answer it in one line.",
      "Hold the {place}'s question, “{asks}”, and let your first answer stand.",
    ],
    close: [
      "Close by saying {term} aloud once, then put everything away and go about your day.",
      "To close, sit one breath longer with {term} in mind, then clear the surface as you found it.",
    ],
    closeNoTerm: [
      "Close by naming one small step you will take this week, then put everything away.",
      "To close, sit one breath longer, then clear the surface as you found it.",
    ],
  },
};
