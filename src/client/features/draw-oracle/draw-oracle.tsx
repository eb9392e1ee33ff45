import { Hand } from "lucide-react";
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from "react";
import { OWN_DECK_WORDS } from "../../../../content/journal/patterns";
import { positionWords, spreadWords } from "../../../../content/draws/spreads";
import { planOpensSpread, planTerms } from "../../../shared/billing";
import { ENHANCING_OVERLAY_MIN_MS } from "../../../shared/oracle";
import { spreadPositions, spreadSize, THREE_CARD_VARIANTS, type Spread } from "../../../shared/draws/spreads";
import { useMinimumDuration } from "../../lib/use-minimum-duration";
import { usePreloadWhenIdle } from "../../lib/use-preload-when-idle";
import { useProfile } from "../../lib/use-profile";
import { DailyCapNotice } from "../../oracles/kit/daily-cap-notice";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import { EnhancingOverlay } from "../../oracles/kit/enhancing-overlay";
import { SituationPicker } from "../../oracles/kit/situation-picker";
import { newClientSeed, useCommitment } from "../../oracles/kit/use-commitment";
import { useEnhancementStream } from "../../oracles/kit/use-enhancement";
import { DrawForm } from "./draw-form";
import { describeDraw, drawReducer, initialDrawState } from "./draw-machine";
import { DrawnItems } from "./drawn-items";
import type { OracleKind } from "./oracle-kinds";
import { SpreadBoard } from "./spread-board";
import type { LaidItem } from "./own-deck-form";
import { SpreadPicker } from "./spread-picker";
import type { DrawRequest } from "../../../shared/api/draws";
import type { Seal } from "../../oracles/kit/run-reading";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { runDraw, sendDraw } from "./use-draw";
import { lockedSpreadFailure, SELECT_A_SITUATION } from "../../oracles/kit/describe-failure";

/** The pause before each item turns face up, and before the first. */
const TURN_MS = 650;
const FIRST_TURN_MS = 350;

/** The form for a spread from the seeker's own deck: loaded when its disclosure first opens. */
const OwnDeckForm = lazy(() => import("./own-deck-form"));

/**
 * What shows once every item lies face up, in its own chunk: asked for when the page is first idle and
 * again as the seeker draws, so it is there before the last item turns.
 */
const loadFinale = () => import("./draw-finale");
const DrawFinale = lazy(() => loadFinale().then((module) => ({ default: module.DrawFinale })));

const isMotionReduced = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Brings the laid spread to the top of the screen when it arrives low on it or below the fold. */
function revealBoard() {
  const board = document.getElementById("draw-board");
  if (!board) return;
  const { top } = board.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight * 0.4) return;
  board.scrollIntoView({ behavior: isMotionReduced() ? "auto" : "smooth", block: "start" });
}

/**
 * The drawing oracle of Tarot or Runes (what differs is `kind`): choose the spread, its variant, the
 * situation and a question, draw, watch the items turn over in their places and read them; then enhance,
 * download, share or verify. Its state is one reducer (`draw-machine.ts`).
 */
export function DrawOracle({ kind }: { kind: OracleKind }) {
  const [state, dispatch] = useReducer(drawReducer, kind.spreads[0]!, initialDrawState);
  const { spread, variant, situation } = state;
  const view = describeDraw(state);
  const { draw, turned, enhancement } = view;
  const enhancementStream = useEnhancementStream(dispatch);
  const isOverlayShown = useMinimumDuration(enhancement.status === "waiting", ENHANCING_OVERLAY_MIN_MS);
  const drawMutation = useReadingMutation(({ request, seal }: { request: DrawRequest; seal?: Seal<DrawRequest> }) =>
    sendDraw(request, seal),
  );
  const commitment = useCommitment();
  const profile = useProfile().data;
  const daily = profile?.daily;
  const isDailyCapReached = daily !== undefined && daily.remaining === 0;
  const plan = profile ? planTerms(profile.plan.level) : null;
  const isLocked = (option: Spread) => plan !== null && !planOpensSpread(plan, spreadSize(option));
  const lastToken = useRef(0);
  const [isOwnDeckOpen, setOwnDeckOpen] = useState(false);

  useEffect(() => {
    if (!draw || turned >= draw.items.length) return;
    if (isMotionReduced()) return dispatch({ type: "itemTurned", drawId: draw.id, all: true });
    const timer = setTimeout(() => dispatch({ type: "itemTurned", drawId: draw.id }), turned ? TURN_MS : FIRST_TURN_MS);
    return () => clearTimeout(timer);
  }, [draw, turned]);
  usePreloadWhenIdle(loadFinale);
  useEffect(() => {
    if (draw) revealBoard();
  }, [draw?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Draws the spread, or (`ownItems`) reads the items the seeker laid from their own deck, unsealed. */
  function onDraw(question: string | undefined, ownItems?: LaidItem[]) {
    const spreadName = spreadWords(spread).name;
    if (!situation)
      return dispatch({ type: "drawRefused", failure: { message: SELECT_A_SITUATION, showsPlans: false } });
    if (isLocked(spread)) return dispatch({ type: "drawRefused", failure: lockedSpreadFailure(spreadName) });
    enhancementStream.abort();
    void loadFinale();
    void runDraw({
      token: ++lastToken.current,
      request: {
        tool: kind.tool,
        spread,
        situation,
        ...(spread === "three-card" ? { variant } : {}),
        ...(question ? { question } : {}),
        ...(ownItems ? { source: "physical" as const, items: ownItems } : {}),
      },
      spreadName,
      clientSeed: newClientSeed(),
      dispatch,
      send: (request, seal) => drawMutation.mutateAsync({ request, seal }),
      takeCommitment: (options) => (ownItems ? Promise.resolve(null) : commitment.take(options)),
    });
  }

  const { words } = kind;
  const { failure, isDrawing } = view;
  return (
    <>
      {isOverlayShown && <EnhancingOverlay author={enhancementStream.author} />}
      <section
        aria-labelledby="oracle-title"
        className="mx-auto flex max-w-5xl flex-col items-center px-4 pb-16 sm:px-6"
      >
        <h2 id="oracle-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          {words.oracleTitle}
        </h2>
        <p className="mt-2 text-center text-indigo-100/90">{words.oracleLead}</p>

        <div className="mt-6 w-full">
          <SpreadPicker
            kind={kind}
            spread={spread}
            variant={variant}
            isLocked={isLocked}
            isDisabled={isDrawing}
            onChoose={(next) => dispatch({ type: "spreadChosen", spread: next })}
          />
        </div>
        {spread === "three-card" && (
          <div role="group" aria-label="The three cards read as" className="mt-4 flex flex-wrap justify-center gap-2">
            {THREE_CARD_VARIANTS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={variant === option}
                disabled={isDrawing}
                onClick={() => dispatch({ type: "variantChosen", variant: option })}
                className={`rounded-full border px-4 py-1.5 text-sm transition ${
                  variant === option
                    ? "border-gold-300 bg-gold-300/15 text-gold-100"
                    : "border-white/20 text-indigo-100 hover:border-gold-300/60"
                }`}
              >
                {spreadPositions("three-card", option)
                  .map((position) => positionWords(position).label)
                  .join(" · ")}
              </button>
            ))}
          </div>
        )}
        <SituationPicker
          situation={situation}
          isDisabled={isDrawing}
          onChoose={(next) => dispatch({ type: "situationChosen", situation: next })}
          className="mt-6"
        />
        <DrawForm
          questionLabel={words.questionLabel}
          buttonLabel={isDrawing ? words.drawingLabel : words.drawLabel}
          isDisabled={isDrawing || !situation || isDailyCapReached}
          describedBy={isDailyCapReached ? "daily-cap-reached" : undefined}
          onDraw={onDraw}
          notice={
            isDailyCapReached && !isDrawing ? (
              <DailyCapNotice
                resetsAt={daily.resetsAt}
                restingLabel={kind.restingLabel}
                showsPlans={!failure?.showsPlans}
              />
            ) : (
              !situation && <p className="mt-3 text-sm text-indigo-200/90">{SELECT_A_SITUATION}</p>
            )
          }
        />
        <details
          className="group mt-5 w-full max-w-md"
          data-testid="own-deck"
          onToggle={(event) => setOwnDeckOpen(event.currentTarget.open)}
        >
          <summary className="mx-auto flex w-fit cursor-pointer list-none items-center gap-2 rounded-full px-3 py-1.5 text-sm text-indigo-200/90 hover:text-gold-200 [&::-webkit-details-marker]:hidden">
            <Hand aria-hidden className="size-4" />
            <span className="underline decoration-indigo-300/40 underline-offset-4 group-open:decoration-gold-300/70">
              {OWN_DECK_WORDS.summary[kind.tool]}
            </span>
          </summary>
          {isOwnDeckOpen && (
            <Suspense fallback={<p className="mt-3 text-center text-sm text-indigo-200/90">…</p>}>
              <OwnDeckForm
                kind={kind}
                spread={spread}
                variant={variant}
                isDisabled={isDrawing || !situation || isDailyCapReached}
                onSubmit={(items, question) => onDraw(question, items)}
              />
            </Suspense>
          )}
        </details>
        <FailureNotice failure={failure} />

        <div id="draw-board" className="mt-10 w-full scroll-mt-24" aria-busy={isDrawing}>
          {draw ? (
            <>
              <SpreadBoard kind={kind} spread={draw.spread} items={draw.items} turned={turned} />
              <div className="mt-10">
                <DrawnItems kind={kind} draw={draw} turned={turned} />
              </div>
              {view.isFullyTurned && (
                <Suspense fallback={null}>
                  <DrawFinale
                    kind={kind}
                    draw={draw}
                    rewards={view.rewards}
                    enhancement={enhancement}
                    hasEnhancedText={view.hasEnhancedText}
                    isEnhancing={view.isEnhancing}
                    author={enhancementStream.author}
                    onDismissRewards={() => dispatch({ type: "rewardsDismissed" })}
                    onEnhance={() => void enhancementStream.start(draw.id)}
                  />
                </Suspense>
              )}
            </>
          ) : (
            <div className="card mx-auto max-w-2xl p-6 text-center text-indigo-100/85">
              {isDrawing ? words.drawingLabel : words.emptyReading}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
