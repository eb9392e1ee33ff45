import { tierSectionTitles } from "../../../shared/oracle";
import type { Ctx } from "./context";
import type { Block } from "./fit";
import {
  appendedSections,
  arcSection,
  asksList,
  counsel,
  dieSection,
  farewell,
  insights,
  opening,
  questionsList,
  reflection,
  sumSection,
  tale,
  threeDice,
  together,
} from "./sections";

/**
 * What each tier says, in the style content/oracle/tiers.ts gives the AI provider: tier 1 brief and
 * open-ended, tier 2 personal counsel, tier 3 a tale and three numbered insights, tier 4 an arc with
 * a beginning, a turning point and a resolution, tier 5 every die, the sum and the situation in
 * layers. Each tier says all that the tier below says, and more; from tier 3 the appended sections
 * (Timing Prediction, Spirit Guide Message, Mystical Ritual) close the text.
 */
export const TIER_BUILDERS: Record<number, (c: Ctx) => Block[]> = {
  1: (c) => [opening(c, 1), threeDice(c, 1), sumSection(c, 1), reflection(c)],
  2: (c) => [opening(c, 2), threeDice(c, 2), together(c, 2), sumSection(c, 2), counsel(c, 2), farewell(c, 2)],
  3: (c) => [
    opening(c, 3),
    tale(c, false),
    insights(c),
    sumSection(c, 3),
    counsel(c, 3),
    ...appendedSections(c, tierSectionTitles(3), 3),
    farewell(c, 3),
  ],
  4: (c) => [
    opening(c, 4),
    arcSection(c, "red"),
    arcSection(c, "white"),
    arcSection(c, "green"),
    together(c, 4),
    sumSection(c, 4),
    counsel(c, 4),
    ...appendedSections(c, tierSectionTitles(4), 4),
    farewell(c, 4),
  ],
  5: (c) => [
    opening(c, 5),
    dieSection(c, "red"),
    dieSection(c, "white"),
    dieSection(c, "green"),
    together(c, 5),
    sumSection(c, 5),
    tale(c, true),
    asksList(c),
    questionsList(c),
    counsel(c, 5),
    ...appendedSections(c, tierSectionTitles(5), 5),
    farewell(c, 5),
  ],
};
