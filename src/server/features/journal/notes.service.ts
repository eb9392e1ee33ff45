import { and, eq } from "drizzle-orm";
import type { NoteResponse, ReadingOutcome } from "../../../shared/api/journal";
import type { Resonated } from "../../../shared/journal/journal";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import { refuseQuestionNeedingHelp, type CastRow } from "../reading-engine";

const notFound = () => new AppError("not_found", "That reading was not found");

/** A reading's journal as the seeker sees it: the note and the outcome (never in a shared view). */
export function journalOf(row: Pick<CastRow, "note" | "outcome" | "outcomeNote" | "outcomeAt">): {
  note: string | null;
  outcome: ReadingOutcome | null;
} {
  return {
    note: row.note,
    outcome:
      row.outcome && row.outcomeAt
        ? { resonated: row.outcome, note: row.outcomeNote, at: row.outcomeAt.toISOString() }
        : null,
  };
}

/**
 * Writes (or, with an empty text, removes) the seeker's note on one of their readings. A note that says
 * the seeker needs help is not stored: 422 `needs_help` with the help, as for a question.
 */
export async function setNote(
  db: Database,
  options: { userId: string; castId: string; text: string; now: Date },
): Promise<NoteResponse> {
  const text = options.text.trim();
  refuseQuestionNeedingHelp(text);
  const [row] = await db
    .update(casts)
    .set(text ? { note: text, noteUpdatedAt: options.now } : { note: null, noteUpdatedAt: null })
    .where(and(eq(casts.id, options.castId), eq(casts.userId, options.userId)))
    .returning({ note: casts.note, noteUpdatedAt: casts.noteUpdatedAt });
  if (!row) throw notFound();
  return { note: row.note, noteUpdatedAt: row.noteUpdatedAt?.toISOString() ?? null };
}

/** Answers "How did it turn out?" for one of the seeker's readings; answering again replaces it. */
export async function setOutcome(
  db: Database,
  options: { userId: string; castId: string; resonated: Resonated; note: string | null; now: Date },
): Promise<ReadingOutcome> {
  const note = options.note?.trim() || null;
  refuseQuestionNeedingHelp(note);
  const [row] = await db
    .update(casts)
    .set({ outcome: options.resonated, outcomeNote: note, outcomeAt: options.now })
    .where(and(eq(casts.id, options.castId), eq(casts.userId, options.userId)))
    .returning({ outcome: casts.outcome, outcomeNote: casts.outcomeNote, outcomeAt: casts.outcomeAt });
  if (!row) throw notFound();
  return journalOf({ note: null, ...row }).outcome!;
}
