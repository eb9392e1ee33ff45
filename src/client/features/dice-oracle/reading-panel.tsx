import { Hand } from "lucide-react";
import type { ReactNode } from "react";
import type { Reading } from "../../../shared/reading";
import type { CastSource } from "../../../shared/cast";
import { DICE_COLOURS, FACE_NAMES, sumDice, type DiceRoll } from "../../../shared/dice";
import { YesNoAnswer } from "./verdict-badge";

interface ReadingPanelProps {
  situationLabel: string;
  roll: DiceRoll;
  interpretation: string;
  reading: Reading;
  question?: string | null;
  source?: CastSource;
  /** Shown at the foot of the panel (e.g. the link that verifies the dice). */
  footer?: ReactNode;
}

const COLOUR_NAMES = { red: "Red", white: "White", green: "Green" } as const;

/** "Red Storm · White Seed · Green Crown": the dice by their faces' names, as the readings name them. */
function diceByName(roll: DiceRoll): string {
  return DICE_COLOURS.map((colour) => `${COLOUR_NAMES[colour]} ${FACE_NAMES[roll[colour] - 1]}`).join(" · ");
}

/** The seeker's question, as asked. */
export function AskedQuestion({ question }: { question: string }) {
  return (
    <figure
      data-testid="asked-question"
      className="rounded-xl border border-violet-300/25 bg-violet-400/[0.07] px-4 py-3"
    >
      <figcaption className="text-xs font-semibold tracking-[0.15em] text-violet-200 uppercase">You asked</figcaption>
      <blockquote className="mt-1 break-words text-indigo-50 italic">“{question}”</blockquote>
    </figure>
  );
}

/** The mark of a reading made from the seeker's own dice. */
export function OwnRollMark() {
  return (
    <span
      data-testid="own-roll"
      className="inline-flex items-center gap-1 rounded-full border border-sky-300/40 bg-sky-400/10 px-2.5 py-0.5 text-xs font-semibold text-sky-100"
    >
      <Hand aria-hidden className="size-3.5" />
      Your own roll
    </span>
  );
}

/**
 * The interpretation panel: the question asked, the situation's interpretation, then timing, the yes/no
 * answer as a badge with its reason, and the sum (its number here, its name in the reading's words).
 */
export function ReadingPanel({
  situationLabel,
  roll,
  interpretation,
  reading,
  question,
  source,
  footer,
}: ReadingPanelProps) {
  return (
    <article className="card mx-auto max-w-2xl p-6 sm:p-8" aria-labelledby="reading-title" data-testid="reading-panel">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
        <span>{diceByName(roll)}</span>
        {source === "physical" && <OwnRollMark />}
      </p>
      <h2 id="reading-title" className="mt-2 scroll-mt-24 text-2xl text-gold-100">
        Your {situationLabel} Reading
      </h2>
      {question && (
        <div className="mt-4">
          <AskedQuestion question={question} />
        </div>
      )}
      <p className="mt-4 text-lg leading-relaxed text-indigo-50" data-testid="interpretation">
        {interpretation}
      </p>
      <dl className="mt-6 grid gap-5 border-t border-white/10 pt-6 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Timing</dt>
          <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.timingPrediction}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Yes or No</dt>
          <dd className="mt-1.5" data-testid="yes-no">
            <YesNoAnswer answer={reading.yesNoAnswer} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase" data-testid="sum-heading">
            Sum · {sumDice(roll)}
          </dt>
          <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.totalSumInterpretation}</dd>
        </div>
      </dl>
      {footer}
    </article>
  );
}
