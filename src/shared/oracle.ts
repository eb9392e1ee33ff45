import type { Situation } from "./situations";

/** Spec §6: the AI style of each tier (1-5), used in the provider's system prompt. */
export const TIER_STYLES: Record<number, string> = {
  1: "Mysterious and open-ended: brief, evocative hints that leave room for the seeker's own reflection.",
  2: "Deeper personalised guidance: speak to the seeker's situation directly and offer gentle, concrete counsel.",
  3: "Narrative-driven with numbered insights: tell the reading as a short story, then give three numbered insights.",
  4: "Full narrative arcs: a layered story with a beginning, a turning point and a resolution, rich in imagery.",
  5: "Ultra-personalised layered readings: weave every die, the sum and the situation into a deep, multi-layered reading.",
};

/** Spec §9: max_tokens per tier 1-5. */
export const MAX_TOKENS_BY_TIER = [300, 500, 800, 1200, 2000] as const;
export const ENHANCEMENT_TEMPERATURE = 0.7;
export const ENHANCEMENT_USER_MESSAGE = "Enhance this reading with mystical insights and guidance";
/**
 * The 'Channeling Mystical Energies' overlay stays up at least this long, even when the first words come
 * sooner (the built-in composer answers in milliseconds, and a shorter overlay reads as a flicker).
 */
export const ENHANCING_OVERLAY_MIN_MS = 700;

export function maxTokensForTier(tier: number): number {
  return MAX_TOKENS_BY_TIER[Math.min(5, Math.max(1, Math.trunc(tier))) - 1]!;
}

/** Spec §6: the sections appended by tier, each one of four fixed phrases chosen at random. */
export const TIER_SECTIONS = {
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
} as const;
export type TierSectionTitle = keyof typeof TIER_SECTIONS;

/** Which sections a tier appends: Timing Prediction from tier 3, Spirit Guide Message from 4, Mystical Ritual at 5. */
export function tierSectionTitles(tier: number): TierSectionTitle[] {
  return [
    ...(tier >= 3 ? (["Timing Prediction"] as const) : []),
    ...(tier >= 4 ? (["Spirit Guide Message"] as const) : []),
    ...(tier >= 5 ? (["Mystical Ritual"] as const) : []),
  ];
}

/** The appended sections as text, each phrase picked by `pick(4)` (an index from 0 to 3). */
export function renderTierSections(tier: number, pick: (count: number) => number): string {
  return tierSectionTitles(tier)
    .map((title) => `\n\n${title}\n${TIER_SECTIONS[title][pick(TIER_SECTIONS[title].length)]}`)
    .join("");
}

/** Spec §3 'Enhancement request': the reading data given to the oracle. */
export interface EnhancementRequest {
  /** Comma-joined, e.g. "3,1,5". */
  diceValues: string;
  situation: Situation;
  interpretation: string;
  timingPrediction: string;
  yesNoAnswer: string;
  totalSumInterpretation: string;
  userId?: string;
}

/** Spec §8: the page's messages for a failed enhancement. */
export const ENHANCEMENT_EMPTY_ERROR = "Failed to generate enhanced reading";
export function enhancementFailureMessage(reason: string | null | undefined): string {
  return reason ? `The mystical energies are disrupted: ${reason}` : "An unexpected error occurred";
}

// ── The chat guide ────────────────────────────────────────────────────────────────────────────

export const CHAT_PERSONA = { name: "Lyra", title: "Lyra, your Oracle Guide" } as const;
export const CHAT_FAILURE_REPLY = "The cosmic forces are disrupted. Please try again later.";
export const CHAT_QUERY_MAX_LENGTH = 500;

export const CHAT_INTENTS = ["greeting", "teaser", "divination", "love_advice", "financial_advice", "unknown"] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** Spec §5: keywords per intent, matched as whole words in any case, first intent wins. */
const INTENT_KEYWORDS: [ChatIntent, string[]][] = [
  ["greeting", ["hello", "hi", "greetings"]],
  ["teaser", ["teaser", "preview"]],
  ["divination", ["fortune", "destiny", "guidance"]],
  ["love_advice", ["love", "relationship"]],
  ["financial_advice", ["finance", "money"]],
];

export function classifyIntent(query: string): ChatIntent {
  const words = new Set(query.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
  for (const [intent, keywords] of INTENT_KEYWORDS) {
    if (keywords.some((keyword) => words.has(keyword))) return intent;
  }
  return "unknown";
}
