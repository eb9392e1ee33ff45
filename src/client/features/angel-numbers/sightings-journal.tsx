import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ANGEL_NUMBERS_PAGE_WORDS } from "../../../../content/angel-numbers/page";
import type { AngelNumberResult } from "../../../shared/api/angel-numbers";
import { angelNumberPath } from "../../../shared/site-routes";
import { fillWords } from "../../../shared/text";
import { SafetyNotice } from "../../components/safety/safety-text";
import { ApiError } from "../../lib/api-client";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { SightingView } from "./sighting-view";
import { useLogSighting, useRecurringNumbers } from "./use-sightings";

const words = ANGEL_NUMBERS_PAGE_WORDS.page;

/** A 400's first field message ("A number is 1 to 12 digits…"), or the failure as every oracle says it. */
function failureOf(error: unknown): ReadingFailure | null {
  if (error instanceof ApiError && error.code === "bad_request") {
    const first = error.fields ? Object.values(error.fields).flat()[0] : undefined;
    return { message: first ?? error.message, showsPlans: false };
  }
  return describeFailure(error);
}

/**
 * The signed-in part of /angel-numbers: log a number seen (when, and a private note), then the seeker's
 * numbers of the last 30 days with their counts and, for clock times, the journal's chance check.
 */
export default function SightingsJournal() {
  const id = useId();
  const log = useLogSighting();
  const [number, setNumber] = useState("");
  const [seenAt, setSeenAt] = useState("");
  const [note, setNote] = useState("");
  const [logged, setLogged] = useState<AngelNumberResult | null>(null);
  const [failure, setFailure] = useState<ReadingFailure | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    log.mutate(
      {
        number: number.trim(),
        ...(seenAt ? { seenAt: new Date(seenAt).toISOString() } : {}),
        ...(note.trim() ? { note } : {}),
      },
      {
        onSuccess: (sighting) => {
          setLogged(sighting);
          setNumber("");
          setNote("");
        },
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <section aria-labelledby={`${id}-log`} className="card p-6 sm:p-8">
        <h2 id={`${id}-log`} className="text-center text-2xl text-gold-100">
          {words.logTitle}
        </h2>
        <p className="mt-2 text-center text-indigo-100/90">{words.logLead}</p>
        <form onSubmit={submit} className="mt-5 space-y-4">
          <div>
            <label htmlFor={`${id}-number`} className="block font-semibold text-gold-200">
              {words.numberLabel}
            </label>
            <input
              id={`${id}-number`}
              required
              inputMode="numeric"
              autoComplete="off"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              className="mt-2 w-full rounded-lg border border-white/20 bg-night-900/60 px-4 py-3 text-indigo-50"
            />
          </div>
          <div>
            <label htmlFor={`${id}-seen`} className="block font-semibold text-gold-200">
              {words.seenAtLabel}
            </label>
            <input
              id={`${id}-seen`}
              type="datetime-local"
              value={seenAt}
              onChange={(event) => setSeenAt(event.target.value)}
              className="mt-2 w-full rounded-lg border border-white/20 bg-night-900/60 px-4 py-3 text-indigo-50"
            />
          </div>
          <div>
            <label htmlFor={`${id}-note`} className="block font-semibold text-gold-200">
              {words.noteLabel}
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="mt-2 w-full rounded-lg border border-white/20 bg-night-900/60 px-4 py-3 text-indigo-50"
            />
          </div>
          <div className="text-center">
            <button type="submit" className="btn-primary" disabled={log.isPending}>
              {log.isPending ? words.loggingLabel : words.logButton}
            </button>
          </div>
        </form>
        <div aria-live="polite" className="mt-5">
          {failure?.needsHelp ? (
            <SafetyNotice kind={failure.needsHelp} />
          ) : failure ? (
            <p role="alert" className="text-center text-rose-200">
              {failure.message}
            </p>
          ) : null}
          {logged && !failure && (
            <div className="space-y-4">
              <p className="text-center font-semibold text-emerald-200">
                {fillWords(words.logged, { number: logged.number })}
              </p>
              <SightingView reading={logged} headingLevel={3} />
            </div>
          )}
        </div>
      </section>
      <RecurringNumbersList />
    </div>
  );
}

function RecurringNumbersList() {
  const id = useId();
  const recurring = useRecurringNumbers();
  return (
    <section aria-labelledby={`${id}-recurring`} className="card p-6 sm:p-8" data-testid="recurring-numbers">
      <h2 id={`${id}-recurring`} className="text-center text-2xl text-gold-100">
        {words.recurringTitle}
      </h2>
      <p className="mt-2 text-center text-indigo-100/90">{words.recurringLead}</p>
      {recurring.isError && <p className="mt-4 text-center text-rose-200">{words.recurringFailed}</p>}
      {recurring.data && recurring.data.numbers.length === 0 && (
        <p className="mt-4 text-center text-indigo-100/90">{words.recurringEmpty}</p>
      )}
      {recurring.data && recurring.data.numbers.length > 0 && (
        <>
          <ul className="mt-4 space-y-3">
            {recurring.data.numbers.map((entry) => (
              <li key={entry.number} className="rounded-lg border border-white/10 p-3">
                <p className="font-semibold text-gold-100">
                  {entry.slug ? (
                    <Link to={angelNumberPath(entry.slug)} className="underline">
                      {entry.summary}
                    </Link>
                  ) : (
                    entry.summary
                  )}
                </p>
                {entry.chance && <p className="mt-1 text-sm text-indigo-100/90">{entry.chance.sentence}</p>}
              </li>
            ))}
          </ul>
          {recurring.data.chanceNote && <p className="mt-4 text-sm text-indigo-200/85">{recurring.data.chanceNote}</p>}
        </>
      )}
    </section>
  );
}
