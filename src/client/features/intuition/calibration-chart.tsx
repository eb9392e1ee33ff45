import { HUNCH_WORDS } from "../../../../content/intuition/hunches";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import { RESULT_WORDS } from "../../../../content/intuition/results";
import type { IntuitionCalibration } from "../../../shared/api/intuition";
import type { HunchKind } from "../../../shared/intuition/hunches";
import { fillWords } from "../../../shared/text";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { useCalibration } from "./use-intuition";

const words = INTUITION_PAGE_WORDS.chart;
const brierWords = RESULT_WORDS.brier;
type Summary = IntuitionCalibration["all"];

/** Below this many resolved hunches the figures move a lot with each draw, and the page says so. */
const FEW_HUNCHES = 20;
/** How close two Brier scores are to be "about the same". */
const SAME_WITHIN = 0.01;

const SIZE = { width: 320, height: 240, left: 40, right: 12, top: 12, bottom: 36 };
const plotWidth = SIZE.width - SIZE.left - SIZE.right;
const plotHeight = SIZE.height - SIZE.top - SIZE.bottom;
const xOf = (confidence: number) => SIZE.left + (confidence / 100) * plotWidth;
const yOf = (rate: number) => SIZE.top + (1 - rate) * plotHeight;
const percent = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)} %`);
const score = (value: number | null) => (value === null ? "–" : value.toFixed(2));

/** The chart: observed hit rate per confidence against the diagonal of perfect calibration and the chance line. */
function Chart({ summary }: { summary: Summary }) {
  const filled = summary.bins.filter((bin) => bin.count > 0);
  const chancePoints = summary.bins.filter((bin) => bin.meanChance !== null);
  const largest = Math.max(1, ...filled.map((bin) => bin.count));
  return (
    <svg
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      className="mx-auto block h-auto w-full max-w-xl"
      role="img"
      aria-label={`${words.title}: ${fillWords(words.summary, { count: summary.count, hits: summary.hits })}`}
    >
      {[0, 0.25, 0.5, 0.75, 1].map((rate) => (
        <g key={rate}>
          <line x1={xOf(0)} x2={xOf(100)} y1={yOf(rate)} y2={yOf(rate)} stroke="rgb(255 255 255 / 0.1)" />
          <text x={SIZE.left - 6} y={yOf(rate) + 3} textAnchor="end" fontSize="9" fill="rgb(199 210 254 / 0.85)">
            {rate * 100}%
          </text>
        </g>
      ))}
      {[0, 20, 40, 60, 80, 100].map((confidence) => (
        <text
          key={confidence}
          x={xOf(confidence)}
          y={yOf(0) + 13}
          textAnchor="middle"
          fontSize="9"
          fill="rgb(199 210 254 / 0.85)"
        >
          {confidence}%
        </text>
      ))}
      <text x={xOf(50)} y={SIZE.height - 4} textAnchor="middle" fontSize="10" fill="rgb(224 231 255)">
        {words.axisX}
      </text>
      <line x1={xOf(0)} y1={yOf(0)} x2={xOf(100)} y2={yOf(1)} stroke="rgb(252 211 77 / 0.7)" strokeWidth="1.5" />
      {chancePoints.length > 1 && (
        <polyline
          points={chancePoints.map((bin) => `${xOf(bin.confidence)},${yOf(bin.meanChance!)}`).join(" ")}
          fill="none"
          stroke="rgb(165 180 252)"
          strokeDasharray="4 3"
          strokeWidth="1.5"
        />
      )}
      {chancePoints.map((bin) => (
        <circle
          key={`c${bin.confidence}`}
          cx={xOf(bin.confidence)}
          cy={yOf(bin.meanChance!)}
          r="2"
          fill="rgb(165 180 252)"
        />
      ))}
      {filled.map((bin) => (
        <circle
          key={bin.confidence}
          cx={xOf(bin.confidence)}
          cy={yOf(bin.hitRate!)}
          r={3 + 5 * Math.sqrt(bin.count / largest)}
          fill="rgb(110 231 183 / 0.85)"
          stroke="rgb(6 78 59)"
        />
      ))}
    </svg>
  );
}

/** The legend, in words a screen reader reads too. */
function Legend() {
  return (
    <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 text-xs text-indigo-100/90">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-2.5 rounded-full bg-emerald-300" />
        {words.observed}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-0.5 w-4 bg-amber-300" />
        {words.diagonal}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-0.5 w-4 border-t-2 border-dashed border-indigo-300" />
        {words.chanceLine}
      </li>
    </ul>
  );
}

/** "0.18; always guessing the odds would score 0.21. Lower is better." and how the two compare. */
function BrierLine({ summary }: { summary: Summary }) {
  if (summary.brier === null) return null;
  if (summary.chanceBrier === null || summary.brierWithChance === null) {
    return <p>{fillWords(brierWords.lineNoChance, { score: score(summary.brier) })}</p>;
  }
  const gap = summary.brierWithChance - summary.chanceBrier;
  const verdict =
    Math.abs(gap) <= SAME_WITHIN
      ? brierWords.sameAsChance
      : gap < 0
        ? brierWords.betterThanChance
        : brierWords.worseThanChance;
  return (
    <p>
      {fillWords(brierWords.line, { score: score(summary.brierWithChance), chance: score(summary.chanceBrier) })}{" "}
      {verdict}
    </p>
  );
}

/** The figures per confidence, for those who read a table rather than a chart. */
function BinTable({ summary }: { summary: Summary }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-0 text-left text-sm text-indigo-50">
        <caption className="mb-2 text-left text-xs text-indigo-200/90">{words.tableCaption}</caption>
        <thead className="text-xs text-indigo-200/90">
          <tr>
            <th scope="col" className="py-1 pr-2">
              {words.tableConfidence}
            </th>
            <th scope="col" className="py-1 pr-2">
              {words.tableCount}
            </th>
            <th scope="col" className="py-1 pr-2">
              {words.tableHits}
            </th>
            <th scope="col" className="py-1 pr-2">
              {words.tableRate}
            </th>
            <th scope="col" className="py-1">
              {words.tableChance}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.bins
            .filter((bin) => bin.count > 0)
            .map((bin) => (
              <tr key={bin.confidence} className="border-t border-white/10">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {bin.confidence} %
                </th>
                <td className="py-1 pr-2">{bin.count}</td>
                <td className="py-1 pr-2">{bin.hits}</td>
                <td className="py-1 pr-2">{percent(bin.hitRate)}</td>
                <td className="py-1">{percent(bin.meanChance)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

const kindName = (kind: string) => (kind === "life" ? words.lifeTitle : HUNCH_WORDS[kind as HunchKind].menu);

/**
 * The seeker's calibration (GET /api/me/intuition): the chart and table of every resolved hunch, the Brier
 * score in words against always guessing the odds (hunches about draws only; real-life hunches have no known
 * odds, and the page says so), and each kind of hunch's figures.
 */
export function CalibrationChart() {
  const query = useCalibration();
  if (query.isPending) return <LoadingBlocks label="Loading your calibration…" count={2} className="h-24" />;
  if (query.isError) {
    return (
      <RequestError
        error={query.error}
        fallback="Your calibration could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { all, draws, life, kinds, openLifeHunches } = query.data;
  return (
    <section aria-labelledby="calibration-title" className="card min-w-0 p-6 sm:p-8" data-testid="calibration">
      <h2 id="calibration-title" className="text-center text-2xl text-gold-100">
        {words.title}
      </h2>
      <p className="mt-2 text-center text-sm text-indigo-100/90">{words.lead}</p>
      {all.count === 0 ? (
        <p className="mt-6 text-center text-indigo-100/85">{words.empty}</p>
      ) : (
        <>
          <p className="mt-4 text-center text-sm text-indigo-50">
            {fillWords(words.summary, { count: all.count, hits: all.hits })}
          </p>
          <div className="mt-4">
            <Chart summary={all} />
            <Legend />
          </div>
          <div className="mt-6 grid gap-3 text-sm text-indigo-50" data-testid="brier">
            <h3 className="text-lg text-gold-100">{brierWords.title}</h3>
            <p className="text-indigo-100/90">{brierWords.explain}</p>
            {draws.count > 0 && (
              <div>
                <h4 className="font-semibold text-gold-200">{words.drawsTitle}</h4>
                <BrierLine summary={draws} />
              </div>
            )}
            {life.count > 0 && (
              <div>
                <h4 className="font-semibold text-gold-200">{words.allTitle}</h4>
                <BrierLine summary={{ ...all, chanceBrier: null }} />
                <p className="text-indigo-100/90">{fillWords(brierWords.lifeLeftOut, { count: life.count })}</p>
              </div>
            )}
            {all.count < FEW_HUNCHES && <p className="text-indigo-200/90 italic">{brierWords.few}</p>}
            {openLifeHunches > 0 && (
              <p className="text-indigo-200/90">{fillWords(words.open, { count: openLifeHunches })}</p>
            )}
          </div>
          <BinTable summary={all} />
          <h3 className="mt-6 text-lg text-gold-100">{words.kindsTitle}</h3>
          <ul className="mt-2 grid grid-cols-1 gap-2 text-sm text-indigo-50">
            {kinds.map(({ kind, summary }) => (
              <li key={kind} className="min-w-0 rounded-lg border border-white/10 px-3 py-2">
                <span className="font-semibold">{kindName(kind)}</span>:{" "}
                {fillWords(words.kindLine, { hits: summary.hits, count: summary.count, score: score(summary.brier) })}
                {summary.chanceBrier !== null && fillWords(words.kindChance, { chance: score(summary.chanceBrier) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
