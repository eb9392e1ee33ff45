import type { Position } from "../../src/shared/draws/spreads";

/**
 * Each card or rune read in its position: lead sentences that join the position's question to the item,
 * in the position's tense (what was in the past tense, what is in the present, what may come in the
 * future or the conditional). Slots: `{card}` the item as named in place ("the reversed King of Cups",
 * "merkstave Fehu"), `{k1}` and `{k2}` two of its keywords for the way it lies. A keyword is a bare noun
 * phrase that may be plural, uncountable or without an article ("last stretch", "secrets"), so a slot is
 * only ever the object of "of", "with", "toward" or a colon list: never a subject, never followed by a
 * verb that must agree with it (checked by the content tests). Every lead
 * says its position's `mention`, so each item's paragraph names where it lies. One lead is chosen per
 * item from its place in the deck, so a reading says the same again when it is opened again.
 */

type PositionTense = "past" | "present" | "future";

export interface PositionLeads {
  /**
   * The position as said mid-sentence, article included and never a label with a comma or a dash:
   * "the Recent Past", "Urðr's well", "the Hopes and Fears position". Never take a possessive "'s".
   */
  place: string;
  tense: PositionTense;
  /** The words every lead of this position says (checked by the content tests). */
  mention: string;
  leads: readonly string[];
}

export const POSITION_LEADS: Record<Position, PositionLeads> = {
  focus: {
    place: "the place of focus",
    tense: "present",
    mention: "focus",
    leads: [
      "As your focus, {card} speaks of {k1}: look at it now, with {k2} as what matters most today.",
      "In the place of focus, {card} sets before you a matter of {k1}, and asks you to see {k2} in it.",
    ],
  },
  past: {
    place: "the Past",
    tense: "past",
    mention: "past",
    leads: [
      "As the past, {card} tells of a time marked by {k1}; what shaped this was already at work, with {k2} in it, before you asked.",
      "In the place of the past, {card} tells of a time of {k1}, and of {k2} that left its mark on what you face.",
    ],
  },
  present: {
    place: "the Present",
    tense: "present",
    mention: "present",
    leads: [
      "As the present, {card} shows where you stand: in the midst of {k1}, with {k2} as part of today.",
      "In the place of the present, {card} says you are living through a time of {k1}, with {k2} close at hand.",
    ],
  },
  future: {
    place: "the Future",
    tense: "future",
    mention: "future",
    leads: [
      "As the future, {card} points ahead, toward {k1}; if the path holds, {k2} may follow.",
      "In the place of the future, {card} says the road will lead toward {k1}, and that you would meet {k2} there.",
    ],
  },
  situation: {
    place: "the Situation",
    tense: "present",
    mention: "situation",
    leads: [
      "As the situation, {card} names what the matter truly is: a question of {k1}, with {k2} beneath it.",
      "In the place of the situation, {card} shows a matter of {k1}, and underneath it, one of {k2}.",
    ],
  },
  action: {
    place: "the Action",
    tense: "present",
    mention: "action",
    leads: [
      "As the action, {card} suggests what you can do: work with {k1}, and let {k2} guide the step.",
      "In the place of action, {card} counsels a step toward {k1}, taken by way of {k2}.",
    ],
  },
  outcome: {
    place: "the Outcome",
    tense: "future",
    mention: "outcome",
    leads: [
      "As the outcome, {card} says where that step would lead: toward {k1}, and likely toward {k2}.",
      "In the place of the outcome, {card} shows that the step will bring you to {k1}, with {k2} to follow.",
    ],
  },
  heart: {
    place: "the Heart",
    tense: "present",
    mention: "heart",
    leads: [
      "At the heart of the matter, {card} speaks of {k1} as things stand now, with {k2} at its centre.",
      "As the Heart, {card} says this is a matter of {k1} and of {k2}, here and now.",
    ],
  },
  crossing: {
    place: "the Crossing",
    tense: "present",
    mention: "cross",
    leads: [
      "Crossing you, {card} brings a measure of {k1}: this is what stands in the way, or what tests you, today.",
      "As the Crossing, {card} lays the weight of {k1} across the Heart; the challenge you meet now comes in the shape of {k2}.",
    ],
  },
  foundation: {
    place: "the Foundation",
    tense: "past",
    mention: "foundation",
    leads: [
      "At the foundation, {card} shows that this grew from {k1}, with {k2} laid at its root.",
      "As the Foundation, {card} says this has rested all along on {k1}, with {k2} at the root.",
    ],
  },
  "recent-past": {
    place: "the Recent Past",
    tense: "past",
    mention: "recent past",
    leads: [
      "As the recent past, {card} speaks of {k1} that you have just lived through, and of a passing season of {k2}.",
      "In the place of the recent past, {card} tells of a stretch of {k1} now leaving your life, and of {k2} that marked the last weeks.",
    ],
  },
  crown: {
    place: "the Crown",
    tense: "future",
    mention: "crown",
    leads: [
      "At the crown, {card} shows what you aim at: {k1} could be within reach, and from it may come {k2}.",
      "As the Crown, {card} holds up {k1} as what could come of this; the effort would be crowned with {k2}.",
    ],
  },
  "near-future": {
    place: "the Near Future",
    tense: "future",
    mention: "near future",
    leads: [
      "As the near future, {card} says the next thing to come will carry {k1}; in the coming weeks, look for {k2}.",
      "In the place of the near future, {card} points to {k1} coming your way, and to {k2} soon after.",
    ],
  },
  self: {
    place: "the Self",
    tense: "present",
    mention: "self",
    leads: [
      "As the Self, {card} shows how you stand within this: with {k1}, and with {k2} in how you carry it.",
      "In the place of the Self, {card} says you are meeting this with {k1}, and with {k2} as part of your stance.",
    ],
  },
  surroundings: {
    place: "the Surroundings",
    tense: "present",
    mention: "surroundings",
    leads: [
      "In your surroundings, {card} finds {k1} in the people and places around you, and {k2} in the air there.",
      "As the Surroundings, {card} says others bring {k1} to this, and carry {k2} with them.",
    ],
  },
  "hopes-and-fears": {
    place: "the Hopes and Fears position",
    tense: "present",
    mention: "hope",
    leads: [
      "Among your hopes and fears, {card} holds {k1}: you may long for it and dread it at once, with {k2} close by.",
      "In the place of hopes and fears, {card} speaks of {k1} as what you hope for or fear, and of {k2} as what you half expect.",
    ],
  },
  "final-outcome": {
    place: "the Final Outcome",
    tense: "future",
    mention: "outcome",
    leads: [
      "As the final outcome, {card} says that if you keep to this path, it will lead to {k1}, and then to {k2}.",
      "In the place of the final outcome, {card} shows where this is heading: toward {k1}, with {k2} waiting there if nothing changes.",
    ],
  },
  rune: {
    place: "the place of the day's rune",
    tense: "present",
    mention: "rune of the day",
    leads: [
      "As the rune of the day, {card} speaks of {k1} as what you need to know now, and counsels {k2}.",
      "Drawn alone as the rune of the day, {card} puts {k1} before you, with {k2} to carry through today.",
    ],
  },
  urd: {
    place: "Urðr's well",
    tense: "past",
    mention: "Urðr",
    leads: [
      "From Urðr's well, what was, {card} tells of {k1} laid down before you; the mark of {k2} shaped you then and shapes you still.",
      "In Urðr's well, the well of what was, {card} says that long ago a thread was woven in, of {k1} and of {k2}, and it holds still.",
    ],
  },
  verdandi: {
    place: "Verðandi's hands",
    tense: "present",
    mention: "Verðandi",
    leads: [
      "In Verðandi's hands, where what is becoming takes shape, {card} speaks of {k1} forming now, with {k2} woven in as you read.",
      "As Verðandi's thread, {card} says what is becoming is a matter of {k1}, with {k2} in the weave today.",
    ],
  },
  skuld: {
    place: "Skuld's place",
    tense: "future",
    mention: "Skuld",
    leads: [
      "In Skuld's place, where what shall be is kept, {card} says this will come to {k1}, and {k2} would be owed.",
      "As Skuld's word, {card} points to {k1} as what shall be if the thread runs on, and to {k2} that it would bring.",
    ],
  },
  center: {
    place: "the centre",
    tense: "present",
    mention: "centre",
    leads: [
      "At the centre of the cross, {card} speaks of {k1} as the heart of the matter, with {k2} at its core now.",
      "As the Centre, {card} says this is about {k1}, with {k2} at its middle.",
    ],
  },
  west: {
    place: "the west",
    tense: "past",
    mention: "west",
    leads: [
      "In the west, the past, {card} tells of {k1} behind you, and of {k2} along the road you came by.",
      "As the West, {card} says this began in a time of {k1}, and that you left {k2} behind on the way.",
    ],
  },
  east: {
    place: "the east",
    tense: "future",
    mention: "east",
    leads: [
      "In the east, the future, {card} points ahead to {k1}; you will meet {k2} on the way.",
      "As the East, {card} points to {k1} coming toward you, with {k2} to follow.",
    ],
  },
  south: {
    place: "the south",
    tense: "present",
    mention: "south",
    leads: [
      "In the south, what helps, {card} offers {k1} as the ground beneath you, with {k2} on your side.",
      "As the South, {card} names {k1} as your help, with {k2} to lean on.",
    ],
  },
  north: {
    place: "the north",
    tense: "present",
    mention: "north",
    leads: [
      "In the north, what challenges, {card} sets the test of {k1} above you, and asks you to reckon with {k2}.",
      "As the North, {card} names {k1} as the challenge, and {k2} as what asks to be met.",
    ],
  },
};
