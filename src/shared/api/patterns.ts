import { z } from "zod";
import { PATTERN_DAYS_DEFAULT } from "../journal/journal";
import { ORACLE_TOOLS } from "../oracles/tools";

/** The kinds of items the journal's patterns count (each oracle's own, in its server part). */
const PATTERN_KINDS = ["cards", "runes", "rolls", "faces", "answers"] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

/** GET /api/me/journal/patterns: one oracle's items over the last `days` days (the server's clock). */
export const patternsQuerySchema = z.object({
  tool: z.enum(ORACLE_TOOLS, { error: "Choose one of the oracles" }),
  days: z.coerce
    .number({ error: "The period is a number of days" })
    .int("The period is a whole number of days")
    .min(1, "The period is 1 to 365 days")
    .max(365, "The period is 1 to 365 days")
    .default(PATTERN_DAYS_DEFAULT),
  /** Which of the oracle's kinds (the dice have rolls and faces); its first by default. */
  kind: z.enum(PATTERN_KINDS, { error: `The kind is one of ${PATTERN_KINDS.join(", ")}` }).optional(),
});
export type PatternsQuery = z.infer<typeof patternsQuerySchema>;

/** One item that came up: how often, how often chance alone gives it, and that in words. */
const patternItemSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    count: z.number().int(),
    /** itemsDrawn / deckSize. */
    expected: z.number(),
    /** P(X ≥ count) for X ~ Binomial(itemsDrawn, 1 / deckSize): how often chance alone does this. */
    pAtLeast: z.number(),
    /** "The Tower: 4 times in 60 cards; by chance about 0.8; chance alone does this about 1 time in 100". */
    sentence: z.string(),
  })
  .meta({ id: "PatternItem" });
export type PatternItem = z.infer<typeof patternItemSchema>;

export const patternsSchema = z
  .object({
    tool: z.enum(ORACLE_TOOLS),
    kind: z.enum(PATTERN_KINDS),
    days: z.number().int(),
    /** The period's start: now − days. */
    since: z.string(),
    deckSize: z.number().int(),
    /** The readings the server drew in the period, and the items they hold. */
    readings: z.number().int(),
    itemsDrawn: z.number().int(),
    /** The seeker's own-deck or own-dice readings in the period: not counted (no known chance law). */
    excludedOwnDraws: z.number().int(),
    /** The items that came up (count ≥ 1), least likely by chance first, then the most frequent. */
    items: z.array(patternItemSchema),
  })
  .meta({ id: "Patterns" });
export type Patterns = z.infer<typeof patternsSchema>;

/** GET /api/me/journal/pattern-tools: the oracles whose readings have patterns, and their kinds. */
export const patternToolsSchema = z
  .object({
    tools: z.array(
      z.object({
        tool: z.enum(ORACLE_TOOLS),
        name: z.string(),
        kinds: z.array(z.object({ kind: z.enum(PATTERN_KINDS), label: z.string(), deckSize: z.number().int() })),
      }),
    ),
  })
  .meta({ id: "PatternTools" });
export type PatternTools = z.infer<typeof patternToolsSchema>;
