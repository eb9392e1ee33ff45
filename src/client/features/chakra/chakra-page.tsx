import { BookOpen, Calculator, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useFocusOnArrival } from "../../lib/use-focus-on-arrival";
import { CHAKRA_CENTRE_WORDS, CHAKRA_PAGE_WORDS, CHAKRA_READING_WORDS } from "../../../../content/chakra";
import { describeCheckIn } from "../../../shared/chakra/check-in-words";
import {
  CENTRE_COLOURS,
  CHAKRA_CENTRES,
  CHAKRA_ITEMS,
  isCompleteAnswers,
  LIKERT_MAX,
  LIKERT_MIN,
  type ChakraAnswers,
} from "../../../shared/chakra/check-in";
import { fillWords } from "../../../shared/text";
import { AboutCard } from "../../components/ui/about-card";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { CheckInView } from "./check-in-view";

const words = CHAKRA_PAGE_WORDS.page;
const CHECK_IN_WORDS = { centres: CHAKRA_CENTRE_WORDS, reading: CHAKRA_READING_WORDS };
/** The page's own path (the oracle's spec, with its schemas, stays out of the page's code). */
const PATH = "/aura-chakra";
const SCALE = Array.from({ length: LIKERT_MAX - LIKERT_MIN + 1 }, (_, index) => LIKERT_MIN + index);

/** The signed-in part (save, share, the chart over time) loads with the query library. */
const ChakraSave = lazy(withQueries(() => import("./chakra-save")));

/** One statement: its words and five choices, 1 to 5. */
function Statement({
  id,
  text,
  value,
  onAnswer,
}: {
  id: string;
  text: string;
  value: number | undefined;
  onAnswer(value: number): void;
}) {
  return (
    <fieldset className="border-t border-white/10 py-4 first:border-t-0">
      <legend className="float-left w-full text-indigo-50">{text}</legend>
      <div className="clear-both flex gap-2 pt-3">
        {SCALE.map((score, index) => (
          <label
            key={score}
            className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border border-white/20 text-lg text-indigo-50 transition hover:border-gold-300/60 has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300/20 has-[:checked]:text-gold-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300"
          >
            <input
              type="radio"
              className="sr-only"
              name={id}
              value={score}
              checked={value === score}
              onChange={() => onAnswer(score)}
            />
            <span aria-hidden>{score}</span>
            <span className="sr-only">{words.scale[index]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /aura-chakra, the Chakra Check-in: 28 statements over seven centres, answered 1–5, scored in the browser
 * by the pure rule (src/shared/chakra/) into a balance for each centre, an aura card and practices for the
 * two lowest. A visitor's answers are never sent; a signed-in seeker may save the check-in to the journal,
 * share its aura card and see each centre's balance across their saved check-ins.
 */
export function ChakraPage() {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [shown, setShown] = useState<ChakraAnswers | null>(null);
  const resultRef = useFocusOnArrival<HTMLDivElement>(shown);
  const answered = CHAKRA_ITEMS.filter((item) => answers[item.id] !== undefined).length;
  const complete = isCompleteAnswers(answers);
  const checkIn = useMemo(() => (shown ? describeCheckIn(shown, CHECK_IN_WORDS) : null), [shown]);

  function answer(id: string, value: number) {
    setAnswers((current) => ({ ...current, [id]: value }));
    setShown(null);
  }

  function show() {
    if (!isCompleteAnswers(answers)) return;
    setShown({ ...answers });
  }

  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <div className="grid gap-4 md:grid-cols-3">
          <AboutCard id="chakra-honesty" icon={ShieldCheck} title={words.honestyTitle} points={words.honesty} />
          <AboutCard id="chakra-tradition" icon={BookOpen} title={words.traditionTitle} text={words.tradition} />
          <AboutCard id="chakra-rule" icon={Calculator} title={words.ruleTitle} text={words.rule} />
        </div>

        <form
          noValidate
          className="mt-10 grid gap-6"
          aria-label={words.title}
          onSubmit={(event) => {
            event.preventDefault();
            show();
          }}
        >
          <p className="text-center text-sm text-indigo-100/90">{words.scaleHint}</p>
          {CHAKRA_CENTRES.map((centre) => {
            const centreWords = CHAKRA_CENTRE_WORDS[centre];
            const items = CHAKRA_ITEMS.filter((item) => item.centre === centre);
            return (
              <section key={centre} aria-labelledby={`centre-${centre}`} className="card p-5 sm:p-6">
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden
                    className="mt-1.5 size-4 shrink-0 rounded-full"
                    style={{ background: CENTRE_COLOURS[centre] }}
                  />
                  <div>
                    <h2 id={`centre-${centre}`} className="text-xl text-gold-100">
                      {centreWords.name}{" "}
                      <span className="text-base text-indigo-200/90">
                        ({centreWords.traditionalName} · {centreWords.colourName})
                      </span>
                    </h2>
                    <p className="mt-1 text-sm text-indigo-100/90">{centreWords.theme}</p>
                  </div>
                </div>
                <div className="mt-3">
                  {items.map((item, index) => (
                    <Statement
                      key={item.id}
                      id={item.id}
                      text={centreWords.statements[index]!}
                      value={answers[item.id]}
                      onAnswer={(value) => answer(item.id, value)}
                    />
                  ))}
                </div>
              </section>
            );
          })}
          <div className="sticky bottom-3 z-10 mx-auto flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-white/10 bg-night-900/90 p-3 backdrop-blur">
            <p className="text-sm text-indigo-100/90" aria-live="polite">
              {fillWords(words.progress, { answered, total: CHAKRA_ITEMS.length })}
            </p>
            <button type="submit" className="btn-primary w-full" disabled={!complete}>
              {complete ? words.showLabel : fillWords(words.unansweredLabel, { left: CHAKRA_ITEMS.length - answered })}
            </button>
          </div>
        </form>

        {checkIn && shown && (
          <div ref={resultRef} tabIndex={-1} className="mt-12 outline-none" aria-labelledby="chakra-result-title">
            <h2 id="chakra-result-title" className="mb-6 text-center text-3xl text-gold-100">
              {words.resultTitle}
            </h2>
            <CheckInView checkIn={checkIn} headingLevel={3} />
            <WhenAuthReady fallback={null}>
              <SaveOrVisitorNote answers={shown} />
            </WhenAuthReady>
          </div>
        )}

        <WhenAuthReady fallback={null}>
          <SignedInOrVisitor />
        </WhenAuthReady>
      </div>
    </>
  );
}

/** Under a result: a visitor is told nothing is stored; a signed-in seeker may save it. */
function SaveOrVisitorNote({ answers }: { answers: ChakraAnswers }) {
  const { user } = useAuth();
  if (!user) return <p className="mt-6 text-center text-sm text-indigo-100/90">{words.visitorNote}</p>;
  return (
    <Suspense fallback={<div className="h-40" aria-hidden />}>
      <ChakraSave answers={answers} />
    </Suspense>
  );
}

/** At the foot of the page: the call to an account, or the seeker's chart over time. */
function SignedInOrVisitor() {
  const { user } = useAuth();
  if (!user) {
    return (
      <div className="mt-12">
        <SignUpCall title={words.signUpTitle} text={words.signUpText} path={PATH} />
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="h-64" aria-hidden />}>
      <ChakraSave answers={null} />
    </Suspense>
  );
}
