import { z } from "zod";
import {
  COIN_FEELINGS,
  DECISION_MAX_LENGTH,
  OPTION_NAME_MAX_LENGTH,
  OPTIONS_MAX,
  OPTIONS_MIN,
  PERSPECTIVE_DECKS,
  SCORE_MAX,
  SCORE_MIN,
  VALUE_NAME_MAX_LENGTH,
  VALUES_MAX,
  VALUES_MIN,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from "../compass/compass-rule";
import { TAROT_DECK } from "../draws/decks";
import { checkSealPair, readingRequestParts } from "./request-parts";
import type { OracleSpec } from "./spec";

/** A short piece of the seeker's own text: trimmed, not empty, at most `max` characters, on one line. */
const shortText = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} cannot be empty`)
    .max(max, `${what} can be at most ${max} characters`)
    .regex(/^[^\r\n\t\0]*$/, `${what} is one line of text`);

const wholeIn = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} is a whole number from ${min} to ${max}` })
    .int(`${what} is a whole number from ${min} to ${max}`)
    .min(min, `${what} is a whole number from ${min} to ${max}`)
    .max(max, `${what} is a whole number from ${min} to ${max}`);

/** An option by its place in `options`, 0 first. */
const optionIndex = wholeIn("An option", 0, OPTIONS_MAX - 1);

const valueSchema = z
  .object({
    name: shortText("A value's name", VALUE_NAME_MAX_LENGTH),
    weight: wholeIn("A weight", WEIGHT_MIN, WEIGHT_MAX),
  })
  .strict();

const coinSchema = z
  .object({
    option: optionIndex,
    feeling: z.enum(COIN_FEELINGS, { error: "Say relieved, disappointed or indifferent" }),
  })
  .strict()
  .meta({ id: "CompassCoin", description: "The option the page's coin chose, and how the seeker felt about it" });

/** The decision's parts, as the request and the stored payload both hold them. */
const decisionShape = {
  options: z
    .array(shortText("An option's name", OPTION_NAME_MAX_LENGTH))
    .min(OPTIONS_MIN, `Give ${OPTIONS_MIN} to ${OPTIONS_MAX} options`)
    .max(OPTIONS_MAX, `Give ${OPTIONS_MIN} to ${OPTIONS_MAX} options`),
  values: z
    .array(valueSchema)
    .min(VALUES_MIN, `Give ${VALUES_MIN} to ${VALUES_MAX} values`)
    .max(VALUES_MAX, `Give ${VALUES_MIN} to ${VALUES_MAX} values`),
  /** `scores[option][value]`, each 1–5. */
  scores: z
    .array(z.array(wholeIn("A score", SCORE_MIN, SCORE_MAX)).max(VALUES_MAX))
    .max(OPTIONS_MAX)
    .meta({ description: "scores[option][value]: how well each option serves each value, 1 to 5" }),
  /** The option the seeker would regret not trying in a year; null for none. */
  regret: optionIndex.nullable(),
  coin: coinSchema.nullable(),
};

type DecisionParts = {
  options: string[];
  values: { name: string; weight: number }[];
  scores: number[][];
  regret: number | null;
  coin: { option: number } | null;
};

/** The parts fit together: a score for every option and value, and the regret and coin name an option given. */
function checkDecision(decision: DecisionParts, context: z.RefinementCtx): void {
  const { options, values, scores } = decision;
  if (scores.length !== options.length || scores.some((row) => row.length !== values.length)) {
    context.addIssue({ code: "custom", path: ["scores"], message: "Score every option on every value" });
  }
  if (decision.regret !== null && decision.regret >= options.length) {
    context.addIssue({ code: "custom", path: ["regret"], message: "The regret answer names one of the options" });
  }
  if (decision.coin && decision.coin.option >= options.length) {
    context.addIssue({ code: "custom", path: ["coin", "option"], message: "The coin chose one of the options" });
  }
}

/**
 * POST /api/readings/compass: the decision in a sentence (stored as the reading's question, so the
 * journal's "How did it turn out?" follows it up), the options, values, scores, the regret and coin
 * answers, and the perspective to draw ("none" draws nothing and takes no commitment). Every text passes
 * the crisis detector on the server.
 */
export const compassRequestSchema = z
  .object({
    question: shortText("The decision", DECISION_MAX_LENGTH),
    ...decisionShape,
    regret: decisionShape.regret.default(null),
    coin: decisionShape.coin.default(null),
    perspective: z.enum(["none", ...PERSPECTIVE_DECKS], { error: "Choose none, tarot or runes" }).default("none"),
    commitmentId: readingRequestParts.commitmentId,
    clientSeed: readingRequestParts.clientSeed,
  })
  .strict()
  .superRefine(checkDecision)
  .superRefine(checkSealPair)
  .superRefine((request, context) => {
    if (request.perspective === "none" && request.commitmentId) {
      context.addIssue({
        code: "custom",
        path: ["commitmentId"],
        message: "A commitment is only for a drawn perspective",
      });
    }
  })
  .meta({ id: "CompassRequest" });
export type CompassRequest = z.input<typeof compassRequestSchema>;
export type CompassParsedRequest = z.output<typeof compassRequestSchema>;

/** What a saved decision stores besides its question: the seeker's answers and the perspective drawn. */
export const compassPayloadSchema = z.object({
  ...decisionShape,
  perspective: z
    .object({
      deck: z.enum(PERSPECTIVE_DECKS),
      index: z
        .number()
        .int()
        .min(0)
        .max(TAROT_DECK.length - 1),
      reversed: z.boolean(),
    })
    .nullable(),
});
export type CompassPayload = z.infer<typeof compassPayloadSchema>;

/**
 * The Decision Compass as an oracle: drawn (its optional perspective card or rune comes from a fairness
 * commitment and can be checked on /fairness), outside the plan's cap (a reflection on the seeker's own
 * weights, not a reading), any number a day, and shareable without the decision sentence.
 */
export const COMPASS_ORACLE = {
  id: "compass",
  name: "Decision Compass",
  path: "/success-predictor",
  origin: "drawn",
  usesAllowance: false,
  oncePerDay: false,
  payload: compassPayloadSchema,
} as const satisfies OracleSpec<"compass">;
