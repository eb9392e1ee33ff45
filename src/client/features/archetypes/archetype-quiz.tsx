import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { ARCHETYPE_PAGE_WORDS } from "../../../../content/archetypes/page";
import { ARCHETYPE_NAMES } from "../../../../content/archetypes/names";
import { ARCHETYPE_QUIZ } from "../../../../content/archetypes/questions";
import { archetypeOf } from "../../../shared/archetypes/quiz-rule";

const words = ARCHETYPE_PAGE_WORDS.page;
const TOTAL = ARCHETYPE_QUIZ.questions.length;

/** The result with the animals' words, which load only once the last answer is given. */
const QuizResult = lazy(() => import("./quiz-result"));

/**
 * The quiz, worked out entirely in the browser: one question at a time, an answer moves on, "Back" takes
 * the last answer away; after the last, the animal the rule gives (the same answers, the same animal).
 * Nothing is sent: a signed-in seeker saves the result from the result's own panel.
 */
export function ArchetypeQuiz() {
  const id = useId();
  const [answers, setAnswers] = useState<number[]>([]);
  const promptRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);
  const question = ARCHETYPE_QUIZ.questions[answers.length];
  const animal = question ? null : archetypeOf(ARCHETYPE_QUIZ, answers);

  // After an answer or "Back", the next question's prompt, or the result, takes the focus (never on the
  // first paint), so the page shows it from its top.
  useEffect(() => {
    if (hasMoved.current) (promptRef.current ?? resultRef.current)?.focus();
  }, [answers.length]);

  const choose = (answer: number) => {
    hasMoved.current = true;
    setAnswers((given) => [...given, answer]);
  };
  const back = () => {
    hasMoved.current = true;
    setAnswers((given) => given.slice(0, -1));
  };
  const restart = () => {
    hasMoved.current = true;
    setAnswers([]);
  };

  return (
    <section aria-labelledby={`${id}-quiz`} className="mx-auto max-w-3xl">
      <h2 id={`${id}-quiz`} className="sr-only">
        {words.quizTitle}
      </h2>
      {question ? (
        <div className="card p-6 sm:p-8" data-testid="archetype-question">
          <p className="text-center text-sm font-semibold tracking-[0.15em] text-gold-300 uppercase">
            {words.progress.replace("{number}", String(answers.length + 1)).replace("{total}", String(TOTAL))}
          </p>
          <div
            className="mx-auto mt-3 h-1.5 max-w-sm overflow-hidden rounded-full bg-white/10"
            role="progressbar"
            aria-label={words.quizTitle}
            aria-valuemin={0}
            aria-valuemax={TOTAL}
            aria-valuenow={answers.length}
          >
            <div className="h-full bg-gold-300" style={{ width: `${(answers.length / TOTAL) * 100}%` }} />
          </div>
          <h3
            ref={promptRef}
            tabIndex={-1}
            className="mt-6 scroll-mt-36 text-center text-2xl leading-snug text-gold-100 outline-none sm:text-3xl"
          >
            {question.prompt}
          </h3>
          <ul className="mt-6 grid gap-3">
            {question.answers.map((answer, index) => (
              <li key={answer.text}>
                <button
                  type="button"
                  onClick={() => choose(index)}
                  className="w-full rounded-xl border border-white/15 bg-night-900/50 px-5 py-4 text-left text-indigo-50 transition hover:border-gold-300/70 hover:bg-night-900/80 focus-visible:border-gold-300"
                >
                  {answer.text}
                </button>
              </li>
            ))}
          </ul>
          {answers.length > 0 && (
            <div className="mt-5 text-center">
              <button type="button" className="btn-ghost" onClick={back}>
                {words.back}
              </button>
            </div>
          )}
        </div>
      ) : animal ? (
        <div ref={resultRef} tabIndex={-1} className="card scroll-mt-24 p-6 outline-none sm:p-8">
          <Suspense fallback={<div className="h-96" aria-hidden />}>
            <QuizResult answers={answers} animal={animal} name={ARCHETYPE_NAMES[animal]} onRestart={restart} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
