import { useQuery } from "@tanstack/react-query";
import { ChartNoAxesColumn } from "lucide-react";
import { useId, useState } from "react";
import { PATTERNS_WORDS as words } from "../../../../content/journal/patterns";
import type { Patterns } from "../../../shared/api/patterns";
import { PATTERN_DAYS_DEFAULT, PATTERN_PERIODS } from "../../../shared/journal/journal";
import { fillWords } from "../../../shared/text";
import { pluralize } from "../../lib/format";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { CONTROL_CLASS } from "../../components/ui/form/field";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { itemsInWords } from "../../../../content/journal/patterns";

/** How many items the panel lists: the least likely by chance first. */
const TOP_ITEMS = 8;

const patternKeys = {
  tools: ["me", "journal", "pattern-tools"] as const,
  patterns: (tool: string, kind: string, days: number) => ["me", "journal", "patterns", tool, kind, days] as const,
};

function usePatternTools() {
  return useQuery({
    queryKey: patternKeys.tools,
    queryFn: ({ signal }) => readBody(api.me.journal["pattern-tools"].$get({}, { init: { signal } })),
    staleTime: Infinity,
  });
}

function usePatterns(selection: { tool: string; kind: string; days: number } | null) {
  return useQuery({
    queryKey: patternKeys.patterns(selection?.tool ?? "", selection?.kind ?? "", selection?.days ?? 0),
    enabled: selection !== null,
    queryFn: ({ signal }) =>
      readBody(
        api.me.journal.patterns.$get(
          {
            query: {
              tool: selection!.tool as Patterns["tool"],
              kind: selection!.kind as Patterns["kind"],
              days: String(selection!.days),
            },
          },
          { init: { signal } },
        ),
      ),
  });
}

/** One item: its sentence, and a plain bar of its count beside what chance alone would give. */
function PatternRow({ item, scale }: { item: Patterns["items"][number]; scale: number }) {
  const width = (value: number) => `${Math.min(100, (value / scale) * 100).toFixed(1)}%`;
  return (
    <li className="min-w-0 rounded-xl bg-white/5 p-3">
      <p className="text-sm break-words text-indigo-50">{item.sentence}</p>
      <div className="mt-2 grid grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-1 text-xs text-indigo-200/90">
        <span>{words.count}</span>
        <span className="h-2 rounded-full bg-white/10" aria-hidden>
          <span className="block h-2 rounded-full bg-gold-300" style={{ width: width(item.count) }} />
        </span>
        <span className="tabular-nums">{item.count}</span>
        <span>{words.expectedLabel}</span>
        <span className="h-2 rounded-full bg-white/10" aria-hidden>
          <span className="block h-2 rounded-full bg-indigo-300/70" style={{ width: width(item.expected) }} />
        </span>
        <span className="tabular-nums">
          {item.expected < 10 ? item.expected.toFixed(1) : Math.round(item.expected)}
        </span>
      </div>
    </li>
  );
}

function PatternsBody({ patterns }: { patterns: Patterns }) {
  const unit = words.kinds[patterns.kind];
  const top = patterns.items.slice(0, TOP_ITEMS);
  const scale = Math.max(1, ...top.map((item) => Math.max(item.count, item.expected)));
  return (
    <div className="mt-4 grid gap-3">
      {patterns.readings === 0 ? (
        <p className="text-sm text-indigo-200/90">{words.empty}</p>
      ) : (
        <>
          <p className="text-sm text-indigo-200/90" data-testid="patterns-summary">
            {fillWords(words.summary, {
              readings: pluralize(patterns.readings, "reading"),
              drawn: itemsInWords(patterns.itemsDrawn, unit),
            })}
          </p>
          <ol className="grid gap-2" aria-label={unit.label}>
            {top.map((item) => (
              <PatternRow key={item.key} item={item} scale={scale} />
            ))}
          </ol>
          {patterns.deckSize > 10 && <p className="text-xs text-indigo-200/80">{words.caution}</p>}
        </>
      )}
      <p className="text-xs text-indigo-200/80" data-testid="patterns-own-draws">
        {patterns.excludedOwnDraws > 0
          ? fillWords(words.ownDraws, { count: pluralize(patterns.excludedOwnDraws, "reading") })
          : words.ownDrawsNone}
      </p>
    </div>
  );
}

/**
 * The journal's patterns: choose an oracle's kind of item and a period, and read which items came up most,
 * each with how often chance alone gives as many (GET /api/me/journal/patterns).
 */
export function JournalPatterns() {
  const tools = usePatternTools();
  const [choice, setChoice] = useState<string | null>(null);
  const [days, setDays] = useState<number>(PATTERN_DAYS_DEFAULT);
  const selectId = useId();
  const periodId = useId();
  const options = (tools.data?.tools ?? []).flatMap((tool) =>
    tool.kinds.map((kind) => ({
      value: `${tool.tool}:${kind.kind}`,
      label: tool.kinds.length > 1 ? `${tool.name} · ${kind.label}` : tool.name,
    })),
  );
  const value = choice ?? options[0]?.value ?? null;
  const [tool, kind] = value ? value.split(":") : [];
  const patterns = usePatterns(tool && kind ? { tool, kind, days } : null);
  return (
    <DashboardSection title={words.title} icon={ChartNoAxesColumn}>
      <p className="text-sm text-indigo-100/85">{words.intro}</p>
      {tools.isError ? (
        <div className="mt-4">
          <RequestError error={tools.error} fallback={words.failed} onRetry={() => void tools.refetch()} />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <label htmlFor={selectId} className="grid min-w-0 gap-1 text-sm text-indigo-100">
            {words.oracle}
            <select
              id={selectId}
              className={`${CONTROL_CLASS} max-w-full`}
              value={value ?? ""}
              disabled={options.length === 0}
              onChange={(event) => setChoice(event.target.value)}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={periodId} className="grid min-w-0 gap-1 text-sm text-indigo-100">
            {words.period}
            <select
              id={periodId}
              className={`${CONTROL_CLASS} max-w-full`}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {PATTERN_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {words.periods[period]}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {patterns.isError ? (
        <div className="mt-4">
          <RequestError error={patterns.error} fallback={words.failed} onRetry={() => void patterns.refetch()} />
        </div>
      ) : patterns.data ? (
        <PatternsBody patterns={patterns.data} />
      ) : (
        (tools.isPending || patterns.isPending) && (
          <div className="mt-4">
            <LoadingBlocks label={words.loading} count={3} />
          </div>
        )
      )}
    </DashboardSection>
  );
}
