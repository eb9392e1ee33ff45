import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { TimelinePeriodView } from "../../../shared/api/timeline";
import type { TimelineScale } from "../../../shared/journal/timeline";
import { SITUATION_LABELS } from "../../../shared/situations";
import { TIMELINE_PAGE } from "../../../../content/journal/timeline";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { formatDateTime } from "../../lib/format";
import { CLIENT_ORACLES } from "../../oracles/registry";
import { ReadingDetailModal } from "../dashboard/reading-detail-modal";
import { HistoryJournalMarks } from "../journal/note-history-mark";
import { periodName } from "./timeline-chart";

const words = TIMELINE_PAGE.readings;
const PAGE_SIZE = 20;

/** One reading of the period: its oracle, day, question (or the reading's first line), outcome and note. */
function PeriodEntry({ entry, onOpen }: { entry: ReadingHistoryEntry; onOpen(): void }) {
  const oracle = CLIENT_ORACLES[entry.tool];
  const Icon = oracle.icon;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-start gap-3 rounded-xl border border-white/10 bg-night-950/40 p-3 text-left transition hover:border-gold-300/50 hover:bg-white/[0.04]"
      >
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-300" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-indigo-200/90">
            <span className="font-semibold text-gold-100">{oracle.label}</span>
            <span>{SITUATION_LABELS[entry.situation]}</span>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </span>
          <span className="mt-1 block text-sm break-words text-indigo-50">
            {entry.question ? `“${entry.question}”` : entry.summary}
          </span>
          <HistoryJournalMarks entry={entry} />
        </span>
      </button>
    </li>
  );
}

/** The readings of the chosen week or month (GET /api/me/readings with its first and last day). */
export function PeriodReadings({ period, scale }: { period: TimelinePeriodView; scale: TimelineScale }) {
  const [open, setOpen] = useState<ReadingHistoryEntry | null>(null);
  const history = useInfiniteQuery({
    queryKey: queryKeys.journalPeriod(period.start, period.end),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      readBody(
        api.me.readings.$get(
          {
            query: {
              from: period.start,
              to: period.end,
              limit: String(PAGE_SIZE),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mt-6">
      <h3 className="text-lg text-gold-100">{words.periodTitle.replace("{period}", periodName(period, scale))}</h3>
      {history.isPending ? (
        <div className="mt-3">
          <LoadingBlocks count={2} label={words.loading} />
        </div>
      ) : history.isError ? (
        <div className="mt-3">
          <RequestError error={history.error} fallback={words.loadError} onRetry={() => void history.refetch()} />
        </div>
      ) : entries.length === 0 ? (
        <p className="mt-3 text-sm text-indigo-200/90">{words.noneInPeriod.replace("{scale}", scale)}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {entries.map((entry) => (
            <PeriodEntry key={entry.id} entry={entry} onOpen={() => setOpen(entry)} />
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className="btn-ghost mt-3"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {words.more}
        </button>
      )}
      {open && <ReadingDetailModal entry={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
