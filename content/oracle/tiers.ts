/**
 * The style of the enhanced reading's tiers (1-5) for the AI provider. Which tier appends which
 * section is a rule in src/shared/oracle.ts (`tierSectionTitles`), and how many tokens a tier may use
 * is there too; the sections themselves are composed from the roll by the built-in oracle
 * (src/server/oracles/composer/, words in ./composer/).
 */

/** The style of each tier (1-5), given to the AI provider in its system prompt. */
export const tierStyles: Record<number, string> = {
  1: "Mysterious and open-ended: brief, evocative hints that leave room for the seeker's own reflection.",
  2: "Deeper personalised guidance: speak to the seeker's situation directly and offer gentle, concrete counsel.",
  3: "Narrative-driven with numbered insights: tell the reading as a short story, then give three numbered insights.",
  4: "Full narrative arcs: a layered story with a beginning, a turning point and a resolution, rich in imagery.",
  5: "Ultra-personalised layered readings: weave every die, the sum and the situation into a deep, multi-layered reading.",
};

/**
 * What each tier adds (decision 033): a deeper tier adds kinds of insight, not length, and says each
 * thing once. Given to the AI provider in its system prompt with the tier's style; the built-in
 * oracle composes its texts by the same plan (src/server/oracles/composer/tiers.ts).
 */
export const tierDepths: Record<number, string> = {
  1: "Re-read the reading in your own voice, at about its own length: open by naming what it showed, its yes-or-no answer and its timing, and never contradict them.",
  2: "Everything tier 1 says, then answer the seeker's question from the reading (or, with no question, make the situation's counsel personal), at about one and a half times the reading's length.",
  3: "Everything tier 2 says, then how the parts of the reading bear on one another, and when it unfolds, at about twice the reading's length.",
  4: "Everything tier 3 says, then a counter-reading: which one part of the reading, had it fallen otherwise, would change the answer, and what the seeker could do that corresponds; and a message from a spirit guide. About two and a half times the reading's length.",
  5: "Everything tier 4 says, then a short ritual whose steps use only things it has named first and that echo what the reading named, at about three times the reading's length.",
};

/** Said with every tier's plan: the same thing is never said twice in other words. */
export const TIER_DEPTH_RULE =
  "Say each image or meaning once; do not pile up near-synonyms to fill space. Keep the reading's verdict, timing and images.";
