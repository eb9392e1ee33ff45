import { History, ShieldCheck, WandSparkles } from "lucide-react";
import { useId, useReducer, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { COMPASS_PAGE_WORDS } from "../../../../content/compass/page";
import type { CompassResult } from "../../../shared/api/compass";
import type { CompassDecision } from "../../../shared/compass/compass-rule";
import { perspectiveKey } from "../../../shared/compass/perspective-rule";
import { answerFairnessPageHref } from "../../../shared/fairness";
import type { CompassRequest } from "../../../shared/oracles/compass";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { EnhancedReading } from "../../oracles/kit/enhanced-reading";
import { describeEnhancement, NO_ENHANCEMENT, nextEnhancement } from "../../oracles/kit/enhancement-state";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import type { Seal } from "../../oracles/kit/run-reading";
import { newClientSeed, useCommitment } from "../../oracles/kit/use-commitment";
import { useEnhancementStream } from "../../oracles/kit/use-enhancement";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { ShareActions } from "../sharing/share-actions";
import { PerspectiveCard } from "./perspective-card";
import { sendDecision } from "./use-compass";

const words = COMPASS_PAGE_WORDS.page;
const LINK_CLASS = "inline-flex items-center gap-1.5 text-gold-200 underline underline-offset-4";
const PERSPECTIVES = ["none", "tarot", "runes"] as const;
type Perspective = (typeof PERSPECTIVES)[number];

/**
 * The signed-in seeker's part of /success-predictor, under a result: choose a perspective (none, a tarot
 * card or a rune, drawn on a fairness commitment when saved), save the decision to the journal, then the
 * drawn card or rune, a reflection, share and verify.
 */
export default function CompassSave({ decision }: { decision: CompassDecision & { question: string } }) {
  const id = useId();
  const [perspective, setPerspective] = useState<Perspective>("none");
  const [saved, setSaved] = useState<CompassResult | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const [failure, setFailure] = useState<ReadingFailure | null>(null);
  const [enhancement, dispatch] = useReducer(nextEnhancement, NO_ENHANCEMENT);
  const stream = useEnhancementStream(dispatch);
  const commitment = useCommitment();
  const save = useReadingMutation(({ request, seal }: { request: CompassRequest; seal?: Seal<CompassRequest> }) =>
    sendDecision(request, seal),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { question, options, values, scores, regret, coin } = decision;
    const clientSeed = newClientSeed();
    const seal: Seal<CompassRequest> | undefined =
      perspective === "none"
        ? undefined
        : async (options) => {
            const taken = await commitment.take(options);
            return taken ? { commitmentId: taken.commitmentId, clientSeed } : null;
          };
    save.mutate(
      {
        request: {
          question,
          options: [...options],
          values: values.map((value) => ({ ...value })),
          scores: scores.map((row) => [...row]),
          regret,
          coin,
          perspective,
        },
        seal,
      },
      {
        onSuccess: (result) => {
          setSaved(result);
          setCelebrating(true);
        },
        onError: (error) => setFailure(describeFailure(error)),
      },
    );
  }

  const { isEnhancing } = describeEnhancement(enhancement);
  return (
    <section aria-labelledby={`${id}-save`} className="card mx-auto mt-8 max-w-2xl min-w-0 p-6 text-center sm:p-8">
      <h2 id={`${id}-save`} className="text-2xl text-gold-100">
        {words.saveTitle}
      </h2>
      <p className="mt-2 text-indigo-100/90">{words.saveText}</p>
      {saved ? (
        <div data-testid="compass-saved" className="mt-5 grid gap-4">
          {celebrating && <CastCelebration rewards={saved.rewards} onDismiss={() => setCelebrating(false)} />}
          <p role="status" className="font-semibold text-emerald-200">
            {words.savedLabel}
          </p>
          {saved.perspective && <PerspectiveCard perspective={saved.perspective} note={saved.perspectiveNote} />}
          <div className="flex flex-wrap items-center justify-center gap-3">
            <button
              type="button"
              className="btn-ghost"
              disabled={isEnhancing}
              onClick={() => void stream.start(saved.id)}
            >
              <WandSparkles aria-hidden className="size-4" />
              {isEnhancing ? words.enhancingLabel : words.enhanceLabel}
            </button>
            <ShareActions castId={saved.id} shareUrl={saved.shareUrl} />
          </div>
          <EnhancedReading enhancement={enhancement} author={stream.author} />
          <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {saved.perspective && saved.fairness && (
              <a
                href={answerFairnessPageHref({
                  tool: "compass",
                  answer: perspectiveKey(saved.perspective.deck, saved.perspective),
                  fairness: saved.fairness,
                })}
                target="_blank"
                rel="noopener"
                className={LINK_CLASS}
              >
                <ShieldCheck aria-hidden className="size-4" />
                {words.verifyLabel}
              </a>
            )}
            <Link to="/dashboard" className={LINK_CLASS}>
              <History aria-hidden className="size-4" />
              {words.historyLabel}
            </Link>
          </p>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-5 grid gap-4 text-left">
          <fieldset>
            <legend className="font-semibold text-gold-200">{words.perspectiveLegend}</legend>
            <p id={`${id}-perspective-hint`} className="mt-1 text-sm text-indigo-100/90">
              {words.perspectiveHint}
            </p>
            <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
              {PERSPECTIVES.map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-white/20 px-3 py-2 text-center text-indigo-50 has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300/20 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300"
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-perspective`}
                    aria-describedby={`${id}-perspective-hint`}
                    checked={perspective === choice}
                    onChange={() => setPerspective(choice)}
                  />
                  {words.perspectiveChoices[choice]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="text-center">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? words.savingLabel : words.saveLabel}
            </button>
          </div>
        </form>
      )}
      <div className="flex justify-center">
        <FailureNotice failure={failure} />
      </div>
    </section>
  );
}
