import { z } from "zod";
import { ARCHETYPE_IDS } from "../archetypes/quiz-rule";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** What a quiz result says, whoever reads it: the animal and all its words, and the same as sections. */
const archetypeWordsSchema = z.object({
  tool: z.literal("archetypes"),
  situation: z.enum(SITUATIONS),
  question: z.string().nullable(),
  animal: z.enum(ARCHETYPE_IDS),
  /** "The Fox". */
  name: z.string(),
  epithet: z.string(),
  /** "The Fox · quick wits at the edge of the wood". */
  title: z.string(),
  summary: z.string(),
  traits: z.array(z.string()),
  shadow: z.string(),
  ritual: z.string(),
  lore: z.string(),
  /** A question to carry. */
  reflection: z.string(),
  /** The same words under their headings, in the order the page shows them. */
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
});

/** One of the seeker's quiz results, with the answers they gave. */
export const archetypeResponseSchema = archetypeWordsSchema
  .extend({
    id: z.string(),
    answers: z.array(z.number().int()),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ArchetypeResult" });
export type ArchetypeResponse = z.infer<typeof archetypeResponseSchema>;

/** POST /api/readings/archetypes answers the saved result with what it earned. */
export const archetypeResultSchema = archetypeResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "ArchetypeSavedResult" });
export type ArchetypeResult = z.infer<typeof archetypeResultSchema>;

/** A shared quiz result: the animal and its words, never the answers or the note. */
export const sharedArchetypeSchema = archetypeWordsSchema.meta({ id: "SharedArchetype" });
export type SharedArchetype = z.infer<typeof sharedArchetypeSchema>;
