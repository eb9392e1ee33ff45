import type { HunchKind } from "../../src/shared/intuition/hunches";

/**
 * The menu of hunches, in the seeker's words: what each kind is about, and each value as the hunch names
 * it in a sentence ("I called {hunch} at 70 %"). Keyed by the rule's kinds and values
 * (src/shared/intuition/hunches.ts); the content test holds every kind and value to a name.
 */
export const HUNCH_WORDS: Record<HunchKind, { menu: string; about: string; values: Record<string, string> }> = {
  "card-arcana": {
    menu: "Tarot card: Major or Minor Arcana",
    about: "One card from the full deck of 78. Twenty-two are the Major Arcana, the named trumps.",
    values: { major: "a Major Arcana card", minor: "a Minor Arcana card" },
  },
  "card-suit": {
    menu: "Tarot card: its suit",
    about: "Each suit holds 14 of the 78 cards. A Major Arcana belongs to no suit, so it misses every suit hunch.",
    values: { wands: "a Wand", cups: "a Cup", swords: "a Sword", pentacles: "a Pentacle" },
  },
  "card-upright": {
    menu: "Tarot card: upright or reversed",
    about: "Every card can land either way up, each half the time.",
    values: { upright: "an upright card", reversed: "a reversed card" },
  },
  "rune-aett": {
    menu: "Rune: which ætt",
    about: "The 24 runes of the Elder Futhark fall into three families of eight, named for Freyr, Hagal and Tyr.",
    values: { freyr: "a rune of Freyr's ætt", hagal: "a rune of Hagal's ætt", tyr: "a rune of Tyr's ætt" },
  },
  "rune-upright": {
    menu: "Rune: upright or reversed",
    about:
      "Nine runes look the same either way up, so they always count as upright; the other fifteen lie reversed half the time.",
    values: { upright: "an upright rune", reversed: "a reversed rune" },
  },
  "die-high": {
    menu: "Red die: high or low",
    about: "One six-sided die. Four, five and six are above three; one, two and three are not.",
    values: { "above-3": "the red die above 3", "3-or-below": "the red die at 3 or below" },
  },
  "die-face": {
    menu: "Red die: one face",
    about: "Call the exact face. Each turns up one time in six.",
    values: {
      "1": "a one on the red die",
      "2": "a two on the red die",
      "3": "a three on the red die",
      "4": "a four on the red die",
      "5": "a five on the red die",
      "6": "a six on the red die",
    },
  },
  "pendulum-answer": {
    menu: "Pendulum: its answer",
    about: "One swing of the pendulum, which says yes, no or ask again, each a third of the time.",
    values: { yes: "the pendulum's yes", no: "the pendulum's no", "ask-again": "the pendulum's ask again" },
  },
};

/** What a draw showed, for its line under the result. */
export const DRAW_WORDS = {
  card: "The card: {name}",
  cardReversed: "The card: {name}, reversed",
  rune: "The rune: {name}",
  runeReversed: "The rune: {name}, reversed",
  die: "The red die: {face}",
  pendulum: { yes: "The pendulum: yes", no: "The pendulum: no", "ask-again": "The pendulum: ask again" },
};
