import { useReducer, useRef, useState } from "react";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import type { IChingResult } from "../../../shared/api/iching";
import type { Lines, LineValue } from "../../../shared/iching/cast-rule";
import { ENHANCING_OVERLAY_MIN_MS } from "../../../shared/oracle";
import { ICHING_METHODS, type IChingMethod, type IChingRequest } from "../../../shared/oracles/iching";
import type { Situation } from "../../../shared/situations";
import { fillWords } from "../../../shared/text";
import { CONTROL_CLASS } from "../../components/ui/form/field";
import { useMinimumDuration } from "../../lib/use-minimum-duration";
import { useProfile } from "../../lib/use-profile";
import { AskGuide } from "../../oracles/kit/ask-guide";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { DailyCapNotice } from "../../oracles/kit/daily-cap-notice";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import { describeFailure, SELECT_A_SITUATION, type ReadingFailure } from "../../oracles/kit/describe-failure";
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
import { IChingActions } from "./iching-actions";
import { IChingReadingView } from "./iching-reading-view";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { sendIChing } from "./use-iching";

const words = ICHING_PAGE_WORDS.page;
const LINE_CHOICES = [6, 7, 8, 9] as const;
/** The seeker's own lines are entered top (line 6) first, as a hexagram is drawn. */
const POSITIONS_TOP_FIRST = [6, 5, 4, 3, 2, 1] as const;

/** Idle (with the last failure, if any), casting, or cast (celebrated until dismissed). */
type Phase =
  | { name: "idle"; failure: ReadingFailure | null }
  | { name: "casting" }
  | { name: "cast"; reading: IChingResult; isCelebrating: boolean };

/** The enhancement of the reading on screen; a new cast starts it afresh. */
function enhancementReducer(enhancement: Enhancement, event: EnhancementEvent | { type: "cleared" }): Enhancement {
  return event.type === "cleared" ? NO_ENHANCEMENT : nextEnhancement(enhancement, event);
}

/**
 * The signed-in I Ching on /ancient-texts: the situation, how to cast (three coins, yarrow stalks or the
 * seeker's own coins, whose six lines are entered), an optional question and "Cast the hexagram"; a cast
 * by the server is sealed by its commitment and the browser's seed. Then the reading, what it earned, and
 * enhance, share and verify.
 */
export default function IChingOracle() {
  const [situation, setSituation] = useState<Situation | null>(null);
  const [method, setMethod] = useState<IChingMethod>("coins");
  const [ownLines, setOwnLines] = useState<LineValue[]>([7, 7, 7, 7, 7, 7]);
  const [phase, setPhase] = useState<Phase>({ name: "idle", failure: null });
  const [enhancement, dispatch] = useReducer(enhancementReducer, NO_ENHANCEMENT);
  const stream = useEnhancementStream(dispatch);
  const isOverlayShown = useMinimumDuration(enhancement.status === "waiting", ENHANCING_OVERLAY_MIN_MS);
  const mutation = useReadingMutation(({ request, seal }: { request: IChingRequest; seal?: Seal<IChingRequest> }) =>
    sendIChing(request, seal),
  );
  const commitment = useCommitment();
  const daily = useProfile().data?.daily;
  const isDailyCapReached = daily !== undefined && daily.remaining === 0;
  const lastToken = useRef(0);
  const isCasting = phase.name === "casting";

  async function cast(question: string | undefined) {
    if (!situation) return setPhase({ name: "idle", failure: { message: SELECT_A_SITUATION, showsPlans: false } });
    const token = ++lastToken.current;
    stream.abort();
    dispatch({ type: "cleared" });
    setPhase({ name: "casting" });
    const isPhysical = method === "physical";
    const request: IChingRequest = {
      situation,
      method,
      ...(isPhysical ? { lines: [...ownLines] as unknown as Lines } : {}),
      ...(question ? { question } : {}),
    };
    const clientSeed = newClientSeed();
    const seal: Seal<IChingRequest> = async (options) => {
      const taken = await commitment.take(options);
      return taken ? { commitmentId: taken.commitmentId, clientSeed } : null;
    };
    let next: Phase;
    try {
      const reading = await mutation.mutateAsync({ request, seal: isPhysical ? undefined : seal });
      next = { name: "cast", reading, isCelebrating: true };
    } catch (failure) {
      next = { name: "idle", failure: describeFailure(failure) };
    }
    if (token === lastToken.current) setPhase(next);
  }

  const failure = phase.name === "idle" ? phase.failure : null;
  const reading = phase.name === "cast" ? phase.reading : null;
  const { isEnhancing } = describeEnhancement(enhancement);
  return (
    <>
      {isOverlayShown && <EnhancingOverlay author={stream.author} />}
      <section
        aria-labelledby="iching-ask-title"
        className="mx-auto flex max-w-3xl flex-col items-center px-4 pb-16 sm:px-6"
      >
        <h2 id="iching-ask-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          {words.askTitle}
        </h2>
        <p className="mt-2 max-w-xl text-center text-sm text-indigo-100/90">{words.questionHint}</p>
        <SituationPicker situation={situation} isDisabled={isCasting} onChoose={setSituation} className="mt-6" />
        <fieldset className="mt-6 w-full max-w-2xl" disabled={isCasting}>
          <legend className="text-center text-sm font-semibold text-gold-200">{words.methodLabel}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {ICHING_METHODS.map((value) => (
              <div
                key={value}
                className={`card flex flex-col gap-1 p-3 text-sm ${method === value ? "ring-2 ring-gold-300" : ""}`}
              >
                <label className="flex cursor-pointer items-center gap-2 font-semibold text-gold-100">
                  <input
                    type="radio"
                    name="iching-method"
                    value={value}
                    checked={method === value}
                    aria-describedby={`iching-method-${value}-hint`}
                    onChange={() => setMethod(value)}
                  />
                  {words.methods[value].label}
                </label>
                <span id={`iching-method-${value}-hint`} className="text-indigo-100/85">
                  {words.methods[value].hint}
                </span>
              </div>
            ))}
          </div>
          {method === "physical" && (
            <div className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="iching-own-lines">
              {POSITIONS_TOP_FIRST.map((position) => {
                const id = `iching-line-${position}`;
                return (
                  <div key={position} className="flex items-center gap-3">
                    <label htmlFor={id} className="w-16 shrink-0 text-sm text-indigo-100">
                      {fillWords(words.physicalLineLabel, { position })}
                    </label>
                    <select
                      id={id}
                      className={CONTROL_CLASS}
                      value={ownLines[position - 1]}
                      onChange={(event) => {
                        const next = [...ownLines];
                        next[position - 1] = Number(event.target.value) as LineValue;
                        setOwnLines(next);
                      }}
                    >
                      {LINE_CHOICES.map((value) => (
                        <option key={value} value={value}>
                          {words.physicalLineValues[value]}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
            </div>
          )}
        </fieldset>
        <DrawForm
          questionLabel={words.questionLabel}
          placeholder="What should I keep in mind as…"
          buttonLabel={isCasting ? words.castingLabel : words.castLabel}
          isDisabled={isCasting || !situation || isDailyCapReached}
          describedBy={isDailyCapReached ? "daily-cap-reached" : undefined}
          onDraw={(question) => void cast(question)}
          notice={
            isDailyCapReached && !isCasting ? (
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

        <div className="mt-10 w-full" aria-busy={isCasting} aria-live="polite">
          {reading ? (
            <div className="card p-6 sm:p-8" data-testid="iching-result">
              {phase.name === "cast" && phase.isCelebrating && (
                <CastCelebration
                  rewards={reading.rewards}
                  onDismiss={() => setPhase({ ...phase, isCelebrating: false })}
                />
              )}
              <IChingReadingView reading={reading} />
              <IChingActions
                reading={reading}
                isEnhancing={isEnhancing}
                onEnhance={() => void stream.start(reading.id)}
                showsHistory
              />
            </div>
          ) : (
            <p className="mt-4 text-center text-indigo-100/85">{isCasting ? words.castingLabel : words.emptyReading}</p>
          )}
          {reading && <EnhancedReading enhancement={enhancement} author={stream.author} />}
          {reading && <AskGuide reading={{ id: reading.id, question: reading.question }} />}
        </div>
      </section>
    </>
  );
}
