import type { PendulumAnswer } from "../../../shared/oracles/pendulum-rule";

/** Each answer's colour: a warm yes, a cool no, a violet ask-again. */
const ANSWER_TONES: Record<PendulumAnswer, string> = {
  yes: "border-emerald-300/40 bg-emerald-400/10 text-emerald-100",
  no: "border-sky-300/40 bg-sky-400/10 text-sky-100",
  "ask-again": "border-violet-300/40 bg-violet-400/10 text-violet-100",
};

type HeadingLevel = 2 | 3;

/**
 * A pendulum reading's answer as every view shows it: the answer's label, its headline big, the
 * question when one was asked, and the answer read for the situation.
 */
export function PendulumAnswerView({
  reading,
  headingLevel = 2,
}: {
  reading: { answer: PendulumAnswer; answerLabel: string; headline: string; text: string; question: string | null };
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="text-center" data-testid="pendulum-answer">
      <p
        className={`inline-flex rounded-full border px-4 py-1 text-sm font-semibold tracking-[0.2em] uppercase ${ANSWER_TONES[reading.answer]}`}
      >
        {reading.answerLabel}
      </p>
      <Heading className="mt-4 text-3xl leading-tight text-gold-100 sm:text-4xl" data-testid="pendulum-headline">
        {reading.headline}
      </Heading>
      {reading.question && <p className="mt-4 break-words text-violet-100 italic">“{reading.question}”</p>}
      <p className="mx-auto mt-5 max-w-2xl text-left text-lg leading-relaxed text-indigo-50 sm:text-center">
        {reading.text}
      </p>
    </div>
  );
}
