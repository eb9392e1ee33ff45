import { NotebookPen, Scale } from "lucide-react";
import { journalNotesWords } from "../../../../content/journal/notes";
import type { ReadingHistoryEntry } from "../../../shared/api/me";

/** Under a reading in the history: the first line of its note, and how it turned out. */
export function HistoryJournalMarks({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <>
      {entry.note && (
        <span data-testid="history-note" className="mt-2 flex items-start gap-1.5 text-sm text-gold-100/90">
          <NotebookPen aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span className="sr-only">{journalNotesWords.note.historyMark}: </span>
          <span className="line-clamp-1 min-w-0 break-words">{entry.note}</span>
        </span>
      )}
      {entry.outcome && (
        <span className="mt-1 flex items-center gap-1.5 text-xs text-indigo-200/90">
          <Scale aria-hidden className="size-3.5 shrink-0" />
          {journalNotesWords.outcome.said[entry.outcome.resonated]}
        </span>
      )}
    </>
  );
}
