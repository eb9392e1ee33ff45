/**
 * The words of the enhanced reading's tiers (1-5). Which tier appends which section is a rule in
 * src/shared/oracle.ts (`tierSectionTitles`); how many tokens a tier may use is there too.
 */
import type { TierSectionTitle } from "../../src/shared/oracle";

/** The style of each tier (1-5), given to the AI provider in its system prompt. */
export const tierStyles: Record<number, string> = {
  1: "Mysterious and open-ended: brief, evocative hints that leave room for the seeker's own reflection.",
  2: "Deeper personalised guidance: speak to the seeker's situation directly and offer gentle, concrete counsel.",
  3: "Narrative-driven with numbered insights: tell the reading as a short story, then give three numbered insights.",
  4: "Full narrative arcs: a layered story with a beginning, a turning point and a resolution, rich in imagery.",
  5: "Ultra-personalised layered readings: weave every die, the sum and the situation into a deep, multi-layered reading.",
};

/**
 * The sections appended after an enhanced reading, by title: Timing Prediction from tier 3, Spirit
 * Guide Message from tier 4, Mystical Ritual at tier 5. Each is one of four fixed phrases, chosen at
 * random, and appended after the text of the provider or the built-in composer, so it is always there.
 */
export const tierSections = {
  "Timing Prediction": [
    "The stars align for this within the next turning of the moon; watch for the sign on a quiet evening.",
    "This unfolds over the coming season, steady as the tide: act when the days begin to lengthen.",
    "Change arrives sooner than you expect, within a handful of sunrises, carried on an unexpected word.",
    "The moment ripens at the close of the current cycle; patience now makes the harvest sweeter.",
  ],
  "Spirit Guide Message": [
    "Your guide walks one step behind you, saying: trust the path you already feel beneath your feet.",
    "A guardian presence whispers that you are not alone in this; ask, and the answer will find you.",
    "The spirit that watches over you asks you to rest your worry and listen for the softer voice within.",
    "Your guide reminds you that every door you fear was built to open; the key is already in your hand.",
  ],
  "Mystical Ritual": [
    "At moonrise, light a single candle, speak your question aloud three times, and let the flame burn for a breath of silence.",
    "Hold a cup of clear water under the night sky, name what you release, and pour it gently onto the earth.",
    "Write your wish on a slip of paper, fold it toward you three times, and keep it beneath your pillow until the new moon.",
    "Place three stones in a line (red, white and green if you have them) and sit before them for seven slow breaths.",
  ],
} as const satisfies Record<TierSectionTitle, readonly string[]>;
