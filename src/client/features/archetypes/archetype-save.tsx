import { History } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ARCHETYPE_PAGE_WORDS } from "../../../../content/archetypes/page";
import type { ArchetypeResult } from "../../../shared/api/archetypes";
import { NOTE_MAX_LENGTH } from "../../../shared/journal/journal";
import { SafetyNotice } from "../../components/safety/safety-text";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { ShareActions } from "../sharing/share-actions";
import { sendArchetype } from "./use-archetypes";

const words = ARCHETYPE_PAGE_WORDS.page;

/**
 * The signed-in seeker's panel under a result: an optional private note (checked by the crisis detector
 * on the server) and "Save to my journal"; once saved, what it earned, sharing and the way to the history.
 */
export default function ArchetypeSave({ answers }: { answers: number[] }) {
  const id = useId();
  const save = useReadingMutation(sendArchetype);
  const [note, setNote] = useState("");
  const [saved, setSaved] = useState<{ result: ArchetypeResult; isCelebrating: boolean } | null>(null);
  const [failure, setFailure] = useState<ReadingFailure | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { answers, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (result) => setSaved({ result, isCelebrating: true }),
        onError: (error) => setFailure(describeFailure(error)),
      },
    );
  };

  if (saved) {
    return (
      <section aria-labelledby={`${id}-saved`} className="mt-8 border-t border-white/10 pt-6 text-center">
        {saved.isCelebrating && (
          <CastCelebration
            rewards={saved.result.rewards}
            onDismiss={() => setSaved({ ...saved, isCelebrating: false })}
          />
        )}
        <h3 id={`${id}-saved`} className="font-semibold text-emerald-200">
          {words.saved}
        </h3>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <ShareActions castId={saved.result.id} shareUrl={saved.result.shareUrl} />
        </div>
        <Link
          to="/dashboard"
          className="mt-4 inline-flex items-center gap-1.5 text-sm text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
        >
          <History aria-hidden className="size-4" />
          {words.historyLabel}
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-save`} className="mt-8 border-t border-white/10 pt-6">
      <h3 id={`${id}-save`} className="text-center text-xl text-gold-100">
        {words.saveTitle}
      </h3>
      <p className="mt-2 text-center text-indigo-100/90">{words.saveText}</p>
      <form onSubmit={submit} className="mx-auto mt-4 max-w-xl space-y-4">
        <div>
          <label htmlFor={`${id}-note`} className="block font-semibold text-gold-200">
            {words.noteLabel}
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="mt-2 w-full rounded-lg border border-white/20 bg-night-900/60 px-4 py-3 text-indigo-50"
          />
        </div>
        <div className="text-center">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? words.savingLabel : words.saveButton}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4">
        {failure?.needsHelp ? (
          <SafetyNotice kind={failure.needsHelp} />
        ) : failure ? (
          <p role="alert" className="text-center text-rose-200">
            {failure.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
