import type { TarotSuit } from "../../src/shared/draws/decks";
import type { Dignity, RelationId, Turn } from "../../src/shared/draws/relations";

/**
 * The words of a spread's relations (src/shared/draws/relations.ts): how two positions are read against
 * each other, by how the orientation moves between them, and what their elements say (the elemental
 * dignities, README.md). Slots: `{a}` and `{b}` the two items by name (the sentence says how they lie), `{via}` the one between
 * them, `{ea}` and `{eb}` their elements; a capital (`{A}`) fills capitalised. Each sentence names the
 * positions it reads.
 */

export const RELATION_WORDS: Record<RelationId, Record<Turn, string>> = {
  crossing: {
    "both-upright":
      "At the Heart lies {a}, and {b} crosses it: two open forces meet, and the Crossing is as much a spur as a block.",
    "both-reversed":
      "{A} at the Heart and {b} across it both lie reversed: the knot is tight, and it loosens from within before anything outside moves.",
    rises:
      "{A} at the Heart lies reversed while {b} crosses it upright: what stands in the way is clearer than what you want, so name the want first.",
    falls:
      "{A} stands upright at the Heart, and {b} crosses it reversed: the obstacle is a hidden or held-back one, smaller than it feels.",
  },
  "crown-foundation": {
    "both-upright":
      "{A} at the Foundation holds up {b} at the Crown: what lies beneath and what you aim at agree, so the aim has roots.",
    "both-reversed":
      "{A} at the Foundation and {b} at the Crown are both turned inward: root and aim are unsettled, and the root comes first.",
    rises:
      "{A} lies reversed at the Foundation beneath {b} upright at the Crown: the aim is clear, but its roots want tending before you reach for it.",
    falls:
      "{A} stands firm at the Foundation while {b} lies reversed at the Crown: the ground is good, but the aim is not yet named plainly.",
  },
  "past-to-future": {
    "both-upright":
      "From the Recent Past to the Near Future, {a} gives way to {b}: one open chapter hands on to the next.",
    "both-reversed":
      "From the Recent Past to the Near Future, {a} gives way to {b}, both reversed: the same snag will carry forward unless you undo it now.",
    rises:
      "From the Recent Past to the Near Future, {a}, reversed, gives way to {b}, upright: what was blocked is freeing, and the coming weeks should move more easily.",
    falls:
      "From the Recent Past to the Near Future, {a}, upright, gives way to {b}, reversed: an easy stretch is ending, and the next one will ask for more care.",
  },
  "self-surroundings": {
    "both-upright":
      "In the Self you are {a}, and your Surroundings answer with {b}: both stand open, so you can meet the people around you on equal ground.",
    "both-reversed":
      "In the Self you are {a}, and your Surroundings answer with {b}: both lie reversed, so you and those around you are holding something back.",
    rises:
      "In the Self you are {a}, reversed, while your Surroundings answer with {b} upright: others are readier than you are, and you may lean on them.",
    falls:
      "In the Self you are {a}, upright, while your Surroundings answer with {b} reversed: you are readier than the people around you, so lead gently.",
  },
  "hopes-fears": {
    "both-upright":
      "Hopes and Fears hold {a}, and the Final Outcome shows {b}: what you hope for and what comes are close kin, so let the hope lead.",
    "both-reversed":
      "Hopes and Fears hold {a}, and the Final Outcome shows {b}, both reversed: worry colours both, and the end mirrors the fear more than the facts.",
    rises:
      "Hopes and Fears hold {a}, reversed, yet the Final Outcome shows {b} upright: the fear is larger than the outcome warrants.",
    falls:
      "Hopes and Fears hold {a}, upright, and the Final Outcome shows {b} reversed: the hope is brighter than the likely end, so hold it loosely.",
  },
  "outcome-foundation": {
    "both-upright":
      "Does the Final Outcome resolve the Foundation? Yes: {b} grows out of {a}, both upright, and completes what it began.",
    "both-reversed":
      "Does the Final Outcome resolve the Foundation? Not yet: {b} lies reversed, and {a} at the root is still unsettled at the end.",
    rises:
      "Does the Final Outcome resolve the Foundation? Yes: {b} stands upright where {a} lay reversed, and the end settles what began this.",
    falls:
      "Does the Final Outcome resolve the Foundation? Not yet: {a} gave good ground, but {b} lies reversed, so the end has still to be won.",
  },
  movement: {
    "both-upright":
      "From {a} to {b}, by way of {via}, the movement is forward and open: each card hands its strength to the next.",
    "both-reversed":
      "From {a} to {b}, by way of {via}, the movement turns inward throughout: this is a time to untie before tying.",
    rises:
      "From {a} to {b}, by way of {via}, the movement rises from a knot toward release: what was stuck at the start will loosen.",
    falls:
      "From {a} to {b}, by way of {via}, the movement runs from ease toward a snag: watch the last step, for that is where care is needed.",
  },
  neighbours: {
    "both-upright": "{A} and {b} lie side by side, both upright.",
    "both-reversed": "{A} and {b} lie side by side, both reversed.",
    rises: "{A}, reversed, lies beside {b}, upright.",
    falls: "{A}, upright, lies beside {b}, reversed.",
  },
  "norns-was": {
    "both-upright":
      "What was, {a} in Urðr's well, feeds what is becoming, {b} in Verðandi's hands: the old gift carries cleanly into now.",
    "both-reversed":
      "What was, {a} in Urðr's well, feeds what is becoming, {b} in Verðandi's hands, and both lie merkstave: an old knot is still being tied.",
    rises:
      "What was, {a} merkstave in Urðr's well, gives way to {b} upright in Verðandi's hands: an old hurt is being worked into strength.",
    falls:
      "What was, {a} in Urðr's well, gives way to {b} merkstave in Verðandi's hands: a good inheritance is being spent or blocked now.",
  },
  "norns-becoming": {
    "both-upright":
      "What is becoming, {a}, runs on to what shall be, {b} in Skuld's place: keep the thread as it is and it will hold.",
    "both-reversed":
      "What is becoming, {a}, runs on to what shall be, {b} in Skuld's place, both merkstave: the debt will come due unless the thread is changed.",
    rises:
      "What is becoming, {a} merkstave, runs on to what shall be, {b} upright in Skuld's place: the present strain will be repaid.",
    falls:
      "What is becoming, {a}, runs on to what shall be, {b} merkstave in Skuld's place: what goes well now will ask for its due later.",
  },
  "cross-line": {
    "both-upright":
      "From the West, {a}, to the East, {b}, the road runs through {via} at the centre, open at both ends.",
    "both-reversed":
      "From the West, {a}, to the East, {b}, the road runs through {via} at the centre, and both ends lie merkstave: what came before and what comes next both hold back.",
    rises:
      "From the West, {a} merkstave, to the East, {b} upright, the road runs through {via} at the centre, and it climbs out of a hard past.",
    falls:
      "From the West, {a}, to the East, {b} merkstave, the road runs through {via} at the centre, and it narrows ahead: go carefully.",
  },
  "cross-axis": {
    "both-upright":
      "Between the South, {a}, which helps, and the North, {b}, which challenges, {via} stands at the centre: help and test are evenly matched.",
    "both-reversed":
      "Between the South, {a}, and the North, {b}, both merkstave, {via} stands at the centre: the help is muted and so is the test, so the centre must carry itself.",
    rises:
      "Between the South, {a} merkstave, and the North, {b} upright, {via} stands at the centre: the challenge has the upper hand, so find your help before you face it.",
    falls:
      "Between the South, {a} upright, and the North, {b} merkstave, {via} stands at the centre: the help is stronger than the test.",
  },
};

/** A clause on two cards' elements; neutral elements say nothing. */
export const DIGNITY_WORDS: Record<Exclude<Dignity, "neutral">, string> = {
  same: "Both are {ea}, and the shared element strengthens them.",
  support: "Their elements, {ea} and {eb}, are friendly and lend each other strength.",
  weaken: "Their elements, {ea} and {eb}, are contrary and weaken each other, so read both more softly.",
};
export const NEUTRAL_NEIGHBOURS =
  "Their elements, {ea} and {eb}, are neutral to each other; each speaks in its own voice.";

/** Two runes of the same ætt in a pair. */
export const SAME_AETT = "Both are of {aett}, so one force runs through them.";
export const AETT_NAMES = { freyr: "Freyr's ætt", hagal: "Hagal's ætt", tyr: "Tyr's ætt" } as const;

/** A number that repeats among the minor cards: its theme. */
export const NUMBER_THEMES: Record<number, { plural: string; theme: string }> = {
  1: { plural: "Aces", theme: "a beginning" },
  2: { plural: "Twos", theme: "a choice or a balance" },
  3: { plural: "Threes", theme: "growth and working with others" },
  4: { plural: "Fours", theme: "stability, or standing still" },
  5: { plural: "Fives", theme: "strife and change" },
  6: { plural: "Sixes", theme: "harmony and return" },
  7: { plural: "Sevens", theme: "a test of resolve" },
  8: { plural: "Eights", theme: "movement and skill" },
  9: { plural: "Nines", theme: "something nearly fulfilled" },
  10: { plural: "Tens", theme: "an ending that completes a cycle" },
};
export const REPEATED_NUMBER =
  "{count} {plural} appear, in {places}: the theme of {theme} repeats, and asks to be heard.";
export const COUNT_WORDS = ["", "One", "Two", "Three", "Four", "Five"];

/** A court card read as a person: who they are, by rank and suit. */
export const COURT_PEOPLE = {
  rank: {
    page: "a young person or a bringer of news",
    knight: "someone on the move",
    queen: "someone who holds and nurtures",
    king: "someone who leads and decides",
  },
  suit: {
    wands: "with fire and drive",
    cups: "with feeling and care",
    swords: "with a sharp mind and plain words",
    pentacles: "with steady, practical hands",
  } satisfies Record<TarotSuit, string>,
  sentence: "{A} in {position} may be a person: {who}, {how}, or that side of you.",
} as const;

/** The one short counting line that follows the relations. */
export const COUNT_LINE = {
  tarot: "Counted plainly: {majors} of {count} Major Arcana, {reversed} reversed.",
  runes: "Counted plainly: {reversed} of {count} merkstave.",
} as const;
