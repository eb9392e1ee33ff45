import { useId, useState, type FormEvent } from "react";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import { LIFE_HUNCH_MAX_LENGTH, type LifeHunch } from "../../../shared/api/intuition";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { formatDateTime } from "../../lib/format";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import { ConfidenceSelect } from "./hunch-picker";
import { useLifeHunchChanges, useLifeHunches } from "./use-intuition";

const words = INTUITION_PAGE_WORDS.life;

/** One real-life hunch: open with its two Resolve buttons, or resolved with a way to change or delete it. */
function LifeHunchRow({ hunch }: { hunch: LifeHunch }) {
  const { resolve, remove } = useLifeHunchChanges();
  const [isChanging, setChanging] = useState(false);
  const isBusy = resolve.isPending || remove.isPending;
  const isOpen = hunch.cameTrue === null || isChanging;
  const answer = (cameTrue: boolean) =>
    resolve.mutate({ id: hunch.id, cameTrue }, { onSuccess: () => setChanging(false) });
  return (
    <li className="min-w-0 rounded-lg border border-white/10 p-4" data-testid="life-hunch">
      <p className="break-words text-indigo-50">{hunch.text}</p>
      <p className="mt-1 text-xs text-indigo-200/80">
        {hunch.confidence} % · <time dateTime={hunch.createdAt}>{formatDateTime(hunch.createdAt)}</time>
        {hunch.cameTrue !== null && (
          <>
            {" · "}
            <span className={hunch.cameTrue ? "text-emerald-200" : "text-gold-200"}>
              {hunch.cameTrue ? words.resolvedTrue : words.resolvedFalse}
            </span>
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {isOpen ? (
          <>
            <button type="button" className="btn-ghost" disabled={isBusy} onClick={() => answer(true)}>
              {words.cameTrueLabel}
            </button>
            <button type="button" className="btn-ghost" disabled={isBusy} onClick={() => answer(false)}>
              {words.didNotLabel}
            </button>
          </>
        ) : (
          <button type="button" className="btn-ghost" disabled={isBusy} onClick={() => setChanging(true)}>
            {words.changeLabel}
          </button>
        )}
        <button
          type="button"
          className="btn-ghost"
          disabled={isBusy}
          onClick={() => {
            if (window.confirm(words.deleteConfirm)) remove.mutate(hunch.id);
          }}
        >
          {words.deleteLabel}
        </button>
      </div>
    </li>
  );
}

/**
 * Real-life hunches: a form to keep one in the seeker's words (crisis-checked by the server) with its
 * confidence, and the list, newest first, each resolved by hand. Private: never shared.
 */
export function LifeHunches() {
  const id = useId();
  const query = useLifeHunches();
  const { add } = useLifeHunchChanges();
  const [text, setText] = useState("");
  const [confidence, setConfidence] = useState(50);
  const [failure, setFailure] = useState<ReadingFailure | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setFailure(null);
    add.mutate(
      { text, confidence },
      { onSuccess: () => setText(""), onError: (error) => setFailure(describeFailure(error)) },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card min-w-0 p-6 sm:p-8">
      <h2 id={`${id}-title`} className="text-center text-2xl text-gold-100">
        {words.title}
      </h2>
      <p className="mt-2 text-center text-sm text-indigo-100/90">{words.lead}</p>
      <form onSubmit={submit} className="mt-5 grid gap-4">
        <div>
          <label htmlFor={`${id}-text`} className="block font-semibold text-gold-200">
            {words.textLabel}
          </label>
          <textarea
            id={`${id}-text`}
            aria-describedby={`${id}-text-hint`}
            rows={2}
            maxLength={LIFE_HUNCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="field mt-1"
          />
          <p id={`${id}-text-hint`} className="mt-1.5 text-xs text-indigo-200/80">
            {words.textHint} {text.length} / {LIFE_HUNCH_MAX_LENGTH}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-confidence`} className="block font-semibold text-gold-200">
            {words.confidenceLabel}
          </label>
          <ConfidenceSelect id={`${id}-confidence`} value={confidence} onChange={setConfidence} />
        </div>
        <div className="text-center">
          <button type="submit" className="btn-primary" disabled={add.isPending || !text.trim()}>
            {add.isPending ? words.addingLabel : words.addLabel}
          </button>
        </div>
      </form>
      <div className="flex justify-center">
        <FailureNotice failure={failure} />
      </div>
      <h3 className="mt-6 text-lg text-gold-100">{words.listTitle}</h3>
      {query.isPending ? (
        <LoadingBlocks label="Loading your hunches…" count={2} className="h-16" />
      ) : query.isError ? (
        <RequestError
          error={query.error}
          fallback="Your hunches could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <p className="mt-2 text-indigo-100/85">{words.empty}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-3">
          {query.data.items.map((hunch) => (
            <LifeHunchRow key={hunch.id} hunch={hunch} />
          ))}
        </ul>
      )}
    </section>
  );
}
