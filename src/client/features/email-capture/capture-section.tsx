import { LoaderCircle, MailCheck, Sparkles, WandSparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { lazyResolver } from "../../lib/lazy-resolver";
import { submitEmailCapture } from "./capture-flow";
import type { CaptureRequest, CaptureValues } from "./capture-form-schema";
import { captureSenders } from "./capture-senders";

/** The capture card's progress bar is fixed at 80. */
const CAPTURE_PROGRESS = 80;

const resolver = lazyResolver(() => import("./capture-form-schema").then((schema) => schema.captureResolver));

type CaptureResult = { status: "success"; hasNewsletter: boolean } | { status: "error"; message: string } | null;

/**
 * The card itself, loaded only for a visitor who will see it: its form library stays out of the home
 * page's first load.
 */
export default function CaptureSection({ isLeaving, onSkip }: { isLeaving: boolean; onSkip: () => void }) {
  const titleId = useId();
  const progressLabelId = useId();
  return (
    // The grid row folds from 1fr to 0fr, so the content below slides up instead of jumping.
    <section
      aria-labelledby={titleId}
      inert={isLeaving}
      className={`grid transition-[grid-template-rows,opacity,scale] duration-500 ease-out ${
        isLeaving ? "pointer-events-none grid-rows-[0fr] scale-[0.98] opacity-0" : "grid-rows-[1fr]"
      }`}
    >
      <div className={`min-h-0 ${isLeaving ? "overflow-hidden" : ""}`}>
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
          <div className="relative animate-[celebrate_0.6s_ease-out] rounded-3xl bg-gradient-to-br from-violet-500/80 via-fuchsia-400/35 to-gold-300/80 p-px shadow-[0_0_80px_-24px_rgb(139_92_246/0.8)]">
            <div className="relative overflow-hidden rounded-[calc(1.5rem-1px)] bg-night-800/95 px-5 py-8 sm:px-10 sm:py-10">
              <div
                aria-hidden
                className="pointer-events-none absolute -top-28 -right-20 size-72 rounded-full bg-violet-500/25 blur-3xl"
              />
              <div
                aria-hidden
                className="pointer-events-none absolute -bottom-32 -left-24 size-72 rounded-full bg-gold-300/10 blur-3xl"
              />
              <div className="relative grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-12">
                <div>
                  <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
                    <Sparkles aria-hidden className="size-4" /> One step remains
                  </p>
                  <h2 id={titleId} className="mt-3 text-2xl leading-tight text-gold-100 sm:text-3xl">
                    Your destiny is almost revealed!
                  </h2>
                  <p className="mt-3 leading-relaxed text-indigo-100/90">
                    Leave your e-mail and we will send you a magic sign-in link, no password needed. Your readings,
                    karma and achievements will be waiting on the other side.
                  </p>
                  <div className="mt-6">
                    <div className="flex items-baseline justify-between text-sm">
                      <span id={progressLabelId} className="text-indigo-100/90">
                        Destiny revealed
                      </span>
                      <span aria-hidden className="font-display text-gold-200">
                        {CAPTURE_PROGRESS}%
                      </span>
                    </div>
                    <div
                      role="progressbar"
                      aria-labelledby={progressLabelId}
                      aria-valuenow={CAPTURE_PROGRESS}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      className="mt-2 h-2.5 rounded-full bg-white/10"
                    >
                      <div
                        className="h-full rounded-full bg-gradient-to-r from-violet-500 via-fuchsia-400 to-gold-300 shadow-[0_0_14px_rgb(232_193_112/0.55)]"
                        style={{ width: `${CAPTURE_PROGRESS}%` }}
                      />
                    </div>
                  </div>
                </div>
                <CaptureForm onSkip={onSkip} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

function CaptureForm({ onSkip }: { onSkip: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CaptureValues>({ resolver, defaultValues: { email: "", newsletter: false } });
  const [result, setResult] = useState<CaptureResult>(null);
  const linkSentTo = useRef<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The disabled form drops focus; hand it to the message that replaced the button's purpose.
    if (result?.status === "success") successRef.current?.focus();
  }, [result?.status]);

  async function onValid({ email, newsletter }: CaptureRequest) {
    setResult(null);
    const outcome = await submitEmailCapture(
      { email, wantsNewsletter: newsletter, linkSentTo: linkSentTo.current },
      captureSenders,
    );
    linkSentTo.current = outcome.linkSentTo;
    setResult(
      outcome.status === "success"
        ? { status: "success", hasNewsletter: newsletter }
        : { status: "error", message: outcome.message },
    );
  }

  return (
    <form onFocus={resolver.preload} onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting || result?.status === "success"} className="min-w-0 space-y-4">
        <EmailField {...register("email")} error={errors.email?.message} />
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-white/10 bg-white/[0.03] p-3 text-sm leading-snug text-indigo-100/90 transition hover:border-gold-300/40">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-gold-300"
            {...register("newsletter")}
          />
          <span>Send me the Mystic Dice newsletter (new readings, guides and rituals)</span>
        </label>
        <SubmitButton
          className="btn-primary w-full py-3.5"
          isPending={isSubmitting}
          pendingLabel={
            <>
              <LoaderCircle aria-hidden className="size-5 animate-spin" /> Sending your link…
            </>
          }
        >
          <WandSparkles aria-hidden className="size-5" /> Reveal My Destiny
        </SubmitButton>
        <button
          type="button"
          onClick={onSkip}
          className="w-full rounded-full px-4 py-2 text-sm text-indigo-200/85 transition hover:text-gold-200 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Skip &amp; Remain in the Unknown
        </button>
      </fieldset>
      <div aria-live="polite" className="mt-3 text-sm">
        {result?.status === "error" && (
          <p role="alert" className="rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-rose-200">
            {result.message}
          </p>
        )}
        {result?.status === "success" && (
          <div
            ref={successRef}
            role="status"
            tabIndex={-1}
            className="animate-[celebrate_0.5s_ease-out] rounded-xl border border-gold-300/40 bg-gold-300/10 px-4 py-3"
          >
            <p className="flex items-center gap-2 font-display text-base text-gold-100">
              <MailCheck aria-hidden className="size-5 shrink-0 text-gold-300" />
              Welcome to your mystical journey!
            </p>
            <p className="mt-1 text-indigo-100/90">Check your email for login instructions.</p>
            {result.hasNewsletter && (
              <p className="mt-1 text-indigo-200/85">
                A second letter asks you to confirm your newsletter subscription.
              </p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
