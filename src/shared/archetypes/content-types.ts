import type { ArchetypeAnswerPoints, ArchetypeId } from "./quiz-rule";

/** One answer of the quiz: what the seeker reads, and the two animals it points to. */
interface ArchetypeAnswer extends ArchetypeAnswerPoints {
  text: string;
}

/** One situational question of the quiz. */
interface ArchetypeQuestion {
  /** A short stable name for the question ("free-saturday"). */
  id: string;
  prompt: string;
  answers: readonly ArchetypeAnswer[];
}

export interface ArchetypeQuiz {
  questions: readonly ArchetypeQuestion[];
}

/** An animal's name and its few words, as the page's bestiary lists it. */
interface ArchetypeName {
  /** "The Fox". */
  name: string;
  /** "the quick wit at the edge of the wood". */
  epithet: string;
}

/** Everything said of one animal when a seeker's answers lead to it, but its name. */
export interface ArchetypeWords {
  /** Where the animal's meaning comes from: the tales, arms and bestiaries it is drawn from. */
  lore: string;
  /** Two or three sentences on who this animal is in a person. */
  summary: string;
  /** Three gifts, each a short sentence. */
  traits: readonly [string, string, string];
  /** The side of the same gifts that turns against you. */
  shadow: string;
  /** A small act for the coming days. */
  ritual: string;
  /** A question to carry. */
  question: string;
}

/** An animal's name and words together. */
type ArchetypeAnimal = ArchetypeName & ArchetypeWords;
export type ArchetypeAnimals = Record<ArchetypeId, ArchetypeAnimal>;
export type ArchetypeNames = Record<ArchetypeId, ArchetypeName>;

/** What the page and its shared results say (content/archetypes/page.ts). */
export interface ArchetypePageWords {
  /** "Animal Archetypes". */
  name: string;
  page: {
    eyebrow: string;
    title: string;
    metaTitle: string;
    metaDescription: string;
    lead: string;
    /** What the quiz is and is not. */
    honestyTitle: string;
    honesty: string;
    /** The stories its animals come from. */
    sourcesTitle: string;
    sources: string;
    howItWorksTitle: string;
    howItWorks: string[];
    quizTitle: string;
    /** "Question {number} of {total}". */
    progress: string;
    back: string;
    restart: string;
    /** Above the result: "Your answers lead to". */
    resultEyebrow: string;
    headings: { traits: string; shadow: string; ritual: string; lore: string; reflection: string };
    /** Under a visitor's result: it stays on this page. */
    visitorNote: string;
    signUpTitle: string;
    signUpText: string;
    saveTitle: string;
    saveText: string;
    noteLabel: string;
    saveButton: string;
    savingLabel: string;
    saved: string;
    historyLabel: string;
    bestiaryTitle: string;
    bestiaryLead: string;
  };
  sharedPage: { eyebrow: string; ctaTitle: string; ctaText: string; ctaButton: string };
}

/** What the server says around a result: its sections' headings, its history title, enhancement and share card. */
export interface ArchetypeReadingWords {
  headings: { summary: string; traits: string; shadow: string; ritual: string; lore: string; reflection: string };
  /** "Your animal: {name}". */
  historyTitle: string;
  enhancement: {
    reader: string;
    openings: string[];
    headings: { animal: string; gifts: string; shadow: string; ritual: string; lore: string; carry: string };
    /** Said after the seeker's own answers are named: "{count} of your answers pointed here". */
    answersLine: string;
    blessings: string[];
  };
  share: { cardTitle: string; previewTitle: string };
}
