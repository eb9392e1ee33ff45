import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NotebookPen } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { journalNotesWords } from "../../../../content/journal/notes";
import type { NoteResponse } from "../../../shared/api/journal";
import { NOTE_MAX_LENGTH } from "../../../shared/journal/journal";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { NoteFailure } from "./note-needs-help";

const words = journalNotesWords.note;

/**
 * The seeker's private note on one of their readings (PUT /api/me/readings/{id}/note): written, changed
 * or removed (an empty note removes it). Saving refreshes the history, where the note shows.
 */
export function NoteEditor({
  readingId,
  note,
  onSaved,
}: {
  readingId: string;
  note: string | null;
  onSaved?(saved: NoteResponse): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(note ?? "");
  const [text, setText] = useState(note ?? "");
  const [status, setStatus] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) =>
      readBody(api.me.readings[":id"].note.$put({ param: { id: readingId }, json: { text: value } })),
    onSuccess: (answer) => {
      setSaved(answer.note ?? "");
      setText(answer.note ?? "");
      setStatus(answer.note ? words.saved : words.removed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.castHistory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
      onSaved?.(answer);
    },
  });
  const isTooLong = text.trim().length > NOTE_MAX_LENGTH;
  const isUnchanged = text.trim() === saved;

  function submit(event: FormEvent, value = text) {
    event.preventDefault();
    if (save.isPending || isTooLong || value.trim() === saved) return;
    setStatus(null);
    save.mutate(value);
  }

  return (
    <form onSubmit={(event) => submit(event)} className="rounded-xl border border-white/10 bg-night-950/40 p-4">
      <label htmlFor={id} className="flex items-center gap-2 font-display text-base text-gold-100">
        <NotebookPen aria-hidden className="size-4 text-gold-300" />
        {words.heading}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-indigo-200/85">
        {words.privacy}
      </p>
      <textarea
        id={id}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setStatus(null);
        }}
        rows={4}
        placeholder={words.placeholder}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={isTooLong || undefined}
        className="field mt-3 w-full resize-y aria-invalid:border-rose-400/80"
      />
      <p id={`${id}-count`} className={`mt-1 text-right text-xs ${isTooLong ? "text-rose-200" : "text-indigo-200/70"}`}>
        {text.trim().length} / {NOTE_MAX_LENGTH}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <SubmitButton
          className="btn-primary px-4 py-2 text-sm"
          isPending={save.isPending}
          pendingLabel={words.saving}
          aria-disabled={isUnchanged || isTooLong || save.isPending}
        >
          {words.save}
        </SubmitButton>
        {saved && (
          <button
            type="button"
            className="btn-ghost px-4 py-2 text-sm"
            onClick={(event) => {
              setText("");
              submit(event, "");
            }}
          >
            {words.remove}
          </button>
        )}
        <p role="status" className="text-sm text-emerald-200">
          {status}
        </p>
      </div>
      {save.isError && <NoteFailure error={save.error} fallback={words.failed} />}
    </form>
  );
}
