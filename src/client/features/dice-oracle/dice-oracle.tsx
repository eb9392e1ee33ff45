import { ShieldCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useReducer, useRef } from "react";
import { DICE_COLOURS, formatDice, type DiceRoll } from "../../../shared/dice";
import { fairnessPageHref } from "../../../shared/fairness";
import { ENHANCING_OVERLAY_MIN_MS } from "../../../shared/oracle";
import { interpretationFor, SITUATION_LABELS, type Situation } from "../../../shared/situations";
import financesBackground from "../../assets/situations/finances.svg";
import guidanceBackground from "../../assets/situations/guidance.svg";
import relationshipsBackground from "../../assets/situations/relationships.svg";
import { useMinimumDuration } from "../../lib/use-minimum-duration";
import { usePreloadWhenIdle } from "../../lib/use-preload-when-idle";
import { useProfile } from "../../lib/use-profile";
import { useCastDice } from "./cast-dice";
import { castOracleDice, castOwnDice, type CastContext } from "./cast-runner";
import { CastForm } from "./cast-form";
import { DailyCapNotice, PlansLink } from "../../oracles/kit/daily-cap-notice";
import { DieLegend } from "./dice-legend";
import { EnhancingOverlay } from "../../oracles/kit/enhancing-overlay";
import { OracleDie } from "./oracle-die";
import { describeOracle, initialOracleState, oracleReducer } from "./oracle-machine";
import { useCommitment } from "../../oracles/kit/use-commitment";
import { useEnhancementStream } from "../../oracles/kit/use-enhancement";
import { ReadingPanel } from "./reading-panel";
import { SituationPicker } from "../../oracles/kit/situation-picker";
import { SELECT_A_SITUATION } from "../../oracles/kit/describe-failure";
import { SafetyNotice } from "../../components/safety/safety-text";

const BACKGROUNDS: Record<Situation, string> = {
  guidance: guidanceBackground,
  finances: financesBackground,
  relationships: relationshipsBackground,
};

/**
 * Brings the reading's heading to the top of the screen when it arrives low on it or below the fold
 * (a phone), so the reading itself, not the cast button, fills the view.
 */
function revealReading() {
  const heading = document.getElementById("reading-title");
  if (!heading) return;
  const { top } = heading.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight * 0.4) return;
  const isMotionReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  heading.scrollIntoView({ behavior: isMotionReduced ? "auto" : "smooth", block: "start" });
}

/**
 * What follows the reading, in its own chunk: asked for when the page is first idle and again as the
 * seeker casts, so it is there when the dice come to rest.
 */
const loadFinale = () => import("./dice-finale");
const DiceFinale = lazy(() => loadFinale().then((module) => ({ default: module.DiceFinale })));

/**
 * The Dice Oracle screen (docs/product.md, 'The cast' and 'Enhanced readings'). Its state is one reducer
 * (`oracle-machine.ts`); this component runs the animation and the requests and reports to it.
 */
export function DiceOracle() {
  const [state, dispatch] = useReducer(oracleReducer, initialOracleState);
  const { situation, lastRoll } = state;
  const {
    isRolling,
    isCasting,
    isTumbling,
    shownDice,
    landsAt,
    error,
    errorShowsPlans,
    needsHelp,
    outcome,
    enhancement,
    isEnhancing,
    hasEnhancedText,
  } = describeOracle(state);
  const enhancementStream = useEnhancementStream(dispatch);
  const isOverlayShown = useMinimumDuration(enhancement.status === "waiting", ENHANCING_OVERLAY_MIN_MS);
  const castDice = useCastDice();
  const commitment = useCommitment();
  const daily = useProfile().data?.daily;
  const isDailyCapReached = daily !== undefined && daily.remaining === 0;
  const readingKey = outcome ? `${outcome.castId ?? "fallback"}:${formatDice(outcome.roll)}` : null;
  useEffect(() => {
    if (readingKey) revealReading();
  }, [readingKey]);
  const lastCastToken = useRef(0);
  const rollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(rollTimer.current), []);
  usePreloadWhenIdle(loadFinale);

  function onChooseSituation(next: Situation) {
    clearTimeout(rollTimer.current);
    enhancementStream.abort();
    dispatch({ type: "situationChosen", situation: next });
  }

  /** A new cast's context (no enhancement in flight), or null when no situation is chosen. */
  function beginCast(question: string | undefined, clientSeed?: string): CastContext | null {
    if (!situation) {
      dispatch({ type: "castRefused", message: SELECT_A_SITUATION });
      return null;
    }
    enhancementStream.abort();
    void loadFinale();
    clearTimeout(rollTimer.current);
    return {
      token: ++lastCastToken.current,
      situation,
      lastRoll,
      question,
      dispatch,
      send: (request, seal) => castDice.mutateAsync({ request, seal }),
      seal: async (options) => {
        const taken = clientSeed ? await commitment.take(options) : null;
        return taken ? { commitmentId: taken.commitmentId, clientSeed } : null;
      },
      setRollTimer: (timer) => (rollTimer.current = timer),
    };
  }

  function onCast(question: string | undefined, clientSeed: string) {
    const context = beginCast(question, clientSeed);
    if (context) void castOracleDice(context);
  }

  function onCastOwnDice(dice: DiceRoll, question: string | undefined) {
    const context = beginCast(question);
    if (context) void castOwnDice(context, dice);
  }

  const isCastDisabled = isCasting || !situation || isDailyCapReached;
  return (
    <>
      {isOverlayShown && <EnhancingOverlay author={enhancementStream.author} />}
      <section
        aria-labelledby="oracle-title"
        className="relative isolate overflow-hidden bg-night-950 bg-[size:max(100%,64rem)_auto] bg-[position:70%_-5.5rem] bg-no-repeat transition-[background-image] duration-700 sm:bg-[size:max(100%,calc(50rem*16/9))_auto] sm:bg-[position:60%_top]"
        style={situation ? { backgroundImage: `url(${BACKGROUNDS[situation]})` } : undefined}
        data-situation={situation ?? "none"}
      >
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-12 sm:px-6 sm:py-16">
          <h1 id="oracle-title" className="text-center text-3xl text-gold-100 drop-shadow sm:text-5xl">
            Mystical Dice Oracle
          </h1>
          <p className="mt-3 text-center text-indigo-100/90">
            Choose what your question touches, then cast the three dice.
          </p>

          <SituationPicker situation={situation} isDisabled={isRolling} onChoose={onChooseSituation} className="mt-8" />

          <div
            className="mt-8 grid w-full max-w-2xl grid-cols-3 items-start gap-2 sm:gap-6"
            aria-live="polite"
            aria-busy={isCasting}
          >
            {DICE_COLOURS.map((color) => (
              <div key={color} className="flex min-w-0 flex-col items-center gap-1">
                <OracleDie color={color} value={shownDice[color]} isTumbling={isTumbling} landsAt={landsAt} />
                <DieLegend color={color} face={outcome ? outcome.roll[color] : null} />
              </div>
            ))}
          </div>

          <CastForm
            isDisabled={isCastDisabled}
            buttonLabel={
              isRolling ? "The dice are rolling…" : isCasting ? "Reading the dice…" : "Cast the Mystical Dice"
            }
            describedBy={isDailyCapReached ? "daily-cap-reached" : undefined}
            serverSeedHash={commitment.serverSeedHash}
            onCast={onCast}
            onCastOwnDice={onCastOwnDice}
            notice={
              isDailyCapReached && !isCasting ? (
                // The refused cast's message below carries the plans' link.
                <DailyCapNotice resetsAt={daily.resetsAt} restingLabel="The dice rest" showsPlans={!errorShowsPlans} />
              ) : (
                !situation && <p className="mt-3 text-sm text-indigo-200/90">{SELECT_A_SITUATION}</p>
              )
            }
          />

          {needsHelp ? (
            <div className="mt-6 w-full">
              <SafetyNotice kind={needsHelp} />
            </div>
          ) : (
            error && (
              <p
                role="alert"
                className="mt-6 w-full rounded-xl border border-rose-400/50 bg-rose-950/70 px-4 py-3 text-center text-rose-100"
              >
                {error}
                {errorShowsPlans && (
                  <>
                    {" "}
                    <PlansLink />
                  </>
                )}
              </p>
            )
          )}

          <div className="mt-10 w-full">
            {outcome ? (
              <>
                <ReadingPanel
                  situationLabel={SITUATION_LABELS[situation!]}
                  roll={outcome.roll}
                  interpretation={interpretationFor(outcome.reading, situation)}
                  reading={outcome.reading}
                  question={outcome.question}
                  source={outcome.source}
                  footer={
                    outcome.fairness && (
                      <p className="mt-6 border-t border-white/10 pt-4 text-center text-sm">
                        <a
                          href={fairnessPageHref({ dice: outcome.roll, fairness: outcome.fairness })}
                          target="_blank"
                          rel="noopener"
                          className="inline-flex items-center gap-1.5 text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
                        >
                          <ShieldCheck aria-hidden className="size-4" />
                          Verify these dice
                        </a>
                      </p>
                    )
                  }
                />
                <Suspense fallback={null}>
                  <DiceFinale
                    outcome={outcome}
                    situation={situation!}
                    enhancement={enhancement}
                    author={enhancementStream.author}
                    isEnhancing={isEnhancing}
                    hasEnhancedText={hasEnhancedText}
                    onEnhance={(castId) => void enhancementStream.start(castId)}
                    onDismissRewards={() => dispatch({ type: "rewardsDismissed" })}
                  />
                </Suspense>
              </>
            ) : (
              !isCasting && (
                <div className="card mx-auto max-w-2xl p-6 text-center text-indigo-100/85">
                  {situation ? "Focus on your question and cast the dice." : "Your reading will appear here."}
                </div>
              )
            )}
          </div>
        </div>
      </section>
    </>
  );
}
