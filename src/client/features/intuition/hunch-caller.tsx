import { Sparkles } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useFocusOnArrival } from "../../lib/use-focus-on-arrival";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import type { IntuitionResult } from "../../../shared/api/intuition";
import type { IntuitionRequest } from "../../../shared/oracles/intuition";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import type { Seal } from "../../oracles/kit/run-reading";
import { newClientSeed, useCommitment } from "../../oracles/kit/use-commitment";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { CalibrationChart } from "./calibration-chart";
import { HunchActions } from "./hunch-actions";
import { FIRST_CHOICE, HunchPicker, type HunchChoice } from "./hunch-picker";
import { HunchResult } from "./hunch-result";
import { LifeHunches } from "./life-hunches";
import { sendHunch } from "./use-intuition";

const words = INTUITION_PAGE_WORDS.form;

type Phase =
  | { name: "idle"; failure: ReadingFailure | null }
  | { name: "drawing" }
  | { name: "drawn"; result: IntuitionResult; isCelebrating: boolean };

/**
 * The signed-in part of /ai-intuition: call a hunch and its confidence, then one fair draw (sealed by the
 * server's commitment and the browser's seed) settles it; the result takes the focus, with its share card,
 * its /fairness check and the way to the journal. Below, the calibration chart and the real-life hunches.
 */
export default function HunchCaller() {
  const [choice, setChoice] = useState<HunchChoice>(FIRST_CHOICE);
  const [phase, setPhase] = useState<Phase>({ name: "idle", failure: null });
  const commitment = useCommitment();
  const mutation = useReadingMutation(
    ({ request, seal }: { request: IntuitionRequest; seal?: Seal<IntuitionRequest> }) => sendHunch(request, seal),
  );
  const lastToken = useRef(0);
  const isDrawing = phase.name === "drawing";

  async function call(event: FormEvent) {
    event.preventDefault();
    const token = ++lastToken.current;
    setPhase({ name: "drawing" });
    const clientSeed = newClientSeed();
    const seal: Seal<IntuitionRequest> = async (options) => {
      const taken = await commitment.take(options);
      return taken ? { commitmentId: taken.commitmentId, clientSeed } : null;
    };
    let next: Phase;
    try {
      const result = await mutation.mutateAsync({
        request: { hunch: choice.hunch, confidence: choice.confidence },
        seal,
      });
      next = { name: "drawn", result, isCelebrating: true };
    } catch (failure) {
      next = { name: "idle", failure: describeFailure(failure) };
    }
    if (token !== lastToken.current) return;
    setPhase(next);
  }

  const failure = phase.name === "idle" ? phase.failure : null;
  const result = phase.name === "drawn" ? phase.result : null;
  const resultRef = useFocusOnArrival<HTMLDivElement>(result);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-8 px-4 pt-10 pb-8 sm:px-6">
      <section aria-labelledby="hunch-form-title" className="min-w-0">
        <h2 id="hunch-form-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          {words.title}
        </h2>
        <p className="mt-2 text-center text-sm text-indigo-100/90">{words.lead}</p>
        <form onSubmit={(event) => void call(event)} className="card mt-6 grid min-w-0 gap-4 p-6">
          <HunchPicker choice={choice} onChange={setChoice} />
          <button type="submit" className="btn-primary px-6 py-3" disabled={isDrawing}>
            <Sparkles aria-hidden className="size-5" />
            {isDrawing ? words.drawingLabel : words.drawLabel}
          </button>
        </form>
        <div className="flex justify-center">
          <FailureNotice failure={failure} />
        </div>
        {result && (
          <div
            ref={resultRef}
            tabIndex={-1}
            aria-labelledby="hunch-result-title"
            className="card mt-6 min-w-0 p-6 outline-none sm:p-8"
            data-testid="hunch-result"
          >
            <h2 id="hunch-result-title" className="sr-only">
              {words.resultTitle}
            </h2>
            {phase.name === "drawn" && phase.isCelebrating && (
              <CastCelebration
                rewards={result.rewards}
                onDismiss={() => setPhase({ ...phase, isCelebrating: false })}
              />
            )}
            <HunchResult result={result} />
            <HunchActions hunch={result} showsHistory />
          </div>
        )}
      </section>
      <CalibrationChart />
      <LifeHunches />
    </div>
  );
}
