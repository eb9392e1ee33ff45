import { z } from "zod";
import { DRAW_TOOLS, POSITIONS, SPREADS } from "../draws/spreads";
import { SHARE_ID_PATTERN } from "../sharing";
import { SITUATIONS } from "../situations";
import { sharedRitualSchema } from "./rituals";

/** A shared reading's id in a path. */
export const shareIdParamsSchema = z.object({
  shareId: z.string().regex(SHARE_ID_PATTERN, "Share ids are 22 letters, digits, - or _"),
});

/** GET /api/casts/{id}/share: the reading's public link while it is shared, else null. */
export const castShareStateSchema = z.object({ url: z.string().nullable() }).meta({ id: "CastShareState" });

/** A shared cast of the dice: the dice, the question and the situation's reading. */
const sharedDiceReadingSchema = z
  .object({
    tool: z.literal("dice"),
    situation: z.enum(SITUATIONS),
    dice: z.object({ red: z.number(), white: z.number(), green: z.number() }),
    question: z.string().nullable(),
    interpretation: z.string(),
    timingPrediction: z.string(),
    yesNoAnswer: z.string(),
    totalSumInterpretation: z.string(),
  })
  .meta({ id: "SharedDiceReading" });
export type SharedDiceReading = z.infer<typeof sharedDiceReadingSchema>;

/** A shared card or rune: where it lies in the spread, which way up, and its meaning for the situation. */
const sharedDrawItemSchema = z
  .object({
    /** Its slug (the art and the library page are found by it). */
    key: z.string(),
    name: z.string(),
    position: z.enum(POSITIONS),
    positionLabel: z.string(),
    reversed: z.boolean(),
    meaning: z.string(),
  })
  .meta({ id: "SharedDrawItem" });
export type SharedDrawItem = z.infer<typeof sharedDrawItemSchema>;

/** A shared tarot spread or rune cast: the spread, the question, the items in place and the synthesis. */
const sharedDrawSchema = z
  .object({
    tool: z.enum(DRAW_TOOLS),
    spread: z.enum(SPREADS),
    spreadName: z.string(),
    situation: z.enum(SITUATIONS),
    question: z.string().nullable(),
    items: z.array(sharedDrawItemSchema),
    synthesis: z.string(),
  })
  .meta({ id: "SharedDraw" });
export type SharedDraw = z.infer<typeof sharedDrawSchema>;

/**
 * GET /api/shares/{shareId}: what a shared reading shows anyone with its link, by its oracle (`tool`), and
 * nothing about the seeker (no name, e-mail, id, date or account data).
 */
export const sharedReadingSchema = z
  .discriminatedUnion("tool", [sharedDiceReadingSchema, sharedDrawSchema, sharedRitualSchema])
  .meta({ id: "SharedReading" });
export type SharedReading = z.infer<typeof sharedReadingSchema>;
