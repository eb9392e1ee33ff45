/**
 * The journal's patterns: what repeats in a seeker's readings, and the honest chance check beside each
 * (src/shared/journal/chance.ts). `{name}`, `{count}`, `{drawn}`, `{expected}`, `{odds}` are filled in.
 */
export const PATTERNS_WORDS = {
  /** What each kind of item is called: its label in the selector, and one and many in a sentence. */
  kinds: {
    cards: { label: "Cards", one: "card", many: "cards" },
    runes: { label: "Runes", one: "rune", many: "runes" },
    rolls: { label: "Rolls", one: "roll", many: "rolls" },
    faces: { label: "Faces", one: "face", many: "faces" },
    answers: { label: "Answers", one: "answer", many: "answers" },
  },
  /** A dice roll's and a face's names: "Roll 3-5-2", "3 · Spark". */
  rollName: "Roll {roll}",
  faceName: "{face} · {name}",
  sentence: "{name}: {count} in {drawn}; by chance {expected}; chance alone does this {odds}",
  times: { one: "once", many: "{count} times" },
  /** P(X ≥ count) in words. */
  odds: {
    moreOftenThanNot: "more often than not",
    oneIn: "about 1 time in {n}",
    rarerThan: "less than 1 time in a million",
  },
  expected: { about: "about {value}", below: "less than 0.1" },
  title: "Patterns",
  intro:
    "Which cards, runes, rolls or answers come up most in your readings, and how often chance alone would give as many.",
  oracle: "Oracle",
  period: "Period",
  periods: { 30: "Last 30 days", 90: "Last 90 days", 365: "Last year" },
  count: "Count",
  expectedLabel: "By chance",
  loading: "Counting your readings…",
  failed: "The patterns could not be loaded. Try again in a moment.",
  empty: "No readings of this oracle in this period yet.",
  summary: "{readings}, {drawn} in all.",
  ownDraws:
    "Not counted: {count} from your own deck or dice, since the chance check only holds for draws the server made.",
  ownDrawsNone:
    "Readings from your own deck or dice are never counted: the chance check only holds for draws the server made.",
  noPatterns: "{oracle} readings have no patterns to count. Patterns are counted for: {tools}.",
  unknownKind: "{oracle} patterns count {kinds}.",
  caution:
    "With many cards or runes, some will come up more than chance suggests: one item at 1 time in 20 among 78 is expected.",
} as const;

/** Recording a tarot spread or rune cast drawn from the seeker's own deck, on the oracle's page. */
export const OWN_DECK_WORDS = {
  summary: { tarot: "Record a draw from your own deck", runes: "Record a cast from your own runes" },
  lead: {
    tarot:
      "Shuffle your own cards, lay the spread chosen above, and pick each card in its place, in the order you laid them.",
    runes:
      "Cast your own runes for the spread chosen above, and pick each rune in its place, in the order you drew them.",
  },
  choose: { tarot: "Choose a card", runes: "Choose a rune" },
  groups: {
    tarot: ["Major Arcana", "Wands", "Cups", "Swords", "Pentacles"],
    runes: ["Freyr's ætt", "Hagal's ætt", "Tyr's ætt"],
  },
  missing: { tarot: "Choose the card in this place", runes: "Choose the rune in this place" },
  twice: { tarot: "This card is already in the spread", runes: "This rune is already in the cast" },
  submit: "Read my draw",
  mark: "Your own draw",
  markNote:
    "Drawn from your own deck: the server drew nothing, so it has no fairness proof and is not counted in patterns.",
} as const;
