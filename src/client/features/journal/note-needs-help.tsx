import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { journalNotesWords } from "../../../../content/journal/notes";
import type { CrisisKind } from "../../../shared/crisis";
import { SafetyText } from "../../components/safety/safety-text";
import { ApiError } from "../../lib/api-client";
import { describeRequestError } from "../../lib/format";

/**
 * The kind of help the server gave (422 `needs_help`, its kind in `details.kind`), as
 * components/safety/needs-help.ts reads it for a question; read here from the help's own words, so the
 * oracle pages' first load keeps that module in their chunk.
 */
function helpKindOf(error: unknown): CrisisKind | null {
  if (!(error instanceof ApiError) || error.code !== "needs_help") return null;
  const kind = error.details?.kind;
  return typeof kind === "string" && Object.hasOwn(SAFETY_ANSWERS, kind) ? (kind as CrisisKind) : null;
}

/**
 * Why a note (or an outcome's note) was not saved: when it says the seeker needs help (422 `needs_help`),
 * the help with its helplines; otherwise the server's words or the fallback.
 */
export function NoteFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const kind = helpKindOf(error);
  if (!kind) {
    return (
      <p role="alert" className="mt-2 text-sm text-rose-200">
        {describeRequestError(error, fallback)}
      </p>
    );
  }
  return (
    <section
      role="alert"
      data-testid="note-needs-help"
      className="mt-3 rounded-xl border border-gold-300/40 bg-night-900/80 p-4 text-left text-sm text-indigo-50"
    >
      <h3 className="font-display text-base text-gold-100">{SAFETY_ANSWERS[kind].heading}</h3>
      <p className="mt-2 leading-relaxed">
        <SafetyText kind={kind} />
      </p>
      <p className="mt-2 text-indigo-200/90">{journalNotesWords.note.notSaved}</p>
    </section>
  );
}
