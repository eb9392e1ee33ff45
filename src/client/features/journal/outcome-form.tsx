import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Scale } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { journalNotesWords } from "../../../../content/journal/notes";
import type { ReadingOutcome } from "../../../shared/api/journal";
import { NOTE_MAX_LENGTH, RESONATED, type Resonated } from "../../../shared/journal/journal";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { NoteFailure } from "./note-needs-help";

const words = journalNotesWords.outcome;

/**
 * "How did it turn out?" for one of the seeker's readings (POST /api/me/readings/{id}/outcome): yes,
 * partly or no, with an optional note. Standalone, so it can sit in the reading's detail or in a card of
 * its own; `onAnswered` hears the stored answer. Answering again replaces the answer.
 */
export function OutcomeForm({
  readingId,
  outcome = null,
  onAnswered,
}: {
  readingId: string;
  /** The answer already given, if any: shown, with a button to change it. */
  outcome?: ReadingOutcome | null;
  onAnswered?(outcome: ReadingOutcome): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState(outcome);
  const [isEditing, setIsEditing] = useState(!outcome);
  const [resonated, setResonated] = useState<Resonated | null>(outcome?.resonated ?? null);
  const [note, setNote] = useState(outcome?.note ?? "");
  const [isMissing, setIsMissing] = useState(false);
  const send = useMutation({
    mutationFn: (answer: { resonated: Resonated; note: string }) =>
      readBody(api.me.readings[":id"].outcome.$post({ param: { id: readingId }, json: answer })),
    onSuccess: ({ outcome: stored }) => {
      setAnswered(stored);
      setIsEditing(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.castHistory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
      onAnswered?.(stored);
    },
  });
  const isTooLong = note.trim().length > NOTE_MAX_LENGTH;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending || isTooLong) return;
    if (!resonated) {
      setIsMissing(true);
      return;
    }
    send.mutate({ resonated, note: note.trim() });
  }

  if (answered && !isEditing) {
    return (
      <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-white/10 bg-night-950/40 p-4">
        <h3 id={`${id}-heading`} className="flex items-center gap-2 font-display text-base text-gold-100">
          <Scale aria-hidden className="size-4 text-gold-300" />
          {words.heading}
        </h3>
        <p className="mt-2 text-sm text-indigo-50" data-testid="outcome-answer">
          {words.said[answered.resonated]}
        </p>
        {answered.note && <p className="mt-1 text-sm break-words text-indigo-100/90 italic">“{answered.note}”</p>}
        <p role="status" className="mt-2 text-xs text-emerald-200">
          {send.isSuccess ? words.saved : null}
        </p>
        <button type="button" className="btn-ghost mt-2 px-4 py-2 text-sm" onClick={() => setIsEditing(true)}>
          {words.change}
        </button>
      </section>
    );
  }

  return (
    <form onSubmit={submit} className="rounded-xl border border-white/10 bg-night-950/40 p-4" noValidate>
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="flex items-center gap-2 font-display text-base text-gold-100">
          <Scale aria-hidden className="size-4 text-gold-300" />
          {words.heading}
        </legend>
        <p id={`${id}-hint`} className="mt-1 text-xs text-indigo-200/85">
          {words.hint}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {RESONATED.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-indigo-50 has-[:checked]:border-gold-300/70 has-[:checked]:bg-gold-300/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300"
            >
              <input
                type="radio"
                name={`${id}-resonated`}
                value={value}
                checked={resonated === value}
                onChange={() => {
                  setResonated(value);
                  setIsMissing(false);
                }}
                className="accent-amber-300"
              />
              {words.labels[value]}
            </label>
          ))}
        </div>
        {isMissing && (
          <p role="alert" className="mt-2 text-sm text-rose-200">
            {words.choose}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-note`} className="mt-4 block text-sm text-indigo-100">
        {words.noteLabel}
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={2}
        aria-invalid={isTooLong || undefined}
        aria-describedby={`${id}-count`}
        className="field mt-1 w-full resize-y aria-invalid:border-rose-400/80"
      />
      <p id={`${id}-count`} className={`mt-1 text-right text-xs ${isTooLong ? "text-rose-200" : "text-indigo-200/70"}`}>
        {note.trim().length} / {NOTE_MAX_LENGTH}
      </p>
      <SubmitButton
        className="btn-primary mt-2 px-4 py-2 text-sm"
        isPending={send.isPending}
        pendingLabel={words.saving}
        aria-disabled={send.isPending || isTooLong}
      >
        {words.save}
      </SubmitButton>
      {send.isError && <NoteFailure error={send.error} fallback={words.failed} />}
    </form>
  );
}
