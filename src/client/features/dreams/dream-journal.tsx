import { useState } from "react";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import type { DreamResponse } from "../../../shared/api/dreams";
import type { DreamRequest } from "../../../shared/oracles/dreams";
import { fillWords } from "../../../shared/text";
import { SafetyNotice } from "../../components/safety/safety-text";
import { formatCalendarDay } from "../../lib/format";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { describeFailure } from "../../oracles/kit/describe-failure";
import { EnhancedText } from "../../oracles/kit/enhanced-text";
import { DreamForm } from "./dream-form";
import { DreamSymbolLinks } from "./dream-symbol-links";
import { useDreamJournal, useDreamMutations } from "./use-dreams";

const words = DREAM_PAGE_WORDS.page;

/** A failed request as the journal says it: the help when the words said the seeker needs it. */
function Failure({ error }: { error: unknown }) {
  if (!error) return null;
  const failure = describeFailure(error);
  if (failure.needsHelp) return <SafetyNotice kind={failure.needsHelp} />;
  return (
    <p role="alert" className="rounded-xl border border-rose-400/50 bg-rose-950/70 px-4 py-3 text-rose-100">
      {failure.message}
    </p>
  );
}

/** Who wrote a reflection: the provider's model, or the built-in composer. */
const authorLabel = (dream: DreamResponse) =>
  dream.enhancedBy?.kind === "ai" && dream.enhancedBy.model
    ? dream.enhancedBy.model
    : DREAM_PAGE_WORDS.reflection.builtInLabel;

/** One dream in the journal: its day, facts, words, linked symbols, and what the seeker can do with it. */
function DreamEntry({ dream }: { dream: DreamResponse }) {
  const { update, remove, reflect } = useDreamMutations();
  const [isEditing, setIsEditing] = useState(false);
  const facts = [
    dream.mood ? DREAM_PAGE_WORDS.moods[dream.mood] : null,
    dream.lucidity !== null ? `${words.lucidityShort} ${dream.lucidity}/5` : null,
    ...dream.tags.map((tag) => `#${tag}`),
  ].filter(Boolean);
  const headingId = `dream-${dream.id}`;
  return (
    <article aria-labelledby={headingId} className="card p-5" data-testid="dream-entry">
      <h3 id={headingId} className="text-lg text-gold-100">
        <time dateTime={dream.dreamtAt}>
          {fillWords(DREAM_PAGE_WORDS.historyTitle, { date: formatCalendarDay(dream.dreamtAt, { dateStyle: "long" }) })}
        </time>
      </h3>
      {facts.length > 0 && <p className="mt-1 text-xs text-indigo-200/90">{facts.join(" · ")}</p>}
      {isEditing ? (
        <div className="mt-4">
          <DreamForm
            dream={dream}
            isPending={update.isPending}
            onSubmit={(request: DreamRequest) =>
              update.mutate({ id: dream.id, request }, { onSuccess: () => setIsEditing(false) })
            }
            onCancel={() => setIsEditing(false)}
          />
          <div className="mt-3">
            <Failure error={update.error} />
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm whitespace-pre-line text-indigo-50">{dream.text}</p>
      )}
      <div className="mt-3">
        <DreamSymbolLinks symbols={dream.symbols} />
      </div>
      {dream.enhancedText && (
        <section aria-label={words.reflectionTitle} className="mt-4 border-t border-white/10 pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm tracking-[0.15em] text-gold-300 uppercase">{words.reflectionTitle}</h4>
            <span className="rounded-full border border-white/20 px-2 py-0.5 text-xs text-indigo-100">
              {authorLabel(dream)}
            </span>
          </div>
          <EnhancedText text={dream.enhancedText} headingLevel={4} className="mt-2 text-sm text-indigo-50" />
        </section>
      )}
      {!isEditing && (
        <div className="mt-4 flex flex-wrap gap-2">
          {!dream.enhancedText && (
            <button
              type="button"
              className="btn-primary"
              disabled={reflect.isPending}
              onClick={() => reflect.mutate(dream.id)}
            >
              {reflect.isPending ? words.reflectingLabel : words.reflectLabel}
            </button>
          )}
          <button type="button" className="btn-ghost" onClick={() => setIsEditing(true)}>
            {words.editLabel}
          </button>
          <button
            type="button"
            className="btn-ghost"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(words.deleteConfirm)) remove.mutate(dream.id);
            }}
          >
            {words.deleteLabel}
          </button>
        </div>
      )}
      <div className="mt-3 grid gap-2">
        <Failure error={reflect.error} />
        <Failure error={remove.error} />
      </div>
    </article>
  );
}

/** The signed-in seeker's journal: write a dream, the symbols that recur, and every dream. */
export default function DreamJournal() {
  const journal = useDreamJournal();
  const { create } = useDreamMutations();
  const [formKey, setFormKey] = useState(0);
  const recurring = journal.data?.recurring.filter((symbol) => symbol.dreams > 1) ?? [];
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-4 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-8">
        <section aria-labelledby="dream-write-title" className="card p-6">
          <h2 id="dream-write-title" className="text-2xl text-gold-100">
            {words.writeTitle}
          </h2>
          <div className="mt-4">
            <DreamForm
              key={formKey}
              isPending={create.isPending}
              onSubmit={(request) => create.mutate(request, { onSuccess: () => setFormKey((key) => key + 1) })}
            />
          </div>
          <div className="mt-3">
            <Failure error={create.error} />
          </div>
        </section>
        <section aria-labelledby="dream-list-title">
          <h2 id="dream-list-title" className="text-2xl text-gold-100">
            {words.journalTitle}
          </h2>
          <div className="mt-4 grid gap-4">
            {journal.isPending ? (
              <LoadingBlocks label="Loading your dreams…" count={2} className="h-24" />
            ) : journal.isError ? (
              <RequestError
                error={journal.error}
                fallback="Your dreams could not be loaded."
                onRetry={() => void journal.refetch()}
              />
            ) : journal.data.items.length === 0 ? (
              <p className="text-sm text-indigo-100/90">{words.emptyJournal}</p>
            ) : (
              journal.data.items.map((dream) => <DreamEntry key={`${dream.id}-${dream.text}`} dream={dream} />)
            )}
          </div>
        </section>
      </div>
      <aside aria-labelledby="dream-recurring-title" className="card h-fit p-6">
        <h2 id="dream-recurring-title" className="text-xl text-gold-100">
          {words.recurringTitle}
        </h2>
        {recurring.length === 0 ? (
          <p className="mt-3 text-sm text-indigo-100/90">{words.recurringEmpty}</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm" data-testid="recurring-symbols">
            {recurring.map((symbol) => (
              <li key={symbol.key} className="flex items-center justify-between gap-3">
                <DreamSymbolLinks symbols={[symbol]} />
                <span className="text-indigo-200/90">{fillWords(words.recurringCount, { count: symbol.dreams })}</span>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
