import { z } from "zod";
import { isCalendarDay } from "../calendar";
import { NOTE_MAX_LENGTH, RESONATED } from "../journal/journal";
import { ORACLE_TOOLS } from "../oracles/tools";
import { SITUATIONS } from "../situations";

/** A seeker's own words on a reading: trimmed, at most NOTE_MAX_LENGTH characters. */
const noteText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(NOTE_MAX_LENGTH, `${label} must be at most ${NOTE_MAX_LENGTH} characters`);

/** PUT /api/me/readings/{id}/note: the note's text; an empty text removes the note. */
export const noteRequestSchema = z.object({ text: noteText("A note") }).strict();

/** The note as stored, or nulls when there is none. */
export const noteResponseSchema = z
  .object({ note: z.string().nullable(), noteUpdatedAt: z.string().nullable() })
  .meta({ id: "ReadingNote" });
export type NoteResponse = z.infer<typeof noteResponseSchema>;

/** POST /api/me/readings/{id}/outcome: how the reading turned out, with an optional note. */
export const outcomeRequestSchema = z
  .object({
    resonated: z.enum(RESONATED, { error: `How it turned out is one of ${RESONATED.join(", ")}` }),
    note: noteText("The outcome's note")
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
  })
  .strict();

/** How a reading turned out, in the seeker's words, and when they said so. */
const outcomeSchema = z
  .object({ resonated: z.enum(RESONATED), note: z.string().nullable(), at: z.string() })
  .meta({ id: "ReadingOutcome" });
export type ReadingOutcome = z.infer<typeof outcomeSchema>;

export const outcomeResponseSchema = z.object({ outcome: outcomeSchema });

/** What a history entry and an exported reading carry of the journal: the note and the outcome. */
export const journalEntryFields = {
  /** The seeker's private note on the reading (never in a shared view). */
  note: z.string().nullable(),
  outcome: outcomeSchema.nullable(),
};

const day = (label: string) =>
  z.string().refine(isCalendarDay, `${label} must be a real day written YYYY-MM-DD, like 2026-11-28`).optional();
const yes = z.enum(["true"], { error: 'Give "true", or leave it out' }).optional();

/**
 * GET /api/me/readings's filters, combined (all must hold). Days are the seeker's own (their profile's
 * time zone), both inclusive.
 */
export const journalFiltersSchema = {
  tool: z.enum(ORACLE_TOOLS, { error: `The oracle must be one of ${ORACLE_TOOLS.join(", ")}` }).optional(),
  situation: z.enum(SITUATIONS, { error: `The situation must be one of ${SITUATIONS.join(", ")}` }).optional(),
  from: day("From"),
  to: day("To"),
  hasNote: yes,
  hasOutcome: yes,
  /** Words searched over questions and notes: full-text (by stem) or a plain substring. */
  q: z.string().trim().max(200, "A search is at most 200 characters").optional(),
};
export type JournalFilters = {
  [Key in keyof typeof journalFiltersSchema]?: z.infer<(typeof journalFiltersSchema)[Key]>;
};
