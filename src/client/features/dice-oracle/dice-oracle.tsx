import { Download, Sparkles, WandSparkles } from "lucide-react";
import { useEffect, useReducer, useRef } from "react";
import { CAST_ANIMATION_MS, CAST_ANIMATION_TICK_MS, formatDice } from "../../../shared/dice";
import { ENHANCING_OVERLAY_MIN_MS } from "../../../shared/oracle";
import { interpretationFor, SITUATION_LABELS, SITUATIONS, type Situation } from "../../../shared/situations";
import financesBackground from "../../assets/situations/finances.svg";
import guidanceBackground from "../../assets/situations/guidance.svg";
import relationshipsBackground from "../../assets/situations/relationships.svg";
import { formatRelativeToNow, formatResetTime } from "../../lib/format";
import { useMinimumDuration } from "../../lib/use-minimum-duration";
import { useProfile } from "../../lib/use-profile";
import { describeCastFailure, randomFace, useCastDice } from "./cast-dice";
import { CastCelebration } from "./cast-celebration";
import { DiceFace } from "./dice-face";
import { downloadFileName, downloadText, saveTextFile } from "./download-reading";
import { EnhancedText } from "./enhanced-text";
import { EnhancementAuthor } from "./enhancement-author";
import { EnhancingOverlay } from "./enhancing-overlay";
import { describeOracle, initialOracleState, oracleReducer } from "./oracle-machine";
import { useEnhancementStream } from "./use-enhancement";
import { ReadingPanel } from "./reading-panel";

const BACKGROUNDS: Record<Situation, string> = {
  guidance: guidanceBackground,
  finances: financesBackground,
  relationships: relationshipsBackground,
};

/** Shown under the cast button until a situation is chosen, and as the error of a cast without one. */
const SELECT_A_SITUATION = "Please select a situation";

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * The Dice Oracle screen (docs/product.md, 'The cast' and 'Enhanced readings'). Its state is one reducer
 * (`oracle-machine.ts`); this component runs the animation and the requests and reports to it.
 */
export function DiceOracle() {
  const [state, dispatch] = useReducer(oracleReducer, initialOracleState);
  const { situation, dice, lastRoll } = state;
  const { isRolling, isCasting, error, outcome, enhancement, isEnhancing, hasEnhancedText } = describeOracle(state);
  const enhancementStream = useEnhancementStream(dispatch);
  const isOverlayShown = useMinimumDuration(enhancement.status === "waiting", ENHANCING_OVERLAY_MIN_MS);
  const castDice = useCastDice();
  const daily = useProfile().data?.daily;
  const isDailyCapReached = daily !== undefined && daily.remaining === 0;
  const readingKey = outcome ? `${outcome.castId ?? "fallback"}:${formatDice(outcome.roll)}` : null;
  useEffect(() => {
    if (readingKey) revealReading();
  }, [readingKey]);
  const lastCastToken = useRef(0);
  const animationTimer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(animationTimer.current), []);

  function onChooseSituation(next: Situation) {
    clearInterval(animationTimer.current);
    enhancementStream.abort();
    dispatch({ type: "situationChosen", situation: next });
  }

  async function onCast() {
    if (!situation) {
      dispatch({ type: "castRefused", message: SELECT_A_SITUATION });
      return;
    }
    const token = ++lastCastToken.current;
    enhancementStream.abort();
    dispatch({ type: "castStarted", token });
    const timer = setInterval(
      () =>
        dispatch({ type: "diceTumbled", token, dice: { red: randomFace(), white: randomFace(), green: randomFace() } }),
      CAST_ANIMATION_TICK_MS,
    );
    animationTimer.current = timer;
    const request = castDice.mutateAsync({ situation, ...(lastRoll ? { avoid: formatDice(lastRoll) } : {}) });
    // The answer is read after the animation; until then a fast failure must not count as unhandled.
    request.catch(() => {});
    await delay(CAST_ANIMATION_MS);
    clearInterval(timer);
    dispatch({ type: "rollEnded", token });
    try {
      const cast = await request;
      dispatch({
        type: "castAnswered",
        token,
        outcome: { castId: cast.id, reading: cast.reading, roll: cast.dice, isFallback: false, rewards: cast.rewards },
      });
    } catch (failure) {
      const described = describeCastFailure(failure, lastRoll);
      dispatch(
        described.kind === "fallback"
          ? {
              type: "castAnswered",
              token,
              outcome: {
                castId: null,
                reading: described.reading,
                roll: described.roll,
                isFallback: true,
                rewards: null,
              },
            }
          : { type: "castFailed", token, message: described.message },
      );
    }
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

          <div role="group" aria-label="Situation" className="mt-8 flex flex-wrap justify-center gap-3">
            {SITUATIONS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={situation === option}
                disabled={isRolling}
                onClick={() => onChooseSituation(option)}
                className={`rounded-full border px-5 py-2.5 font-semibold transition disabled:opacity-60 ${
                  situation === option
                    ? "border-gold-300 bg-gold-300/20 text-gold-100 shadow-[0_0_24px_-6px_rgb(232_193_112_/_0.7)]"
                    : "border-white/20 bg-night-900/60 text-indigo-100 hover:border-gold-300/60"
                }`}
              >
                {SITUATION_LABELS[option]}
              </button>
            ))}
          </div>

          <div className="mt-10 flex items-end justify-center gap-5 sm:gap-8" aria-live="polite" aria-busy={isRolling}>
            <DiceFace color="red" value={dice.red} isRolling={isRolling} />
            <DiceFace color="white" value={dice.white} isRolling={isRolling} />
            <DiceFace color="green" value={dice.green} isRolling={isRolling} />
          </div>

          <button
            type="button"
            className="btn-primary mt-10 px-8 py-4 text-lg"
            disabled={isCastDisabled}
            aria-describedby={isDailyCapReached ? "daily-cap-reached" : undefined}
            onClick={onCast}
          >
            <Sparkles aria-hidden className="size-5" />
            {isRolling ? "The dice are rolling…" : isCasting ? "Reading the dice…" : "Cast the Mystical Dice"}
          </button>
          {isDailyCapReached && !isCasting ? (
            <p id="daily-cap-reached" className="mt-3 max-w-md text-center text-sm text-gold-200">
              You have used today's readings. The dice rest until{" "}
              <time dateTime={daily.resetsAt} className="font-semibold">
                {formatResetTime(daily.resetsAt)}
              </time>{" "}
              ({formatRelativeToNow(daily.resetsAt)}).
            </p>
          ) : (
            !situation && <p className="mt-3 text-sm text-indigo-200/90">{SELECT_A_SITUATION}</p>
          )}

          {error && (
            <p
              role="alert"
              className="mt-6 w-full rounded-xl border border-rose-400/50 bg-rose-950/70 px-4 py-3 text-center text-rose-100"
            >
              {error}
            </p>
          )}

          <div className="mt-10 w-full">
            {outcome ? (
              <>
                <ReadingPanel
                  situationLabel={SITUATION_LABELS[situation!]}
                  roll={outcome.roll}
                  interpretation={interpretationFor(outcome.reading, situation)}
                  reading={outcome.reading}
                />
                {outcome.rewards && (
                  <CastCelebration rewards={outcome.rewards} onDismiss={() => dispatch({ type: "rewardsDismissed" })} />
                )}
                <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
                  <button
                    type="button"
                    className="btn-ghost"
                    disabled={!outcome.castId || isEnhancing}
                    onClick={() => void enhancementStream.start(outcome.castId!)}
                  >
                    <WandSparkles aria-hidden className="size-4" />
                    {isEnhancing ? "Enhancing…" : "Enhance Reading"}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost"
                    disabled={!hasEnhancedText}
                    onClick={() => {
                      const now = new Date();
                      saveTextFile(
                        downloadFileName(now),
                        downloadText({
                          date: now,
                          situationLabel: SITUATION_LABELS[situation!],
                          roll: outcome.roll,
                          enhancedText: enhancement.text,
                          author: enhancementStream.author,
                          reading: outcome.reading,
                        }),
                      );
                    }}
                  >
                    <Download aria-hidden className="size-4" />
                    Download Reading
                  </button>
                </div>
                {enhancement.status === "error" && (
                  <p
                    role="alert"
                    className="mt-6 rounded-xl border border-rose-400/50 bg-rose-950/70 px-4 py-3 text-center text-rose-100"
                  >
                    {enhancement.error}
                  </p>
                )}
                {enhancement.text && (
                  <article
                    aria-labelledby="enhanced-title"
                    aria-busy={enhancement.status === "streaming"}
                    data-testid="enhanced-reading"
                    className="card mx-auto mt-6 max-w-2xl border-violet-300/30 p-6 sm:p-8"
                  >
                    <h2 id="enhanced-title" className="text-2xl text-gold-100">
                      The Oracle Speaks
                    </h2>
                    {enhancementStream.author && (
                      <EnhancementAuthor author={enhancementStream.author} className="mt-2" />
                    )}
                    <EnhancedText text={enhancement.text} className="mt-4 text-indigo-50" testId="enhanced-text" />
                  </article>
                )}
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
