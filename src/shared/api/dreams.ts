import { z } from "zod";
import { DREAM_LUCIDITY_MAX, DREAM_MOODS } from "../oracles/dream-limits";
import { dreamSymbolRefSchema } from "../oracles/dreams";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** One of the seeker's dreams: their words, its facts, the symbols found in it, and its reflection if asked for. */
export const dreamResponseSchema = z
  .object({
    id: z.string(),
    tool: z.literal("dreams"),
    /** The engine's column every reading has; a dream is always "guidance". */
    situation: z.enum(SITUATIONS),
    question: z.null(),
    text: z.string(),
    dreamtAt: z.string(),
    mood: z.enum(DREAM_MOODS).nullable(),
    lucidity: z.number().int().min(0).max(DREAM_LUCIDITY_MAX).nullable(),
    tags: z.array(z.string()),
    symbols: z.array(dreamSymbolRefSchema),
    /** The reflection on this dream, once the seeker asked for one (by the AI provider or the built-in composer). */
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Dream" });
export type DreamResponse = z.infer<typeof dreamResponseSchema>;

/** A new dream, with what writing it earned (POST /api/me/dreams and POST /api/readings/dreams). */
export const dreamResultSchema = dreamResponseSchema.extend({ rewards: castRewardsSchema }).meta({ id: "DreamResult" });

/**
 * What a shared dream would show: nothing, since a dream is never shared (the share link is refused); the
 * registry asks every oracle for one.
 */
export const sharedDreamSchema = z
  .object({ tool: z.literal("dreams"), situation: z.enum(SITUATIONS), question: z.null() })
  .meta({ id: "SharedDream" });
export type SharedDream = z.infer<typeof sharedDreamSchema>;

/** GET /api/me/dreams: every dream of the seeker, the latest dreamt first, and the symbols that recur. */
export const dreamJournalSchema = z
  .object({
    items: z.array(dreamResponseSchema),
    /** Each symbol with the number of dreams that name it, the most frequent first. */
    recurring: z.array(dreamSymbolRefSchema.extend({ dreams: z.number().int().min(1) })),
  })
  .meta({ id: "DreamJournal" });
export type DreamJournal = z.infer<typeof dreamJournalSchema>;

/** POST /api/me/dreams/{id}/reflection: the reflection and who wrote it ("Built-in" or the provider's model). */
export const dreamReflectionSchema = z
  .object({ text: z.string(), enhancedBy: enhancedBySchema.nullable(), label: z.string() })
  .meta({ id: "DreamReflection" });
export type DreamReflection = z.infer<typeof dreamReflectionSchema>;

/** The id of one of the seeker's dreams in a path. */
export const dreamIdParamsSchema = z.object({ id: z.uuid("A dream's id is a UUID") });
