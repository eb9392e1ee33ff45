import { useId } from "react";
import { CHAKRA_CENTRE_WORDS } from "../../../../content/chakra/centres";
import { CHAKRA_PAGE_WORDS } from "../../../../content/chakra/page";
import { CENTRE_COLOURS, CHAKRA_CENTRES } from "../../../shared/chakra/check-in";
import { fillWords } from "../../../shared/text";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { formatDate } from "../../lib/format";
import { useChakraTrend } from "./use-chakra";

const words = CHAKRA_PAGE_WORDS.page;
const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 36, right: 12, top: 12, bottom: 24 };

const xOf = (index: number, count: number) =>
  PAD.left + (count <= 1 ? 0 : (index / (count - 1)) * (WIDTH - PAD.left - PAD.right));
const yOf = (balance: number) => PAD.top + (1 - balance / 100) * (HEIGHT - PAD.top - PAD.bottom);

/**
 * Each centre's balance across the seeker's saved check-ins (GET /api/me/chakra), oldest on the left: one
 * line a centre in its colour, with the same figures in a table for screen readers.
 */
export function ChakraChart() {
  const id = useId();
  const trend = useChakraTrend();
  const items = trend.data?.items ?? [];
  return (
    <section aria-labelledby={`${id}-chart`} className="card mt-12 p-5 sm:p-8" data-testid="chakra-chart">
      <h2 id={`${id}-chart`} className="text-center text-2xl text-gold-100">
        {words.chartTitle}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-indigo-100/90">{words.chartLead}</p>
      {trend.isPending && <LoadingBlocks label="Loading your check-ins…" count={1} className="mt-4 h-40" />}
      {trend.isError && (
        <RequestError
          error={trend.error}
          fallback="Your check-ins could not be loaded."
          onRetry={() => void trend.refetch()}
        />
      )}
      {trend.data && items.length < 2 && (
        <p className="mt-6 text-center text-indigo-100/90" data-testid="chakra-chart-empty">
          {words.chartEmpty}
        </p>
      )}
      {items.length >= 2 && (
        <>
          <p className="mt-4 text-center text-sm text-indigo-100/90" data-testid="chakra-chart-summary">
            {fillWords(words.chartSummary, {
              count: items.length,
              from: formatDate(items[0]!.createdAt),
              to: formatDate(items.at(-1)!.createdAt),
            })}
          </p>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" aria-hidden>
            {[0, 50, 100].map((mark) => (
              <g key={mark}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={yOf(mark)}
                  y2={yOf(mark)}
                  stroke="rgba(255,255,255,0.12)"
                />
                <text x={PAD.left - 8} y={yOf(mark) + 4} textAnchor="end" fontSize="11" fill="#c7d2fe">
                  {mark}
                </text>
              </g>
            ))}
            {CHAKRA_CENTRES.map((centre, index) => (
              <polyline
                key={centre}
                fill="none"
                stroke={CENTRE_COLOURS[centre]}
                strokeWidth="2.5"
                strokeLinejoin="round"
                points={items.map((item, at) => `${xOf(at, items.length)},${yOf(item.balances[index]!)}`).join(" ")}
              />
            ))}
          </svg>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-indigo-100/90">
            {CHAKRA_CENTRES.map((centre) => (
              <li key={centre} className="flex items-center gap-1.5">
                <span aria-hidden className="size-3 rounded-full" style={{ background: CENTRE_COLOURS[centre] }} />
                {CHAKRA_CENTRE_WORDS[centre].name}
              </li>
            ))}
          </ul>
          <table className="sr-only">
            <caption>{words.chartTitle}</caption>
            <thead>
              <tr>
                <th scope="col">Check-in</th>
                {CHAKRA_CENTRES.map((centre) => (
                  <th key={centre} scope="col">
                    {CHAKRA_CENTRE_WORDS[centre].name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{formatDate(item.createdAt)}</th>
                  {item.balances.map((balance, index) => (
                    <td key={CHAKRA_CENTRES[index]}>{balance}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="mt-4 text-center text-xs text-indigo-200/90 italic">{words.chartCaption}</p>
    </section>
  );
}
