import { Sparkles } from "lucide-react";
import { useReducer, useRef, useState, type FormEvent } from "react";
import { TALE_PAGE_WORDS } from "../../../../content/tales/page";
import type { TaleResult } from "../../../shared/api/tales";
import { isCalendarDay } from "../../../shared/calendar";
import { BIRTH_DATE_MIN, CAST_QUESTION_MAX_LENGTH } from "../../../shared/field-limits";
import { ENHANCING_OVERLAY_MIN_MS } from "../../../shared/oracle";
import type { TaleRequest } from "../../../shared/oracles/tales";
import { TextField } from "../../components/ui/form/field";
import { localToday } from "../../lib/clock";
import { useMinimumDuration } from "../../lib/use-minimum-duration";
import { useProfile } from "../../lib/use-profile";
import { AskGuide } from "../../oracles/kit/ask-guide";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { DailyCapNotice } from "../../oracles/kit/daily-cap-notice";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { EnhancedReading } from "../../oracles/kit/enhanced-reading";
import {
  describeEnhancement,
  NO_ENHANCEMENT,
  nextEnhancement,
  type Enhancement,
  type EnhancementEvent,
} from "../../oracles/kit/enhancement-state";
import { EnhancingOverlay } from "../../oracles/kit/enhancing-overlay";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import type { Seal } from "../../oracles/kit/run-reading";
import { newClientSeed, useCommitment } from "../../oracles/kit/use-commitment";
import { useEnhancementStream } from "../../oracles/kit/use-enhancement";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { TaleActions } from "./tale-actions";
import { TaleView } from "./tale-view";
import { sendTale } from "./use-tales";

const words = TALE_PAGE_WORDS.page;

/** Idle (with the last failure, if any), telling, or told (celebrated until dismissed). */
type Phase =
  | { name: "idle"; failure: ReadingFailure | null }
  | { name: "telling" }
  | { name: "told"; tale: TaleResult; isCelebrating: boolean };

/** The enhancement of the tale on screen; a new tale starts it afresh. */
function enhancementReducer(enhancement: Enhancement, event: EnhancementEvent | { type: "cleared" }): Enhancement {
  return event.type === "cleared" ? NO_ENHANCEMENT : nextEnhancement(enhancement, event);
}

/** A birth date the server would take: a real day, in 1900 or later, not after today. */
const isBirthDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value) && value >= BIRTH_DATE_MIN && value <= localToday();

/**
 * The signed-in teller on /past-lives: the birth date (the profile's, when it has one), something to carry
 * into the tale, and "Draw a card and tell the tale"; one card is drawn fairly (sealed by the server's
 * commitment and the browser's seed), then the tale, what it earned, and the afterword, download, share and
 * verify.
 */
export default function TaleTeller() {
  const profile = useProfile();
  // What the seeker typed; until then, the profile's birth date.
  const [typedBirthDate, setBirthDate] = useState<string | null>(null);
  const [question, setQuestion] = useState("");
  const [birthDateError, setBirthDateError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: "idle", failure: null });
  const [enhancement, dispatch] = useReducer(enhancementReducer, NO_ENHANCEMENT);
  const stream = useEnhancementStream(dispatch);
  const isOverlayShown = useMinimumDuration(enhancement.status === "waiting", ENHANCING_OVERLAY_MIN_MS);
  const mutation = useReadingMutation(({ request, seal }: { request: TaleRequest; seal?: Seal<TaleRequest> }) =>
    sendTale(request, seal),
  );
  const commitment = useCommitment();
  const daily = profile.data?.daily;
  const isDailyCapReached = daily !== undefined && daily.remaining === 0;
  const lastToken = useRef(0);
  const isTelling = phase.name === "telling";
  const birthDate = typedBirthDate ?? profile.data?.birthDate ?? "";

  async function tell(event: FormEvent) {
    event.preventDefault();
    if (!isBirthDate(birthDate)) return setBirthDateError(words.birthDateError);
    setBirthDateError(null);
    const token = ++lastToken.current;
    stream.abort();
    dispatch({ type: "cleared" });
    setPhase({ name: "telling" });
    const clientSeed = newClientSeed();
    const seal: Seal<TaleRequest> = async (options) => {
      const taken = await commitment.take(options);
      return taken ? { commitmentId: taken.commitmentId, clientSeed } : null;
    };
    const asked = question.trim();
    let next: Phase;
    try {
      const tale = await mutation.mutateAsync({ request: { birthDate, ...(asked ? { question: asked } : {}) }, seal });
      next = { name: "told", tale, isCelebrating: true };
    } catch (failure) {
      next = { name: "idle", failure: describeFailure(failure) };
    }
    if (token === lastToken.current) setPhase(next);
  }

  const failure = phase.name === "idle" ? phase.failure : null;
  const tale = phase.name === "told" ? phase.tale : null;
  const { isEnhancing, hasEnhancedText } = describeEnhancement(enhancement);
  return (
    <>
      {isOverlayShown && <EnhancingOverlay author={stream.author} />}
      <section
        aria-labelledby="tale-form-title"
        className="mx-auto flex max-w-3xl flex-col items-center px-4 pb-8 sm:px-6"
      >
        <h2 id="tale-form-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          {words.formTitle}
        </h2>
        <form noValidate onSubmit={(event) => void tell(event)} className="card mt-6 grid w-full max-w-md gap-4 p-6">
          <TextField
            label={words.birthDateLabel}
            hint={words.birthDateHint}
            type="date"
            name="birthDate"
            min={BIRTH_DATE_MIN}
            autoComplete="bday"
            value={birthDate}
            error={birthDateError}
            onChange={(change) => setBirthDate(change.target.value)}
          />
          <TextField
            label={words.questionLabel}
            hint={`${words.questionHint} ${question.length} / ${CAST_QUESTION_MAX_LENGTH} characters`}
            name="question"
            autoComplete="off"
            maxLength={CAST_QUESTION_MAX_LENGTH}
            value={question}
            onChange={(change) => setQuestion(change.target.value)}
          />
          <button
            type="submit"
            className="btn-primary px-6 py-3"
            disabled={isTelling || isDailyCapReached}
            aria-describedby={isDailyCapReached ? "daily-cap-reached" : undefined}
          >
            <Sparkles aria-hidden className="size-5" />
            {isTelling ? words.tellingLabel : words.tellLabel}
          </button>
          {isDailyCapReached && !isTelling && (
            <DailyCapNotice
              resetsAt={daily.resetsAt}
              restingLabel={words.restingLabel}
              showsPlans={!failure?.showsPlans}
            />
          )}
        </form>
        <FailureNotice failure={failure} />

        <div className="mt-10 w-full" aria-busy={isTelling} aria-live="polite">
          {tale ? (
            <div className="card p-6 sm:p-8" data-testid="tale-reading">
              {phase.name === "told" && phase.isCelebrating && (
                <CastCelebration
                  rewards={tale.rewards}
                  onDismiss={() => setPhase({ ...phase, isCelebrating: false })}
                />
              )}
              <TaleView tale={tale} />
              <TaleActions
                tale={tale}
                enhancedText={hasEnhancedText ? enhancement.text : null}
                author={stream.author}
                isEnhancing={isEnhancing}
                onEnhance={() => void stream.start(tale.id)}
                showsHistory
              />
            </div>
          ) : (
            <p className="text-center text-indigo-100/85">{isTelling ? words.tellingLabel : words.emptyTale}</p>
          )}
          {tale && <EnhancedReading enhancement={enhancement} author={stream.author} />}
          {tale && <AskGuide reading={{ id: tale.id, question: tale.question }} />}
        </div>
      </section>
    </>
  );
}
