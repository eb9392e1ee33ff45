import type { Reading } from "../../../shared/reading";
import { sumDice, type DiceRoll } from "../../../shared/dice";

interface ReadingPanelProps {
  situationLabel: string;
  roll: DiceRoll;
  interpretation: string;
  reading: Reading;
}

/** The interpretation panel: the situation's interpretation, then timing, yes/no and the sum. */
export function ReadingPanel({ situationLabel, roll, interpretation, reading }: ReadingPanelProps) {
  return (
    <article className="card mx-auto max-w-2xl p-6 sm:p-8" aria-labelledby="reading-title" data-testid="reading-panel">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
        Red {roll.red} · White {roll.white} · Green {roll.green}
      </p>
      <h2 id="reading-title" className="mt-2 scroll-mt-24 text-2xl text-gold-100">
        Your {situationLabel} Reading
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-indigo-50" data-testid="interpretation">
        {interpretation}
      </p>
      <dl className="mt-6 grid gap-4 border-t border-white/10 pt-6 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Timing</dt>
          <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.timingPrediction}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Yes or No</dt>
          <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.yesNoAnswer}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
            The Sum of {sumDice(roll)}
          </dt>
          <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.totalSumInterpretation}</dd>
        </div>
      </dl>
    </article>
  );
}
