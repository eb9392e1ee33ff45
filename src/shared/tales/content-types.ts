import type { TarotSuit } from "../draws/decks";

/**
 * The shapes of the past-life tales' story banks (content/tales/). The words are written in the second
 * person and the past tense, as a story told to the seeker about someone they might imagine being: a
 * tale, never a memory.
 */

/** A place of an era: its name after "in" ("Memphis"), a landmark ("the white walls") and two sentences. */
export interface TalePlace {
  id: string;
  name: string;
  /** A noun phrase starting with "the", used in the story's own sentences. */
  landmark: string;
  sketch: readonly [string, string];
}

/** An era: its name after "to" or "in" ("the Egypt of the pyramid builders"), when, and its scenes. */
export interface TaleEra {
  id: string;
  name: string;
  /** "some four and a half thousand years ago". */
  when: string;
  /** The year the era begins (negative before the common era): callings that came later are not tagged with it. */
  start: number;
  /** Four sentences of its daily life, told in an order the seed chooses. */
  scenes: readonly string[];
  places: readonly TalePlace[];
}

/** A calling: a trade or role a tale can give, tagged with the eras it fits and the suit it answers to. */
export interface TaleCalling {
  id: string;
  /** Lower case, without an article: "rope-maker". */
  name: string;
  /** The calling's tool, a singular noun without an article: "twisting hook". */
  tool: string;
  suit: TarotSuit;
  /** The ids of the eras it fits. */
  eras: readonly string[];
  /** The earliest year it existed (the printing press, the telegraph): no era it is tagged with begins earlier. */
  since?: number;
  /** Two sentences of its days, and one of what it was proud of. */
  days: readonly [string, string];
  pride: string;
}

/** A turning point: what happened (three sentences) and what came after (two). */
export interface TaleTurning {
  id: string;
  /** A short title: "The river rises". */
  title: string;
  event: readonly [string, string, string];
  after: readonly [string, string];
}

/**
 * The connective tissue, each a bank of sentences with slots: {era}, {when}, {place}, {landmark},
 * {aCalling} (with its article), {calling}, {tool}, {card}, {keyword}, {keyword2}.
 */
export interface TaleConnective {
  openings: readonly string[];
  callingLeads: readonly string[];
  ordinary: readonly string[];
  /** The people around you: two are taken. */
  people: readonly string[];
  turningLeads: readonly string[];
  /** The moment of choosing, after the turning point's event. */
  choices: readonly string[];
  cardLines: readonly string[];
  /** The years after, before the closing. */
  years: readonly string[];
  closings: readonly string[];
  /** The tale's title: "The {Calling} of {place}". */
  titles: readonly string[];
}

export interface TaleBanks {
  eras: readonly TaleEra[];
  callings: readonly TaleCalling[];
  turnings: readonly TaleTurning[];
  connective: TaleConnective;
}

/** The drawn card's words as a tale uses them: its name and two keywords for its orientation. */
export interface TaleCardWords {
  name: string;
  keywords: readonly [string, string];
  /** The card's suit, or null for the Major Arcana. */
  suit: TarotSuit | null;
}

/**
 * What the tales' page and a shared tale say (content/tales/page.ts), loaded with the page without the
 * story banks, which only the server (and the page's build-time sample) reads.
 */
export interface TalePageWords {
  /** "Past-Life Tales". */
  name: string;
  /** "A tale, not a memory": beside every tale, on the page, the shared page and the share card. */
  fictionLabel: string;
  page: {
    eyebrow: string;
    title: string;
    metaTitle: string;
    metaDescription: string;
    lead: string;
    /** What it is and is not, said plainly. */
    whatTitle: string;
    what: string;
    howItWorksTitle: string;
    howItWorks: string[];
    fairnessTitle: string;
    fairness: string;
    /** The call to a free account, for a visitor, and the sample tale shown below it. */
    signUpTitle: string;
    signUpText: string;
    sampleTitle: string;
    sampleLead: string;
    /** The signed-in form. */
    formTitle: string;
    birthDateLabel: string;
    birthDateHint: string;
    birthDateError: string;
    questionLabel: string;
    questionHint: string;
    tellLabel: string;
    tellingLabel: string;
    emptyTale: string;
    restingLabel: string;
    /** The facts above a tale. */
    facts: { card: string; era: string; place: string; calling: string; turning: string; reversed: string };
    /** The enhancement's button: a retelling by the AI provider when one is configured, else an afterword. */
    enhanceLabel: string;
    enhancingLabel: string;
    downloadLabel: string;
    verifyLabel: string;
    historyLabel: string;
  };
  sharedPage: { eyebrow: string; ctaTitle: string; ctaText: string; ctaButton: string };
}

/** The server's words for a tale: the built-in afterword by tier, and the share card's titles. */
export interface TaleServerWords {
  /** The provider's first line: who tells the tale and the rules it keeps. */
  reader: string;
  headings: { afterword: string; card: string; questions: string };
  /** Openings of the afterword, one chosen. */
  afterwordOpenings: readonly string[];
  /** Questions for the seeker, several chosen by tier. */
  questions: readonly string[];
  blessings: readonly string[];
  share: { cardTitle: string; previewTitle: string };
}
