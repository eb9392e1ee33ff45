import type { ReactNode } from "react";
import { fairnessContent } from "../../../../content/site/fairness";
import { formatDice } from "../../../shared/dice";
import { itemName, type DrawFairnessCheck } from "../../../shared/draws/draw-fairness-check";
import type { DrawnItem } from "../../../shared/draws/draw-fairness";
import type { DrawTool } from "../../../shared/draws/spreads";
import type { FairnessCheck } from "../../../shared/fairness";
import { fillWords } from "../../../shared/text";
import type { AnswerFairnessCheck, LinesFairnessCheck, Outcome } from "../../oracles/kit/fairness-checks";

const words = fairnessContent.checker;

interface Line {
  isPassed: boolean;
  text: string;
}

export function CheckResult({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === "unavailable") {
    return (
      <p role="alert" className="mt-6 text-rose-200">
        {words.results.noWebCrypto}
      </p>
    );
  }
  if (outcome.kind === "answer") return <AnswerResult {...outcome} />;
  if (outcome.kind === "lines") return <LinesResult {...outcome} />;
  return outcome.kind === "roll" ? <DiceResult {...outcome} /> : <DrawResult {...outcome} />;
}

/** A swing: the seal, and the answer the seeds give against the one entered, each by its label. */
function AnswerResult({
  labels,
  entered,
  check,
}: {
  labels: Record<string, string>;
  entered: string;
  check: AnswerFairnessCheck;
}) {
  const swings = words.swings;
  const values = {
    hash: check.computedHash,
    entered: labels[entered] ?? entered,
    answer: labels[check.expected] ?? "",
  };
  const lines = [
    {
      isPassed: check.hashMatches,
      text: fillWords(check.hashMatches ? swings.hashMatches : words.results.hashDiffers, values),
    },
    {
      isPassed: check.answerMatches,
      text: fillWords(check.answerMatches ? swings.answerMatches : swings.answerDiffers, values),
    },
  ];
  return <ResultBox lines={lines} verdicts={[swings.allGood, swings.somethingWrong]} />;
}

/** A cast of six lines: the seal, and the lines the seeds give by the method against the ones entered. */
function LinesResult({ method, entered, check }: { method: string; entered: string; check: LinesFairnessCheck }) {
  const cast = words.lines;
  const values = { hash: check.computedHash, entered, lines: check.expected, method };
  const lines = [
    {
      isPassed: check.hashMatches,
      text: fillWords(check.hashMatches ? cast.hashMatches : words.results.hashDiffers, values),
    },
    { isPassed: check.linesMatch, text: fillWords(check.linesMatch ? cast.linesMatch : cast.linesDiffer, values) },
  ];
  return <ResultBox lines={lines} verdicts={[cast.allGood, cast.somethingWrong]} />;
}

function DiceResult({ dice, check }: { dice: string; check: FairnessCheck }) {
  const results = words.results;
  const values = {
    dice,
    hash: check.computedHash,
    firstRoll: formatDice(check.firstRoll),
    skipped: check.diceMatch.kind === "after-repeat" ? formatDice(check.diceMatch.skipped) : "",
  };
  const diceWords = { first: results.diceFirst, "after-repeat": results.diceAfterRepeat, none: results.diceDiffer };
  const lines = [
    {
      isPassed: check.hashMatches,
      text: fillWords(check.hashMatches ? results.hashMatches : results.hashDiffers, values),
    },
    { isPassed: check.diceMatch.kind !== "none", text: fillWords(diceWords[check.diceMatch.kind], values) },
  ];
  return <ResultBox lines={lines} verdicts={[results.allGood, results.somethingWrong]} />;
}

/** An item by name, with "reversed" when it lies reversed. */
function named(tool: DrawTool, item: DrawnItem): string {
  const name = itemName(tool, item.index) ?? String(item.index);
  return item.reversed ? `${name}, ${words.draws.reversed}` : name;
}

function DrawResult({ tool, entered, check }: { tool: DrawTool; entered: DrawnItem[]; check: DrawFairnessCheck }) {
  const draws = words.draws;
  const values = { hash: check.computedHash, things: draws.things[tool] };
  const lines = [
    { isPassed: check.hashMatches, text: fillWords(check.hashMatches ? draws.hashMatches : draws.hashDiffers, values) },
    { isPassed: check.itemsMatch, text: fillWords(check.itemsMatch ? draws.itemsMatch : draws.itemsDiffer, values) },
  ];
  return (
    <ResultBox lines={lines} verdicts={[draws.allGood, draws.somethingWrong]}>
      <h4 className="mt-5 font-semibold text-gold-200">{draws.drawnTitle}</h4>
      <ol className="mt-2 grid gap-2" data-testid="drawn-items">
        {check.expected.map((item, place) => {
          const shown = entered[place];
          const isSame = shown?.index === item.index && shown.reversed === item.reversed;
          return (
            <li key={place} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="w-6 shrink-0 text-right text-indigo-200/80">{place + 1}.</span>
              <span className="font-medium text-indigo-50">{named(tool, item)}</span>
              <span className={isSame ? "text-emerald-300" : "text-rose-300"}>
                {isSame
                  ? `✓ ${draws.itemMatches}`
                  : `✗ ${fillWords(draws.itemDiffers, { entered: shown ? named(tool, shown) : "—" })}`}
              </span>
            </li>
          );
        })}
      </ol>
    </ResultBox>
  );
}

function ResultBox({
  lines,
  verdicts: [allGood, somethingWrong],
  children,
}: {
  lines: Line[];
  verdicts: [string, string];
  children?: ReactNode;
}) {
  const isFair = lines.every((line) => line.isPassed);
  return (
    <div
      className={`mt-6 rounded-xl border p-5 ${isFair ? "border-emerald-400/40 bg-emerald-400/5" : "border-rose-400/40 bg-rose-400/5"}`}
      data-testid="fairness-result"
    >
      <h3 className="text-lg text-gold-100">{words.results.title}</h3>
      <p className={`mt-1 font-semibold ${isFair ? "text-emerald-300" : "text-rose-300"}`}>
        {isFair ? allGood : somethingWrong}
      </p>
      <ul className="mt-3 grid gap-2">
        {lines.map((line) => (
          <li key={line.text} className="flex gap-3">
            <span
              aria-hidden
              className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-sm font-bold ${line.isPassed ? "bg-emerald-400/20 text-emerald-300" : "bg-rose-400/20 text-rose-300"}`}
            >
              {line.isPassed ? "✓" : "✗"}
            </span>
            <span className="min-w-0 text-indigo-50 wrap-anywhere">
              <span className="sr-only">{line.isPassed ? "Passed: " : "Failed: "}</span>
              {line.text}
            </span>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
