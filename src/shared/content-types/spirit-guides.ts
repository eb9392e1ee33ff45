import type { SpiritGuideId } from "../spirit-guides";

/** A kind of advice no guide gives: each says so in its own voice and points to the right kind of help. */
export type GuideBoundary = "health" | "legal" | "financial";

/**
 * One spirit guide (content/spirit-guides/): a fictional character written for reflection and
 * entertainment, never a claim of contact with a spirit or the dead.
 */
export interface SpiritGuide {
  id: SpiritGuideId;
  name: string;
  /** How the page calls the guide in a button and beside each answer ("Talk with Orrin"). */
  shortName: string;
  /** What the card says under the name: who this character is, in one line. */
  manner: string;
  specialities: string[];
  /** The card's and the conversation's first words about the character. */
  intro: string;
  /** How the built-in voice greets a seeker who says hello (one is picked). */
  greetings: string[];
  /** How the built-in voice opens an answer (one is picked). */
  openings: string[];
  /** Phrases of manner the built-in voice closes its thought with (one is picked). */
  phrases: string[];
  /**
   * Said, in the guide's own words, when a question is beyond what the guide or the site can speak of (one
   * is picked): what to ask instead.
   */
  beyondReach: string[];
  /** How the built-in voice ends (one is picked). */
  signOffs: string[];
  /** Said instead of a reading when a question asks for advice the guide never gives. */
  boundaries: Record<GuideBoundary, string>;
  /** The character's part of the AI provider's system prompt (the site's rules and facts follow it). */
  systemPrompt: string;
}

/** The /spirit-guides page's words. */
export interface SpiritGuidesPageWords {
  eyebrow: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  lead: string;
  /** What the page is, in plain words: fictional voices, who writes their words, what they never do. */
  whatTitle: string;
  what: string[];
  pickTitle: string;
  pickHint: string;
  specialitiesLabel: string;
  /** The card's button, before and after the guide is chosen: `{name}` is the guide's short name. */
  chooseLabel: string;
  chosenLabel: string;
  conversationTitle: string;
  questionLabel: string;
  placeholder: string;
  send: string;
  /** `{name}` is the guide's name. */
  thinking: string;
  you: string;
  /** The badge beside an answer the built-in guide wrote (a provider's says "AI · model", as everywhere). */
  writtenByBuiltIn: string;
  emptyConversation: string;
}
