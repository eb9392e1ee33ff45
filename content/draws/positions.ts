import type { Position } from "../../src/shared/draws/spreads";

/**
 * Each card or rune read in its position: lead sentences that join the position's question to the item,
 * in the position's tense (what was in the past tense, what is in the present, what may come in the
 * future or the conditional). Slots: `{card}` the item as named in place ("the reversed King of Cups",
 * "merkstave Fehu"), `{k1}` and `{k2}` two of its keywords for the way it lies (noun phrases). Every lead
 * says its position's `mention`, so each item's paragraph names where it lies. One lead is chosen per
 * item from its place in the deck, so a reading says the same again when it is opened again.
 */

type PositionTense = "past" | "present" | "future";

export interface PositionLeads {
  /** The position said mid-sentence after "the": "Recent Past", "well of Urðr, what was". */
  place: string;
  tense: PositionTense;
  /** The words every lead of this position says (checked by the content tests). */
  mention: string;
  leads: readonly string[];
}

export const POSITION_LEADS: Record<Position, PositionLeads> = {
  focus: {
    place: "focus",
    tense: "present",
    mention: "focus",
    leads: [
      "As your focus, {card} asks you to see {k1} now; {k2} is what matters most today.",
      "In the place of focus, {card} puts {k1} in front of you, and {k2} is what you most need to see.",
    ],
  },
  past: {
    place: "Past",
    tense: "past",
    mention: "past",
    leads: [
      "As the past, {card} shows that {k1} shaped this; {k2} was already at work before you asked.",
      "In the place of the past, {card} tells of a time of {k1}, and of {k2} that left its mark on what you face.",
    ],
  },
  present: {
    place: "Present",
    tense: "present",
    mention: "present",
    leads: [
      "As the present, {card} shows where you stand: {k1} is here now, and {k2} is part of today.",
      "In the place of the present, {card} says that {k1} is what you are living through, with {k2} close at hand.",
    ],
  },
  future: {
    place: "Future",
    tense: "future",
    mention: "future",
    leads: [
      "As the future, {card} points ahead: {k1} is likely to come next, and {k2} may follow if the path holds.",
      "In the place of the future, {card} says the road will lead toward {k1}, and {k2} would meet you there.",
    ],
  },
  situation: {
    place: "Situation",
    tense: "present",
    mention: "situation",
    leads: [
      "As the situation, {card} names what the matter truly is: {k1}, with {k2} beneath it.",
      "In the place of the situation, {card} shows a matter of {k1}; {k2} is what it is really about.",
    ],
  },
  action: {
    place: "Action",
    tense: "present",
    mention: "action",
    leads: [
      "As the action, {card} suggests what you can do: work with {k1}, and let {k2} guide the step.",
      "In the place of action, {card} counsels a step toward {k1}; {k2} is how to take it.",
    ],
  },
  outcome: {
    place: "Outcome",
    tense: "future",
    mention: "outcome",
    leads: [
      "As the outcome, {card} says where that step would lead: toward {k1}, and likely {k2}.",
      "In the place of the outcome, {card} shows that the step will bring {k1}, with {k2} to follow.",
    ],
  },
  heart: {
    place: "Heart",
    tense: "present",
    mention: "heart",
    leads: [
      "At the heart of the matter, {card} shows {k1} as it stands now; {k2} is at its centre.",
      "As the Heart, {card} says this is a matter of {k1} and {k2}, here and now.",
    ],
  },
  crossing: {
    place: "Crossing",
    tense: "present",
    mention: "cross",
    leads: [
      "Crossing you, {card} brings {k1}: this is what stands in the way, or what tests you, today.",
      "As the Crossing, {card} lays {k1} across the Heart; {k2} is the challenge you meet now.",
    ],
  },
  foundation: {
    place: "Foundation",
    tense: "past",
    mention: "foundation",
    leads: [
      "At the foundation, {card} shows that this grew from {k1}; {k2} was laid at its root.",
      "As the Foundation, {card} says {k1} has been beneath this all along, with {k2} at the root.",
    ],
  },
  "recent-past": {
    place: "Recent Past",
    tense: "past",
    mention: "recent past",
    leads: [
      "As the recent past, {card} speaks of {k1} that you have just lived through; {k2} was part of what is now passing.",
      "In the place of the recent past, {card} tells of {k1} that has been leaving your life, and of {k2} that marked the last weeks.",
    ],
  },
  crown: {
    place: "Crown",
    tense: "future",
    mention: "crown",
    leads: [
      "At the crown, {card} shows what you aim at: {k1} could be within reach, and {k2} may come of it.",
      "As the Crown, {card} holds up {k1} as what could come of this; {k2} would crown the effort.",
    ],
  },
  "near-future": {
    place: "Near Future",
    tense: "future",
    mention: "near future",
    leads: [
      "As the near future, {card} says {k1} will come next; in the coming weeks, {k2} is likely to meet you.",
      "In the place of the near future, {card} points to {k1} that is approaching, and {k2} that will follow soon.",
    ],
  },
  self: {
    place: "Self",
    tense: "present",
    mention: "self",
    leads: [
      "As the Self, {card} shows how you stand within this: with {k1}, and with {k2} in how you carry it.",
      "In the place of the Self, {card} says you are meeting this with {k1}; {k2} is part of your stance.",
    ],
  },
  surroundings: {
    place: "Surroundings",
    tense: "present",
    mention: "surroundings",
    leads: [
      "In your surroundings, {card} shows {k1} in the people and places around you; {k2} is in the air there.",
      "As the Surroundings, {card} says others bring {k1} to this, and {k2} is what they carry.",
    ],
  },
  "hopes-and-fears": {
    place: "Hopes and Fears",
    tense: "present",
    mention: "hope",
    leads: [
      "Among your hopes and fears, {card} holds {k1}: you may long for it and dread it at once, with {k2} close by.",
      "As Hopes and Fears, {card} shows that {k1} is what you hope for or fear, and {k2} what you half expect.",
    ],
  },
  "final-outcome": {
    place: "Final Outcome",
    tense: "future",
    mention: "outcome",
    leads: [
      "As the final outcome, {card} says that if you keep to this path, it will lead to {k1}, and {k2} would follow.",
      "In the place of the final outcome, {card} shows where this is heading: toward {k1}, with {k2} waiting there if nothing changes.",
    ],
  },
  rune: {
    place: "place of the day's rune",
    tense: "present",
    mention: "rune of the day",
    leads: [
      "As the rune of the day, {card} says {k1} is what you need to know now; {k2} is its counsel.",
      "Drawn alone as the rune of the day, {card} puts {k1} before you, with {k2} to carry through today.",
    ],
  },
  urd: {
    place: "well of Urðr, what was",
    tense: "past",
    mention: "Urðr",
    leads: [
      "In Urðr's place, what was, {card} tells of {k1} laid down before you; {k2} shaped you and shapes you still.",
      "As Urðr, the well of what was, {card} says {k1} was woven in long ago, and {k2} came with it.",
    ],
  },
  verdandi: {
    place: "hands of Verðandi, what is becoming",
    tense: "present",
    mention: "Verðandi",
    leads: [
      "In Verðandi's place, what is becoming, {card} shows {k1} taking shape now; {k2} is being woven as you read.",
      "As Verðandi, {card} says {k1} is what is becoming, and {k2} is in the thread today.",
    ],
  },
  skuld: {
    place: "place of Skuld, what shall be",
    tense: "future",
    mention: "Skuld",
    leads: [
      "In Skuld's place, what shall be, {card} says {k1} will come of this; {k2} is what would be owed.",
      "As Skuld, {card} points to {k1} that shall be if the thread runs on, and to {k2} that it would bring.",
    ],
  },
  center: {
    place: "centre",
    tense: "present",
    mention: "centre",
    leads: [
      "At the centre of the cross, {card} shows {k1} as the heart of the matter; {k2} is at its core now.",
      "As the Centre, {card} says this is about {k1}, and {k2} sits at its middle.",
    ],
  },
  west: {
    place: "west",
    tense: "past",
    mention: "west",
    leads: [
      "In the west, the past, {card} tells of {k1} that lay behind you; {k2} was part of the road you came by.",
      "As the West, {card} says {k1} was where this began, and {k2} was left behind on the way.",
    ],
  },
  east: {
    place: "east",
    tense: "future",
    mention: "east",
    leads: [
      "In the east, the future, {card} says {k1} lies ahead; {k2} will meet you on the way.",
      "As the East, {card} points to {k1} that is coming, and {k2} that would follow.",
    ],
  },
  south: {
    place: "south",
    tense: "present",
    mention: "south",
    leads: [
      "In the south, what helps, {card} offers {k1} as the ground beneath you; {k2} is on your side.",
      "As the South, {card} says {k1} is what helps, with {k2} to lean on.",
    ],
  },
  north: {
    place: "north",
    tense: "present",
    mention: "north",
    leads: [
      "In the north, what challenges, {card} sets {k1} above you as the test; {k2} is what you must reckon with.",
      "As the North, {card} names {k1} as the challenge, and {k2} as what asks to be met.",
    ],
  },
};
