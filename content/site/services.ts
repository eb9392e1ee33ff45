import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  formatUsd,
  isPaidPlanLevel,
  PLAN_TERMS,
  planPriceLabel,
  type PlanTerms,
} from "../../src/shared/billing";
import type { ServiceCard } from "../../src/shared/content-types/site";
import { spreadSize, TAROT_SPREADS, RUNE_SPREADS, type Spread } from "../../src/shared/draws/spreads";
import { spreadWords } from "../draws/spreads";
import { tierSectionTitles } from "../../src/shared/oracle";
import { divinationTools } from "./divination-tools";

/** The plans' figures are read from PLAN_TERMS (docs/decisions/020-the-offer-and-payments.md). */
const PAID_PLANS = PLAN_TERMS.filter((plan) => isPaidPlanLevel(plan.level));
const FREE_PLAN = PLAN_TERMS.find((plan) => plan.priceCents === 0)!;
/** The catalogue's open tools, the dice, the tarot and the runes first. */
const FIRST_THREE = ["/dice-divination", "/tarot", "/runes"];
const OPEN_TOOLS = [
  ...FIRST_THREE.map((path) => divinationTools.find((tool) => tool.path === path)!),
  ...divinationTools.filter((tool) => !tool.isComingSoon && !FIRST_THREE.includes(tool.path)),
];
const OPEN_TO_VISITORS = OPEN_TOOLS.filter((tool) => tool.isOpenToVisitors);
const PRICING_LINK = { label: "See the plans and prices", href: "/pricing" };

function listOf(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "The Mystic Novice plan ($9.99/month): 10 casts and 30 enhanced readings a day, tier 3 of 5 or deeper from day one". */
function paidPlanLine(plan: PlanTerms): string {
  const casts = plan.dailyLimit === null ? "casts without a daily cap" : `${plan.dailyLimit} casts`;
  const depth =
    plan.minTier >= 5
      ? `tier ${plan.minTier} of 5, every section, from day one`
      : `tier ${plan.minTier} of 5 or deeper from day one`;
  return `The ${plan.name} plan (${planPriceLabel(plan)}): ${casts} and ${plan.enhancementsPerDay} enhanced readings a day, ${depth}`;
}

/** "One Card and Three Cards free; the Celtic Cross with the Mystic Novice or Arcane Explorer plan". */
function spreadsLine(spreads: readonly Spread[]): string {
  const freeSize = FREE_PLAN.maxSpreadSize;
  const isFree = (spread: Spread) => freeSize === null || spreadSize(spread) <= freeSize;
  const names = (keep: (spread: Spread) => boolean) =>
    listOf(spreads.filter(keep).map((spread) => spreadWords(spread).name));
  const paid = spreads.filter((spread) => !isFree(spread));
  return paid.length === 0
    ? `${names(isFree)}, all free`
    : `${names(isFree)} free; ${names((spread) => !isFree(spread))} with the ${listOf(PAID_PLANS.map((plan) => plan.name))} plans`;
}

const sectionsByTier = ([3, 4, 5] as const).map(
  (tier) => `${tierSectionTitles(tier).at(-1)} ${tier === 5 ? "at" : "from"} tier ${tier}`,
);

export const serviceCards: ServiceCard[] = [
  {
    title: "Dice Divination Readings",
    description:
      "Cast the red, white and green dice for Guidance, Finances or Relationships and receive one of 216 readings, each written in advance for its roll.",
    icon: "Dices",
    features: [
      "An interpretation tailored to your chosen situation",
      "A timing prediction for when the reading unfolds",
      "A clear yes-or-no answer with its reason",
      "The meaning of the sum, from The Threshold to The Crown of Fortune",
    ],
  },
  {
    title: "Tarot Readings",
    description:
      "Draw from all seventy-eight cards of the tarot, Major and Minor Arcana, for Guidance, Finances or Relationships.",
    icon: "Layers",
    features: [
      `Spreads: ${spreadsLine(TAROT_SPREADS)}`,
      "Cards upright or reversed, each with its keywords and a meaning for your situation",
      "A closing paragraph on the spread as a whole: its Major Arcana, its leading suit, its reversed cards",
      "A card library to browse",
      "A fair shuffle you can check for yourself, as with the dice",
    ],
    link: { label: "Draw the cards", href: "/tarot" },
  },
  {
    title: "Rune Casting",
    description:
      "Cast the twenty-four staves of the Elder Futhark and read the old letters for the question you carry.",
    icon: "Feather",
    features: [
      `Spreads: ${spreadsLine(RUNE_SPREADS)}`,
      "Each stave's name, sound and lore, with its meaning upright or merkstave",
      "A rune library to learn the staves one by one",
      "A fair draw from the bag you can check for yourself",
    ],
    link: { label: "Cast the runes", href: "/runes" },
  },
  {
    title: "Enhanced Interpretations",
    description:
      "Deepen any reading in the Oracle's voice. The depth grows with your level, and a paid plan starts you deeper.",
    icon: "WandSparkles",
    features: [
      "Available to signed-in seekers with a single tap on 'Enhance Reading'",
      "Depth that grows with your level, from Novice through Initiate, Explorer and Adept to Master: tier 1 to tier 5",
      `Deeper from the first day on a paid plan: ${listOf(PAID_PLANS.map((plan) => `tier ${plan.minTier} on the ${plan.name} plan`))}`,
      `Longer tellings as the tier rises, with ${listOf(sectionsByTier)}`,
      `Enhanced readings a day, set by your plan: ${listOf(PLAN_TERMS.map((plan) => `${plan.enhancementsPerDay} on the ${plan.name} plan`))}`,
      "Download an enhanced reading to keep",
      "Marked with who wrote it: the Oracle's voice, or AI only when an AI provider is connected",
    ],
  },
  {
    title: "The Oracle Chat Guide",
    description:
      "A guide on every page who answers questions about the dice, the tarot, the runes and the ways of Mystic Dice, from the product's own words.",
    icon: "MessageCircle",
    features: [
      "Tells you what each colour, face and sum of the dice speaks of",
      "Gives a tarot card's or a rune's keywords and essence when you ask for it by name",
      "Tells you about the tarot and rune spreads, and which are free",
      "Helps you choose the situation that fits your question",
      "Points the way to plans, tiers, quests and karma",
    ],
  },
  {
    title: "Karma, Streaks & Achievements",
    description: "Your profile remembers your path and rewards the seekers who return to the ritual.",
    icon: "Flame",
    features: [
      "Karma points earned as you read and explore",
      "Daily streaks that glow brighter each day you return",
      "Achievements that mark milestones on your journey",
      "A dashboard that gathers your progress in one place",
    ],
  },
  {
    title: "Quests & Mystical Items",
    description: "Follow quests through the oracle's world and gather collectible mystical items along the way.",
    icon: "Gem",
    features: [
      "Quests that give your readings a sense of direction",
      "Collectible mystical items to discover and keep",
      "Progress that helps you climb toward the next mystic tier",
    ],
  },
  {
    title: "Premium Membership",
    description: `Two monthly plans for devoted seekers: more casts and more enhanced readings each day than play ever gives, and deeper readings from the first day. The ${FREE_PLAN.name} plan stays free, with ${FREE_PLAN.dailyLimit} casts and ${FREE_PLAN.enhancementsPerDay} enhanced readings a day, and no plan shows ads.`,
    icon: "Crown",
    features: [
      ...PAID_PLANS.map(paidPlanLine),
      "Paid on Stripe's secure checkout page, and renewed monthly until you cancel",
      "Cancel from your dashboard at any time: the plan stays to the end of the month paid for, and your level, karma and items stay yours",
    ],
    link: PRICING_LINK,
  },
  {
    title: "Support the Oracle",
    description: `A donation from ${formatUsd(DONATION_MIN_CENTS)} to ${formatUsd(DONATION_MAX_CENTS)} is a thank-you that helps Mystic Dice grow.`,
    icon: "Heart",
    features: [
      "Entirely voluntary, and never needed for any feature",
      "Buys nothing: no plan, reading, karma or item",
      "Paid once on Stripe's checkout page, with a receipt by e-mail",
    ],
    link: { label: "Make a donation", href: "/pricing" },
  },
  {
    title: "Every Tool, Named for What It Does",
    description: `Beyond the dice, the tarot and the runes, ${OPEN_TOOLS.length - 3} more tools are open: ${listOf(OPEN_TOOLS.slice(3).map((tool) => tool.title))}.`,
    icon: "Compass",
    features: [
      "Each page says plainly what its tool is and what it is not",
      "The sky is computed from the planets' real positions; what tradition makes of it is labelled as tradition",
      "The questionnaires, the Energy Map and the Decision Compass reflect your own answers back to you; they measure and predict nothing",
      `${listOf(OPEN_TO_VISITORS.map((tool) => tool.title))} work without an account`,
    ],
    link: { label: "See every tool", href: "/features" },
  },
];
