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
      yes: "The answer leans to yes: {name} stands upright in {place}, and most of the spread stands with it.",
      "leaning-yes":
        "The answer leans to yes, with effort: {name} stands upright in {place}, though much of the spread lies turned.",
      "not-yet": "The answer is not yet: {name} lies turned in {place}, though the rest of the spread is open.",
      no: "The answer leans to no: {name} lies turned in {place}, and most of the spread with it.",
    } satisfies Record<SpreadYesNo, string>,
    /** A one-item spread has no "rest of the spread" to weigh: the item alone answers. */
    yesNoSingle: {
      yes: "The answer leans to yes: {name} stands upright in {place}, open and ready.",
      "leaning-yes": "The answer leans to yes, with effort: {name} stands upright in {place}.",
      "not-yet": "The answer is not yet: {name} lies turned in {place}.",
      no: "The answer leans to no, for now: {name} lies turned in {place}, its gift held back.",
    } satisfies Record<SpreadYesNo, string>,
    yesNoRule: "(The reading's own convention: upright items count for, turned ones against, the outcome twice.)",
    /**
     * Said after each item's reading (tier 2, spreads of more than one item): the item held to the
     * question's term, in its position's tense. `{k}` stays the object of "of", "with" or "toward".
     */
    tie: {
      past: [
        "In the matter of {term}, this did not begin today: part of it was shaped here, in a time of {k}.",
        "For the matter of {term}, this is what came before, and the thread of {k} still runs from it.",
        "Look back from here at what lies behind {term}: what you bring to it now was learned in the school of {k}.",
      ],
      present: [
        "As things stand in the matter of {term}, the weight lies here today, under the sign of {k}.",
        "In the matter of {term}, this is the live edge of things now: watch for {k} in whatever you do next.",
        "This is how the matter of {term} looks from where you stand this week: touched by {k}, and still open to your hand.",
        "Held against {term}, it names the mood of the moment, a mood of {k}, and that mood can still change.",
        "Whatever you do in the matter of {term} this week will be done in the company of {k}, named or not.",
      ],
      future: [
        "In the matter of {term}, this is where the thread may run next, toward {k}, unless something is changed.",
        "What comes in the matter of {term} will likely carry the mark of {k}; there is still time to shape how it arrives.",
        "Held up to {term}, it looks ahead and finds {k} waiting, sooner or later, on the road.",
      ],
    },
    /** Tier 2, after the answer: the items weighed by the convention, outcome aside (it was named). */
    weigh: {
      for: "Counting toward yes: {list}.",
      against: "Counting against: {list}.",
      noneFor: "Nothing else in the spread stands upright to count for it.",
      noneAgainst: "Nothing else in the spread lies turned against it.",
    },
    /** Tier 2, after each item's bearing on the question: what its way of lying asks. */
    lies: {
      upright: [
        "It stands upright, so this is a force you can lean on.",
        "Upright, it is open to you: use it rather than wait for it.",
        "It stands upright here, and what it offers is ready to hand.",
        "Lying open as it does, it will carry weight if you put weight on it.",
        "Nothing holds it back; it gives what it has freely.",
        "Upright and unhindered, it is one of the spread's sure footholds.",
      ],
      reversed: [
        "It lies turned, so this is where the matter catches: go slowly here.",
        "Turned as it lies, it asks to be freed before it can help.",
        "Because it lies turned, its gift is held back until you loosen it.",
        "Lying turned, it shows a knot rather than a wall: patience undoes it.",
        "Its turning marks a place where something is held in, yours or another's.",
        "Turned, it speaks more quietly, and asks to be heard before it is used.",
      ],
    },
    situationTerm: {
      guidance: "your path",
      finances: "your resources",
      relationships: "the people in your life",
    } satisfies Record<Situation, string>,
    counsel: {
      how: "As for how: {name} in {place} answers through {k}.",
      what: "As for what matters: {name} in {place} names it as {k}.",
      why: "As for why: {name} in {place} points back to {k}.",
      other: "The spread's counsel comes from {name} in {place}, and it turns on {k}.",
    } satisfies Record<Exclude<QuestionForm, "yes-no" | "when">, string>,
  },
  timing: {
    pace: {
      days: "{name} in {place} is of fire, so the reading counts this in days, not weeks.",
      weeks: "{name} in {place} is of air, so the reading counts this in weeks.",
      months: "{name} in {place} is of water, so the reading counts this in months, a tide's slow turn.",
      seasons: "{name} in {place} is of earth, so the reading counts this in seasons, as a field grows.",
    } satisfies Record<SpreadPace, string>,
    runePace: {
      days: "{name} in {place} moves quickly, so the reading counts this in days.",
      weeks: "{name} in {place} is of Freyr's ætt, the first turning, so the reading counts this in weeks.",
      months: "{name} in {place} is of Tyr's ætt, what is built with others, so the reading counts this in months.",
      seasons:
        "{name} in {place} is of Hagal's ætt, forces larger than one will, so the reading counts this in seasons.",
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
      "Between {pa} and {pb}, nothing needs forcing: keep doing what already works there.",
      "{pa} and {pb} already agree, so spend your effort elsewhere and let this line hold.",
      "From {pa} to {pb}, the way is clear: trust it, and keep your attention for what is harder.",
    ],
    "both-reversed": [
      "Between {pa} and {pb}, look inward first: the change starts with what you have been holding back.",
      "{pa} and {pb} are both turned, so undo one small knot before asking more of either.",
      "From {pa} to {pb}, what is held back stays held back: name it, gently, before you try to move it.",
    ],
    rises: [
      "Between {pa} and {pb}, help the release along: one act that loosens the old knot is enough.",
      "From {pa} to {pb}, things free up; trust the easing and do not tie it again out of habit.",
      "{pa} gives way to {pb} as a knot gives way to a patient hand: keep the hand patient.",
    ],
    falls: [
      "Between {pa} and {pb}, prepare for the snag before it comes: name it and choose your first answer.",
      "From {pa} to {pb}, the going gets harder; save some strength for the second step.",
      "{pa} hands on to {pb} less than it received: be the one who makes up the difference.",
    ],
  } satisfies Record<Turn, string[]>,
  /**
   * Tier 3: the neighbours whose elements (tarot) or ætt (runes) strengthen or soften each other, the
   * strongest few; neutral neighbours and pairs the synthesis already read are left unsaid.
   */
  neighbours: {
    same: "{pa} and {pb} share {ea}, so {a} and {b} strengthen each other.",
    support: "{pa} and {pb} are friends, {ea} beside {eb}: {a} lends {b} its strength.",
    weaken: "{pa} and {pb} pull apart, {ea} against {eb}: {a} and {b} soften each other, so read both gently.",
    sameAett: "{pa} and {pb} are both of {aett}, so {a} and {b} speak with one breath.",
  },
  /** Tier 3: each item's correspondences, said in one line, then what to do with it. */
  correspondence: {
    tarot: "{name}: {element}, {astrology}.",
    runes: "{name}, {proto}: the sound {sound}, the name meaning {literal}, of {aett}.",
  } satisfies Record<DrawTool, string>,
  /** Tier 3: what to do with each item, by its position's tense and the way it lies. */
  deed: {
    past: {
      upright: [
        "Draw on it: name one thing it taught you.",
        "Keep it: it is ground you can still stand on.",
        "Thank it, and take its lesson with you.",
      ],
      reversed: [
        "Set it down: name one thing from it you no longer need to carry.",
        "Forgive it: what went wrong there need not go wrong again.",
      ],
    },
    present: {
      upright: [
        "Use it this week in one plain act.",
        "Say yes to it once, out loud, before the week is out.",
        "Lean on it when the week asks more of you than you expected.",
        "Let it show in one thing you do for someone else.",
      ],
      reversed: [
        "Loosen it this week: find the one place where it binds.",
        "Give it room: do not force it open today.",
        "Ask what it is protecting before you try to change it.",
        "Speak of it to one person you trust; said aloud, it grows smaller.",
      ],
    },
    future: {
      upright: [
        "Make room for it to arrive.",
        "Prepare for it: clear one small space in your days.",
        "Expect it, and say yes when it comes.",
      ],
      reversed: [
        "Meet it early: a step taken now softens what is coming.",
        "Watch for it, and choose your answer before it asks.",
        "Do not dread it: knowing it is coming is half the answer.",
      ],
    },
  },
  /** Tier 4: the counter-reading. */
  counter: {
    pivot:
      "The card that holds the answer is {name} in {place}: were it to turn {way}, the answer would move from {from} to {to}.",
    runePivot:
      "The rune that holds the answer is {name} in {place}: were it to turn {way}, the answer would move from {from} to {to}.",
    /** Said after the pivot (or the steady answer): where the seeker's effort counts. */
    pivotFollow: [
      "That is where your own effort counts most: whatever you can do to free or to steady what it shows, do there first, and watch the rest of the spread answer.",
      "So look hardest there. A reading is not a sentence passed on you, and this is the place where a change in you would change what the cards say.",
    ],
    steadyFollow: [
      "So no one card decides this: the spread as a whole asks for steady work rather than a single stroke, and small changes in several places add up.",
      "The answer is broad-based, then; it will hold against one bad day, and it will take more than one good day to move it.",
    ],
    steady:
      "No single item turning would change the answer: it rests on the whole spread, and {name} in {place} carries the most weight.",
    item: [
      "Turned, {name} in {place} would bring {other} instead of {k}, {then}",
      "Were {name} in {place} to turn, {other} would take the place of {k}, {then}",
      "If {name} in {place} turned, {k} would give way to {other}, {then}",
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
    fixed: "{name} in {place} looks the same either way up, and so cannot turn: it is the fixed point.",
    fixedMany: "{names} look the same either way up and cannot turn: they are the cast's fixed points.",
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
    2: "Tier 2: continue the reading rather than repeat it (one sentence of each item's meaning at most, then what it says of the question's term in its position's tense), then answer the seeker's question: name its term, give the spread's answer by the convention given and say that it is the reading's own convention. About one and a half times the reading.",
    3: "Tier 3: as tier 2, then work through the relations (what to do with each) and give the timing by the convention given. About twice the reading.",
    4: "Tier 4: as tier 3, then a counter-reading (which item, if it turned, would change the answer, and how) and a short Spirit Guide message. About two and a half times the reading.",
    5: "Tier 5: as tier 4, then a short ritual whose steps use the items named and their elements or shapes. About three times the reading. Never paste the cards' library pages.",
  },
  /** Tier 4: the guide's last word, on the question's term. */
  spiritClose: [
    "Of {term}, it adds only this: you know more than you let yourself say.",
    "And of {term}: what is yours will not need to be chased.",
    "As for {term}, it says: be honest first, and the rest follows.",
    "Of {term} it says no more than this: look at what is, not what you fear.",
  ],
  spirit: [
    "A guide stands at your shoulder and points to {name} in {place}. Its message is short: take up the matter of {k} as yours to work with, and do not wait for permission.",
    "The guide who keeps this reading speaks through {name} in {place}: begin with what it shows you of {k}, and the rest of the spread will follow you.",
    "Listen: the guide's word comes by way of {name} in {place}. It says you stand nearer to {k} than it seems, and asks you to meet what you find there gently.",
    "Your guide lays a hand on {name} in {place}. The message is this: meet {k} with an open face, and the turning will come in its time.",
  ],
  /** Tier 5: a ritual whose steps use the items' elements (tarot) or shapes and sounds (runes). */
  ritual: {
    open: [
      "Choose a quiet quarter of an hour and clear a small surface to work on.",
      "Set aside a quiet moment at dusk and clear a table or a patch of floor.",
    ],
    runeOpen: [
      "Choose a quiet quarter of an hour and sit where no one will interrupt you.",
      "Set aside a quiet moment at dusk, somewhere you can speak aloud without being overheard.",
    ],
    /** Said after the opening: what the steps below will use, so nothing appears unannounced. */
    gather: "Have ready {things}.",
    things: {
      fire: "a candle and a way to light it",
      water: "a glass of water",
      air: "a slip of paper and a pen",
      earth: "a small stone or a pinch of salt",
    } satisfies Record<Element, string>,
    runeThings: "nothing but your open hand and your voice",
    element: {
      fire: "For {name} in {place}, fire: light the candle and name {k} once as the flame steadies.",
      water: "For {name} in {place}, water: lift the glass, speak of {k} over it, and drink a mouthful.",
      air: "For {name} in {place}, air: breathe out slowly three times, then write {k} on the paper.",
      earth: "For {name} in {place}, earth: close your hand around the stone or the salt and speak of {k} into it.",
    } satisfies Record<Element, string>,
    /** A second item of an element already used: the candle is lit, the glass is poured. */
    elementAgain: {
      fire: "For {name} in {place}, fire again: look into the flame and name {k} once.",
      water: "For {name} in {place}, water again: drink once more from the glass, speaking of {k}.",
      air: "For {name} in {place}, air again: breathe out slowly once more, then write {k} beneath the last words.",
      earth:
        "For {name} in {place}, earth again: take the stone or the salt back into your hand and speak of {k} into it.",
    } satisfies Record<Element, string>,
    rune: "For {name} in {place}: trace its shape on your palm, sound its letter {sound} aloud, and think of {k}.",
    /** Said after each item's step: the position's own question, to answer in one line. */
    ask: [
      "Then take up what {place} asks, “{asks}”, and answer it in one line.",
      "Hold what {place} asks, “{asks}”, and let your first answer stand.",
    ],
    /** How a ritual's things are put away at its close ({putAway}), by what it used. */
    putAway: {
      flame: "put out the candle and put everything away",
      things: "put everything away",
      hand: "let your hand fall open",
    },
    close: [
      "Close by saying aloud, in one sentence, where you now stand in the matter of {term}; then {putAway}, and go about your day.",
      "To close, sit one breath longer with the matter of {term} in mind; then {putAway}.",
    ],
    closeNoTerm: [
      "Close by naming one small step you will take this week; then {putAway}.",
      "To close, sit one breath longer; then {putAway}, and go about your day.",
    ],
  },
};
