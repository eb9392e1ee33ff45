import { History } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CHAKRA_PAGE_WORDS } from "../../../../content/chakra/page";
import type { ChakraResult } from "../../../shared/api/chakra";
import type { ChakraAnswers } from "../../../shared/chakra/check-in";
import { NOTE_MAX_LENGTH } from "../../../shared/journal/journal";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { ShareActions } from "../sharing/share-actions";
import { ChakraChart } from "./chakra-chart";
import { sendCheckIn } from "./use-chakra";

const words = CHAKRA_PAGE_WORDS.page;
const LINK_CLASS = "inline-flex items-center gap-1.5 text-gold-200 underline underline-offset-4";

/** "Save to my journal" under a check-in's result, with an optional private note (crisis-checked by the server). */
function SaveCheckIn({ answers }: { answers: ChakraAnswers }) {
  const id = useId();
  const save = useReadingMutation(sendCheckIn);
  const [note, setNote] = useState("");
  const [saved, setSaved] = useState<ChakraResult | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const [failure, setFailure] = useState<ReadingFailure | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { answers, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (result) => {
          setSaved(result);
          setCelebrating(true);
        },
        onError: (error) => setFailure(describeFailure(error)),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-save`} className="card mx-auto mt-8 max-w-2xl p-6 text-center sm:p-8">
      <h2 id={`${id}-save`} className="text-2xl text-gold-100">
        {words.saveTitle}
      </h2>
      <p className="mt-2 text-indigo-100/90">{words.saveText}</p>
      {saved ? (
        <div data-testid="chakra-saved" className="mt-5">
          {celebrating && <CastCelebration rewards={saved.rewards} onDismiss={() => setCelebrating(false)} />}
          <p role="status" className="font-semibold text-emerald-200">
            {words.savedLabel}
          </p>
          <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
            <ShareActions castId={saved.id} shareUrl={saved.shareUrl} />
          </div>
          <p className="mt-4 text-sm">
            <Link to="/dashboard" className={LINK_CLASS}>
              <History aria-hidden className="size-4" />
              {words.historyLabel}
            </Link>
          </p>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-5 grid gap-4 text-left">
          <div>
            <label htmlFor={`${id}-note`} className="block font-semibold text-gold-200">
              {words.noteLabel}
            </label>
            <p id={`${id}-note-hint`} className="mt-1 text-sm text-indigo-100/90">
              {words.noteHint}
            </p>
            <textarea
              id={`${id}-note`}
              aria-describedby={`${id}-note-hint`}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="mt-2 w-full rounded-lg border border-white/20 bg-night-900/60 px-4 py-3 text-indigo-50"
            />
          </div>
          <div className="text-center">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? words.savingLabel : words.saveLabel}
            </button>
          </div>
        </form>
      )}
      <div className="flex justify-center">
        <FailureNotice failure={failure} />
      </div>
    </section>
  );
}

/**
 * The signed-in seeker's part of /aura-chakra: with a check-in's answers, saving it (and then sharing its
 * aura card); without, the chart of each centre's balance across the saved check-ins.
 */
export default function ChakraSignedIn({ answers }: { answers: ChakraAnswers | null }) {
  return answers ? <SaveCheckIn answers={answers} /> : <ChakraChart />;
}
