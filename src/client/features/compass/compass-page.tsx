import { Calculator, Lock, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useFocusOnArrival } from "../../lib/use-focus-on-arrival";
import { COMPASS_PAGE_WORDS } from "../../../../content/compass/page";
import { COMPASS_RESULT_WORDS } from "../../../../content/compass/result";
import { isCompleteDecision, type CompassDecision } from "../../../shared/compass/compass-rule";
import { describeDecision } from "../../../shared/compass/compass-words";
import { fillWords } from "../../../shared/text";
import { AboutCard } from "../../components/ui/about-card";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { DecisionForm, EMPTY_DRAFT, type DecisionDraft } from "./decision-form";
import { WeighingView } from "./weighing-view";

const words = COMPASS_PAGE_WORDS.page;
/** The page's own path (the oracle's spec, with its schemas, stays out of the page's code). */
const PATH = "/success-predictor";
const STEP_COUNT = 6;

/** The signed-in part (perspective, saving, sharing) loads with the query library. */
const CompassSave = lazy(withQueries(() => import("./compass-save")));

/** A decision as the rule and the server take it: the seeker's names trimmed. */
interface ShownDecision extends CompassDecision {
  question: string;
}

/** How many of the six steps are ready. */
function stepsDone(draft: DecisionDraft): number {
  return [
    draft.question.trim().length > 0,
    draft.options.every((option) => option.trim().length > 0),
    draft.values.every((value) => value.name.trim().length > 0),
    draft.scores.every((row) => row.every((score) => score !== undefined)),
    draft.regret !== undefined,
    draft.coin === "skipped" || draft.coin?.feeling !== undefined,
  ].filter(Boolean).length;
}

/** The draft as a complete decision, or null while a step is missing. */
function decisionOf(draft: DecisionDraft): ShownDecision | null {
  if (stepsDone(draft) < STEP_COUNT || draft.regret === undefined) return null;
  const coin =
    draft.coin === "skipped" || !draft.coin?.feeling
      ? null
      : { option: draft.coin.option, feeling: draft.coin.feeling };
  const decision: ShownDecision = {
    question: draft.question.trim(),
    options: draft.options.map((option) => option.trim()),
    values: draft.values.map((value) => ({ name: value.name.trim(), weight: value.weight })),
    scores: draft.scores.map((row) => row.map((score) => score ?? 0)),
    regret: draft.regret,
    coin,
  };
  return isCompleteDecision(decision) ? decision : null;
}

/**
 * /success-predictor, the Decision Compass: a decision weighed by the seeker's own values, worked out in the
 * browser by the pure rule (src/shared/compass/), so a visitor's decision is never sent. A signed-in seeker
 * may draw a perspective card or rune and save the decision to the journal, where "How did it turn out?"
 * follows it up. The page says plainly that it reflects the seeker's weights and predicts nothing.
 */
export function CompassPage() {
  const [draft, setDraft] = useState<DecisionDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState<ShownDecision | null>(null);
  const resultRef = useFocusOnArrival<HTMLDivElement>(shown);
  const done = stepsDone(draft);
  const ready = decisionOf(draft);
  const described = useMemo(() => (shown ? describeDecision(shown, COMPASS_RESULT_WORDS) : null), [shown]);

  function change(next: DecisionDraft) {
    setDraft(next);
    setShown(null);
  }

  function show() {
    if (!ready) return;
    setShown(ready);
  }

  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl min-w-0 px-4 pb-16 sm:px-6">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <AboutCard id="compass-honesty" icon={ShieldCheck} title={words.honestyTitle} points={words.honesty} />
          <AboutCard id="compass-how" icon={Calculator} title={words.howTitle} steps={words.how} />
          <AboutCard id="compass-privacy" icon={Lock} title={words.privacyTitle} text={words.privacy} />
        </div>

        <form
          noValidate
          className="mt-10 grid min-w-0 grid-cols-1 gap-6"
          aria-label={words.title}
          onSubmit={(event) => {
            event.preventDefault();
            show();
          }}
        >
          <DecisionForm draft={draft} onChange={change} />
          <div className="sticky bottom-3 z-10 mx-auto flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-white/10 bg-night-900/90 p-3">
            <p className="text-sm text-indigo-100/90" aria-live="polite">
              {fillWords(words.progress, { done, total: STEP_COUNT })}
            </p>
            <button type="submit" className="btn-primary w-full" disabled={!ready}>
              {ready ? words.showLabel : words.incompleteLabel}
            </button>
          </div>
        </form>

        {described && shown && (
          <div
            ref={resultRef}
            tabIndex={-1}
            className="mt-12 min-w-0 outline-none"
            aria-labelledby="compass-result-title"
            data-testid="compass-result"
          >
            <h2 id="compass-result-title" className="mb-2 text-center text-3xl text-gold-100">
              {words.resultTitle}
            </h2>
            <p className="mb-6 text-center text-lg break-words text-indigo-100/90">{described.title}</p>
            <WeighingView weighing={described} headingLevel={3} />
            <WhenAuthReady fallback={null}>
              <SaveOrVisitorNote decision={shown} />
            </WhenAuthReady>
          </div>
        )}
      </div>
    </>
  );
}

/** Under a result: a visitor is told nothing is stored and offered an account; a seeker may save it. */
function SaveOrVisitorNote({ decision }: { decision: ShownDecision }) {
  const { user } = useAuth();
  if (!user) {
    return (
      <>
        <p className="mt-6 text-center text-sm text-indigo-100/90">{words.visitorNote}</p>
        <div className="mt-8">
          <SignUpCall title={words.signUpTitle} text={words.signUpText} path={PATH} />
        </div>
      </>
    );
  }
  return (
    <Suspense fallback={<div className="h-40" aria-hidden />}>
      <CompassSave decision={decision} />
    </Suspense>
  );
}
