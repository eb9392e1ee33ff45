/**
 * The style of the enhanced reading's tiers (1-5) for the AI provider. Which tier appends which
 * section is a rule in src/shared/oracle.ts (`tierSectionTitles`), and how many tokens a tier may use
 * is there too; the sections themselves are composed from the roll by the built-in oracle
 * (src/server/features/oracle/composer/, words in ./composer/).
 */

/** The style of each tier (1-5), given to the AI provider in its system prompt. */
export const tierStyles: Record<number, string> = {
  1: "Mysterious and open-ended: brief, evocative hints that leave room for the seeker's own reflection.",
  2: "Deeper personalised guidance: speak to the seeker's situation directly and offer gentle, concrete counsel.",
  3: "Narrative-driven with numbered insights: tell the reading as a short story, then give three numbered insights.",
  4: "Full narrative arcs: a layered story with a beginning, a turning point and a resolution, rich in imagery.",
  5: "Ultra-personalised layered readings: weave every die, the sum and the situation into a deep, multi-layered reading.",
};
