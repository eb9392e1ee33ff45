import { tierSectionTitles } from "../../../shared/oracle";
import type { Ctx } from "./context";
import { answerSection, appendedSections, counterSection, together } from "./deeper";
import type { Block } from "./fit";
import { opening, reflection, sumSection, threeDice, type Tier } from "./sections";

/**
 * What each tier says. Every tier re-reads the reading once in the oracle's voice (the opening picks
 * up its faces, verdict and time; the three dice; the sum; a question to carry), in the style
 * content/oracle/tiers.ts gives the AI provider, and each tier adds kinds of insight rather than
 * more of the same: tier 2 the answer to the seeker's question (or the counsel made personal), tier 3
 * the dice's relations and the Timing Prediction, tier 4 the counter-reading and the Spirit Guide
 * Message, tier 5 the Mystical Ritual.
 */
export function tierBlocks(c: Ctx, tier: Tier): Block[] {
  const added: (Block | null)[] = [
    tier >= 2 ? answerSection(c) : null,
    tier >= 3 ? together(c) : null,
    tier >= 4 ? counterSection(c) : null,
  ];
  return [
    opening(c),
    ...[threeDice(c, tier)].flat(),
    sumSection(c),
    ...added.filter((item): item is Block => item !== null),
    ...appendedSections(c, tierSectionTitles(tier)),
    reflection(c),
  ];
}
