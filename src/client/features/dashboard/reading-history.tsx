import { ChevronRight, History, Sparkles, WandSparkles } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import type { JournalFilters } from "../../../shared/api/journal";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { SITUATION_LABELS } from "../../../shared/situations";
import { ReadingDetailModal } from "./reading-detail-modal";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { OwnRollMark } from "../dice-oracle/reading-panel";
import { describeRequestError, formatDateTime, pluralize } from "../../lib/format";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { useCastHistory } from "./use-cast-history";
import { installableAppWords } from "../../../../content/site/installable-app";
import { CLIENT_ORACLES } from "../../oracles/registry";

/**
 * The journal's parts load with the history, in chunks of their own: the filter bar, an entry's note and
 * outcome, the download.
 */
const loadFilters = () => import("../journal/journal-filters");
const JournalFilterBar = lazy(() => loadFilters().then(({ JournalFilterBar }) => ({ default: JournalFilterBar })));
const NothingFound = lazy(() => loadFilters().then(({ NothingFound }) => ({ default: NothingFound })));
const HistoryJournalMarks = lazy(() =>
  import("../journal/note-history-mark").then(({ HistoryJournalMarks }) => ({ default: HistoryJournalMarks })),
);
const JournalExportLink = lazy(() =>
  import("../journal/journal-export-link").then(({ JournalExportLink }) => ({ default: JournalExportLink })),
);
const historyLoading = <LoadingBlocks label="Loading your readings…" count={3} className="h-20" />;
const hasFilters = (filters: JournalFilters) => Object.values(filters).some((value) => value !== undefined);

function HistoryEntry({ entry, onOpen }: { entry: ReadingHistoryEntry; onOpen(): void }) {
  const { HistoryExtras } = CLIENT_ORACLES[entry.tool];
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="group flex w-full items-start gap-3 rounded-xl border border-white/10 bg-night-950/40 p-4 text-left transition hover:border-gold-300/50 hover:bg-white/[0.04]"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="rounded-full border border-gold-300/40 bg-gold-300/10 px-2.5 py-0.5 text-xs font-semibold text-gold-100">
              {SITUATION_LABELS[entry.situation] ?? entry.situation}
            </span>
            <Suspense fallback={null}>
              <HistoryExtras entry={entry} />
            </Suspense>
            <time dateTime={entry.createdAt} className="text-xs text-indigo-200/85">
              {formatDateTime(entry.createdAt)}
            </time>
            {entry.source === "physical" && <OwnRollMark />}
            {entry.hasEnhancement && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-violet-200">
                <WandSparkles aria-hidden className="size-3.5" />
                Enhanced
              </span>
            )}
          </span>
          {entry.question && (
            <span
              data-testid="history-question"
              className="mt-2 line-clamp-2 block text-sm break-words text-violet-100 italic"
            >
              <span className="sr-only">You asked: </span>“{entry.question}”
            </span>
          )}
          <span className="mt-2 line-clamp-2 block text-sm leading-relaxed text-indigo-100/90">{entry.summary}</span>
          {(entry.note || entry.outcome) && (
            <Suspense fallback={null}>
              <HistoryJournalMarks entry={entry} />
            </Suspense>
          )}
        </span>
        <ChevronRight
          aria-hidden
          className="mt-1 size-5 shrink-0 text-indigo-300/70 transition group-hover:translate-x-0.5 group-hover:text-gold-200"
        />
      </button>
    </li>
  );
}

/**
 * The user's past readings, newest first; each opens in full, and more load on request. Offline, it shows
 * what the service worker kept, or says that nothing was kept yet.
 */
export function ReadingHistory({ totalReadings, isOffline = false }: { totalReadings?: number; isOffline?: boolean }) {
  const [filters, setFilters] = useState<JournalFilters>({});
  // A seeker with readings will see the filter bar: its chunk is fetched beside the readings, not after them.
  useEffect(() => {
    if (totalReadings) void loadFilters();
  }, [totalReadings]);
  const isFiltered = hasFilters(filters);
  const history = useCastHistory(filters);
  const isNothingKept =
    isOffline && ((history.isPending && history.fetchStatus === "paused") || (history.isError && !history.data));
  const [openEntry, setOpenEntry] = useState<ReadingHistoryEntry | null>(null);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DashboardSection
      title="Reading History"
      icon={History}
      aside={totalReadings ? `${pluralize(totalReadings, "reading")} in all` : undefined}
    >
      {/* The filter bar comes in its own chunk; the list waits for it, so the entries never jump down under a
          seeker's finger when the bar arrives above them. */}
      <Suspense fallback={historyLoading}>
        {!isOffline && (isFiltered || (history.data?.pages[0]?.items.length ?? 0) > 0) && (
          <JournalFilterBar value={filters} onChange={setFilters} />
        )}
        {isNothingKept ? (
          <p className="rounded-2xl border border-dashed border-white/15 px-5 py-8 text-center text-sm text-indigo-100/85">
            {installableAppWords.offlineReadings.nothingSaved}
          </p>
        ) : history.isPending ? (
          historyLoading
        ) : history.isError && entries.length === 0 ? (
          <RequestError
            error={history.error}
            fallback="Your readings could not be loaded."
            onRetry={() => void history.refetch()}
          />
        ) : entries.length === 0 && isFiltered ? (
          <NothingFound />
        ) : entries.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-white/15 px-5 py-8 text-center">
            <History aria-hidden className="mx-auto size-8 text-gold-300/80" />
            <p className="mt-3 font-display text-lg text-gold-100">No readings yet</p>
            <p className="mt-1 text-sm text-indigo-100/80">Every reading you receive is kept here.</p>
            <Link to="/dice-divination" className="btn-primary mt-5">
              <Sparkles aria-hidden className="size-4" />
              Cast your first reading
            </Link>
          </div>
        ) : (
          <>
            <ul className="grid gap-3">
              {entries.map((entry) => (
                <HistoryEntry key={entry.id} entry={entry} onOpen={() => setOpenEntry(entry)} />
              ))}
            </ul>
            <p role="status" className="sr-only">
              Showing {pluralize(entries.length, "reading")}
              {history.hasNextPage ? "; more are available." : "."}
            </p>
            {history.isFetchNextPageError && (
              <p role="alert" className="mt-4 text-sm text-rose-200">
                {describeRequestError(history.error, "More readings could not be loaded.")}
              </p>
            )}
            {history.hasNextPage && (
              <div className="mt-5 text-center">
                <button
                  type="button"
                  className="btn-ghost"
                  aria-disabled={history.isFetchingNextPage}
                  onClick={() => {
                    if (!history.isFetchingNextPage) void history.fetchNextPage();
                  }}
                >
                  {history.isFetchingNextPage ? "Loading…" : "Load more"}
                </button>
              </div>
            )}
          </>
        )}
      </Suspense>
      {!isOffline && (isFiltered || entries.length > 0) && (
        <div className="mt-5 flex justify-center">
          <Suspense fallback={null}>
            <JournalExportLink />
          </Suspense>
        </div>
      )}
      {openEntry && <ReadingDetailModal entry={openEntry} onClose={() => setOpenEntry(null)} />}
    </DashboardSection>
  );
}
