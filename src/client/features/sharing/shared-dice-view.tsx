import { sharingWords } from "../../../../content/site/sharing";
import type { SharedDiceReading } from "../../../shared/api/sharing";
import { DICE_COLOURS, FACE_NAMES, sumDice, type DiceColour } from "../../../shared/dice";
import { PIP_CELLS } from "../../../shared/die-pips";
import { fillWords } from "../../../shared/text";
import { SITUATION_LABELS } from "../../../shared/situations";
import { verdictOf } from "../../../shared/verdict";
import { SharedArticle, SharedHeader, SharedQuestion, TryTheOracle } from "./shared-reading-parts";

const words = sharingWords.page;
const ORACLE_PATH = "/dice-divination";

const DIE_LOOK: Record<DiceColour, { face: string; pip: string; label: string }> = {
  red: { face: "bg-gradient-to-br from-rose-500 to-die-red border-rose-300/60", pip: "bg-rose-50", label: "Red" },
  white: { face: "bg-gradient-to-br from-white to-die-white border-white/80", pip: "bg-night-800", label: "White" },
  green: {
    face: "bg-gradient-to-br from-emerald-400 to-die-green border-emerald-200/60",
    pip: "bg-emerald-50",
    label: "Green",
  },
};

/** One die of a shared reading, with its face's name and its colour. */
function SharedDie({ colour, face }: { colour: DiceColour; face: number }) {
  const look = DIE_LOOK[colour];
  const pips = PIP_CELLS[face] ?? [];
  return (
    <figure className="flex flex-col items-center">
      <div
        role="img"
        aria-label={`${look.label} die showing ${face}, ${FACE_NAMES[face - 1]}`}
        className={`grid size-18 grid-cols-3 grid-rows-3 gap-1 rounded-2xl border p-2.5 shadow-xl shadow-black/40 sm:size-22 sm:p-3 ${look.face}`}
      >
        {Array.from({ length: 9 }, (_, cell) => (
          <span key={cell} className="grid place-items-center">
            {pips.includes(cell) && <span className={`size-2.5 rounded-full sm:size-3 ${look.pip}`} />}
          </span>
        ))}
      </div>
      <figcaption className="mt-3 text-center">
        <span className="block font-display text-lg text-gold-100">{FACE_NAMES[face - 1]}</span>
        <span className="block text-xs font-semibold tracking-[0.2em] text-indigo-200/80 uppercase">{look.label}</span>
      </figcaption>
    </figure>
  );
}

/** A shared cast of the dice as anyone with its link sees it: the dice, the question and the reading. */
export function SharedDiceView({ reading }: { reading: SharedDiceReading }) {
  const { situation, dice, question } = reading;
  const verdict = verdictOf(reading.yesNoAnswer);
  return (
    <SharedArticle>
      <SharedHeader
        eyebrow={words.eyebrow}
        title={fillWords(words.title, { situation: SITUATION_LABELS[situation] })}
      />
      <SharedQuestion question={question} />

      <div role="group" aria-label={words.diceLabel} className="mt-10 flex justify-center gap-5 sm:gap-10">
        {DICE_COLOURS.map((colour) => (
          <SharedDie key={colour} colour={colour} face={dice[colour]} />
        ))}
      </div>

      <section className="card mt-10 p-6 sm:p-8" data-testid="shared-reading">
        <p className="text-lg leading-relaxed text-indigo-50" data-testid="interpretation">
          {reading.interpretation}
        </p>
        <dl className="mt-6 grid gap-5 border-t border-white/10 pt-6 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">{words.timing}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.timingPrediction}</dd>
          </div>
          <div>
            <dt className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
              {words.yesNo}
              {verdict && (
                <span className="rounded-full border border-gold-300/50 bg-gold-300/15 px-2.5 py-0.5 tracking-[0.1em] text-gold-100">
                  {verdict}
                </span>
              )}
            </dt>
            <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.yesNoAnswer}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
              {fillWords(words.sum, { sum: sumDice(dice) })}
            </dt>
            <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{reading.totalSumInterpretation}</dd>
          </div>
        </dl>
      </section>

      <TryTheOracle path={ORACLE_PATH} title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}
