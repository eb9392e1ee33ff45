import {
  MAX_SUM,
  MIN_SUM,
  FACE_NAMES,
  listAllRolls,
  sumDice,
  type DiceColour,
  type DiceRoll,
} from "../../src/shared/dice";
import { PASSWORD_RESET_MINUTES } from "../../src/shared/account";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../src/shared/field-limits";
import { PLAN_TERMS, planPriceLabel, type PlanTerms } from "../../src/shared/billing";
import { CAST_KARMA, LEVEL_THRESHOLDS, MYSTIC_LEVELS, TIER_NAMES } from "../../src/shared/gamification/rules";
import { tierSectionTitles } from "../../src/shared/oracle";
import { SITUATION_LABELS } from "../../src/shared/situations";
import { spreadsOf } from "../../src/shared/draws/spreads";
import { drawPlansFact, runesOverview, spreadFact, tarotOverview } from "./draw-facts";
import { meaningSystem } from "./meaning-system";
import { toolFact, TOOL_PHRASES, toolsOverview } from "./tool-facts";

/**
 * Lyra's answers about the product, composed from the product's own rules and content: the meaning
 * system, the plans, the tiers and the account rules (the tarot and the runes are in ./draw-facts.ts). Numbers are never written here, only imported,
 * so a changed plan or allowance changes what Lyra says. The same sentences feed the AI provider's
 * system prompt (`productFacts`).
 */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listOf = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

// ── The dice ─────────────────────────────────────────────────────────────────────────────────────

export function colourFact(colour: DiceColour): string {
  const lore = meaningSystem.colours[colour];
  return `The ${colour} die speaks of ${lore.domain}. It asks "${lore.question}" and sets the ${lore.role} of a reading.`;
}

export function faceFact(face: number, colour?: DiceColour): string {
  const lore = meaningSystem.faces[face - 1]!;
  const through = colour
    ? ` On the ${colour} die, read it through ${meaningSystem.colours[colour].domain.split(":")[0]}.`
    : "";
  return `A ${face} is the ${lore.name}: ${lore.light}; in its shadow, ${lore.shadow}.${through}`;
}

export function sumFact(sum: number): string {
  const lore = meaningSystem.sums[sum]!;
  return `A sum of ${sum} is ${lore.name}: ${lore.meaning}.`;
}

export function rollFact(roll: DiceRoll): string {
  const faces = (["red", "white", "green"] as const).map(
    (colour) => `a ${colour} ${meaningSystem.faces[roll[colour] - 1]!.name} (${roll[colour]})`,
  );
  return `${capitalise(listOf(faces))}: the ${meaningSystem.faces[roll.red - 1]!.name} sets the motive, the ${
    meaningSystem.faces[roll.white - 1]!.name
  } the insight and the ${meaningSystem.faces[roll.green - 1]!.name} the outcome. ${sumFact(sumDice(roll))}`;
}

/** The whole grammar in brief: colours, face names, sums and matches. */
export function diceOverview(): string {
  const colours = (["red", "white", "green"] as const)
    .map((colour) => `${colour} for ${meaningSystem.colours[colour].domain.split(":")[0]}`)
    .join(", ");
  const faces = FACE_NAMES.map((name, index) => `${index + 1} ${name}`).join(", ");
  return [
    `Three dice, ${colours}; together they give ${listAllRolls().length} readings, one for every roll.`,
    `The faces are ${faces}.`,
    `Every sum from ${MIN_SUM} to ${MAX_SUM} has its own name, and ${meaningSystem.matches}.`,
  ].join(" ");
}

export const DICE_REPLY_CLOSING =
  "Ask me about any colour, face or sum, and I will tell you what it speaks of; readings are for reflection and entertainment.";

// ── Plans and tiers ──────────────────────────────────────────────────────────────────────────────

/** One plan's line, e.g. "the Mystic Novice plan ($9.99/month): 10 readings a day, 30 enhanced readings a day, tier 3 from day one". */
export function planLine(plan: PlanTerms): string {
  const readings = plan.dailyLimit === null ? "unlimited readings a day" : `${plan.dailyLimit} readings a day`;
  const depth = plan.minTier > 1 ? `, reading depth tier ${plan.minTier} or more from day one` : "";
  return `the ${plan.name} plan (${planPriceLabel(plan)}): ${readings}, ${plan.enhancementsPerDay} enhanced readings a day${depth}`;
}

export function plansFact(): string {
  return `There are ${PLAN_TERMS.length} plans: ${PLAN_TERMS.map(planLine).join("; ")}. A day's allowance starts again at midnight in your own time zone. Paid plans renew monthly and can be cancelled at any time on your dashboard; see /pricing.`;
}

export function tiersFact(): string {
  const levels = MYSTIC_LEVELS.map((level) => `${level} at ${LEVEL_THRESHOLDS[level].toLocaleString("en-US")}`).join(
    ", ",
  );
  const sections = TIER_NAMES.flatMap((_, index) =>
    tierSectionTitles(index + 1)
      .filter((title) => !tierSectionTitles(index).includes(title))
      .map((title) => `'${title}' from tier ${index + 1}`),
  );
  return [
    `Each cast earns ${CAST_KARMA} karma, and your mystic level follows your karma: ${levels}.`,
    `Your level sets your tier, and a paid plan can start you deeper: your tier is the higher of your level's tier and your plan's starting tier. From 1 to ${TIER_NAMES.length} the tiers are ${listOf(TIER_NAMES.map((name) => `the ${name} tier`))}.`,
    `A higher tier deepens your enhanced readings and adds ${listOf(sections)}. How many readings you can enhance each day is set by your plan, not your tier.`,
  ].join(" ");
}

// ── The account ──────────────────────────────────────────────────────────────────────────────────

export function accountFact(): string {
  return [
    `To reset your password, open Sign In and choose "Forgot password?": we e-mail you a link that works once and lasts ${PASSWORD_RESET_MINUTES} minutes.`,
    `A new password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  ].join(" ");
}

export const ACCOUNT_REPLY_CLOSING =
  "If the mail does not arrive, look in your spam folder, or write to support from the Help Center.";

// ── For the AI provider ──────────────────────────────────────────────────────────────────────────

/** Every fact above, as the AI provider's system prompt gives them. */
export function productFacts(): string {
  const colours = (["red", "white", "green"] as const).map(colourFact);
  const faces = FACE_NAMES.map((_, index) => faceFact(index + 1));
  const sums = Array.from({ length: MAX_SUM - MIN_SUM + 1 }, (_, index) => sumFact(MIN_SUM + index));
  return [
    `Situations: ${Object.values(SITUATION_LABELS).join(", ")}.`,
    diceOverview(),
    ...colours,
    ...faces,
    ...sums,
    tarotOverview(),
    runesOverview(),
    ...(["tarot", "runes"] as const).flatMap((tool) => [
      ...spreadsOf(tool).map((spread) => spreadFact(tool, spread)),
      drawPlansFact(tool),
    ]),
    toolsOverview(),
    ...TOOL_PHRASES.map(({ path }) => toolFact(path)),
    plansFact(),
    tiersFact(),
    accountFact(),
  ].join("\n");
}
