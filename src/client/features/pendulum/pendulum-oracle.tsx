import { useReducer, useRef, useState } from "react";
import { PENDULUM_PAGE_WORDS } from "../../../../content/pendulum/page";
import type { PendulumResult } from "../../../shared/api/pendulum";
import { ENHANCING_OVERLAY_MIN_MS } from "../../../shared/oracle";
import type { PendulumRequest } from "../../../shared/oracles/pendulum";
import type { Situation } from "../../../shared/situations";
import { useMinimumDuration } from "../../lib/use-minimum-duration";
import { useProfile } from "../../lib/use-profile";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { DailyCapNotice } from "../../oracles/kit/daily-cap-notice";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import { describeFailure, SELECT_A_SITUATION, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { AskGuide } from "../../oracles/kit/ask-guide";
import { EnhancedReading } from "../../oracles/kit/enhanced-reading";
import {
  describeEnhancement,
  NO_ENHANCEMENT,
  nextEnhancement,
  type Enhancement,
  type EnhancementEvent,
} from "../../oracles/kit/enhancement-state";
import { EnhancingOverlay } from "../../oracles/kit/enhancing-overlay";
import type { Seal } from "../../oracles/kit/run-reading";
import { SituationPicker } from "../../oracles/kit/situation-picker";
import { newClientSeed, useCommitment } from "../../oracles/kit/use-commitment";
import { useEnhancementStream } from "../../oracles/kit/use-enhancement";
import { DrawForm } from "../draw-oracle/draw-form";
import { PendulumActions } from "./pendulum-actions";
import { PendulumAnswerView } from "./pendulum-answer";
import { PendulumSwing } from "./pendulum-swing";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { sendPendulum } from "./use-pendulum";

const words = PENDULUM_PAGE_WORDS.page;

/** The shortest time the pendulum swings on screen before its answer shows (none with reduced motion). */
const SWING_MS = 1_400;
const isMotionReduced = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Idle (with the last failure, if any), swinging, or answered (celebrated until dismissed). */
type Phase =
  | { name: "idle"; failure: ReadingFailure | null }
  | { name: "asking" }
  | { name: "answered"; reading: PendulumResult; isCelebrating: boolean };

/** The enhancement of the reading on screen; a new swing starts it afresh. */
function enhancementReducer(enhancement: Enhancement, event: EnhancementEvent | { type: "cleared" }): Enhancement {
  return event.type === "cleared" ? NO_ENHANCEMENT : nextEnhancement(enhancement, event);
}

/**
 * The signed-in pendulum on /pendulum: the situation, an optional question and "Ask the pendulum"; the
 * pendulum swings while one fair swing is drawn (sealed by the server's commitment and the browser's
 * seed), then the answer, its words, what it earned, and enhance, download, share and verify.
 */
export default function PendulumOracle() {
  const [situation, setSituation] = useState<Situation | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: "idle", failure: null });
  const [enhancement, dispatch] = useReducer(enhancementReducer, NO_ENHANCEMENT);
  const stream = useEnhancementStream(dispatch);
  const isOverlayShown = useMinimumDuration(enhancement.status === "waiting", ENHANCING_OVERLAY_MIN_MS);
  const mutation = useReadingMutation(({ request, seal }: { request: PendulumRequest; seal?: Seal<PendulumRequest> }) =>
    sendPendulum(request, seal),
  );
  const commitment = useCommitment();
  const daily = useProfile().data?.daily;
  const isDailyCapReached = daily !== undefined && daily.remaining === 0;
  const lastToken = useRef(0);
  const isAsking = phase.name === "asking";

  async function ask(question: string | undefined) {
    if (!situation) return setPhase({ name: "idle", failure: { message: SELECT_A_SITUATION, showsPlans: false } });
    const token = ++lastToken.current;
    stream.abort();
    dispatch({ type: "cleared" });
    setPhase({ name: "asking" });
    const shownNoEarlierThan = performance.now() + (isMotionReduced() ? 0 : SWING_MS);
    const clientSeed = newClientSeed();
    const seal: Seal<PendulumRequest> = async (options) => {
      const taken = await commitment.take(options);
      return taken ? { commitmentId: taken.commitmentId, clientSeed } : null;
    };
    let next: Phase;
    try {
      const reading = await mutation.mutateAsync({ request: { situation, ...(question ? { question } : {}) }, seal });
      next = { name: "answered", reading, isCelebrating: true };
    } catch (failure) {
      next = { name: "idle", failure: describeFailure(failure) };
    }
    await delay(shownNoEarlierThan - performance.now());
    if (token === lastToken.current) setPhase(next);
  }

  const failure = phase.name === "idle" ? phase.failure : null;
  const reading = phase.name === "answered" ? phase.reading : null;
  const { isEnhancing, hasEnhancedText } = describeEnhancement(enhancement);
  return (
    <>
      {isOverlayShown && <EnhancingOverlay author={stream.author} />}
      <section
        aria-labelledby="pendulum-ask-title"
        className="mx-auto flex max-w-3xl flex-col items-center px-4 pb-16 sm:px-6"
      >
        <h2 id="pendulum-ask-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          {words.askTitle}
        </h2>
        <p className="mt-2 max-w-xl text-center text-sm text-indigo-100/90">{words.questionHint}</p>
        <SituationPicker situation={situation} isDisabled={isAsking} onChoose={setSituation} className="mt-6" />
        <DrawForm
          questionLabel={words.questionLabel}
          placeholder="Is this the right week to…"
          buttonLabel={isAsking ? words.askingLabel : words.askLabel}
          isDisabled={isAsking || !situation || isDailyCapReached}
          describedBy={isDailyCapReached ? "daily-cap-reached" : undefined}
          onDraw={(question) => void ask(question)}
          notice={
            isDailyCapReached && !isAsking ? (
              <DailyCapNotice
                resetsAt={daily.resetsAt}
                restingLabel={words.restingLabel}
                showsPlans={!failure?.showsPlans}
              />
            ) : (
              !situation && <p className="mt-3 text-sm text-indigo-200/90">{SELECT_A_SITUATION}</p>
            )
          }
        />
        <FailureNotice failure={failure} />

        <div className="mt-10 w-full" aria-busy={isAsking} aria-live="polite">
          <PendulumSwing isSwinging={isAsking} />
          {reading ? (
            <div className="card mt-6 p-6 sm:p-8" data-testid="pendulum-reading">
              {phase.name === "answered" && phase.isCelebrating && (
                <CastCelebration
                  rewards={reading.rewards}
                  onDismiss={() => setPhase({ ...phase, isCelebrating: false })}
                />
              )}
              <PendulumAnswerView reading={reading} />
              <PendulumActions
                reading={reading}
                enhancedText={hasEnhancedText ? enhancement.text : null}
                author={stream.author}
                isEnhancing={isEnhancing}
                onEnhance={() => void stream.start(reading.id)}
                showsHistory
              />
            </div>
          ) : (
            <p className="mt-4 text-center text-indigo-100/85">{isAsking ? words.askingLabel : words.emptyReading}</p>
          )}
          {reading && <EnhancedReading enhancement={enhancement} author={stream.author} />}
          {reading && <AskGuide reading={{ id: reading.id, question: reading.question }} />}
        </div>
      </section>
    </>
  );
}
