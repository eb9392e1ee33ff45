import { CircleAlert, LoaderCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NEWSLETTER_INPUT_ID } from "../../components/layout/newsletter-form";
import type { TokenActionState } from "./use-token-action";

interface NewsletterResultProps {
  state: TokenActionState;
  pendingTitle: string;
  success: { icon: LucideIcon; title: string; body: ReactNode };
  /** The server's message shows first; `hint` says what to do next, `actions` are the buttons below it. */
  error: { title: string; hint: ReactNode; actions: ReactNode };
}

/** The page a newsletter mail's link opens: pending while the token is posted, then the outcome. */
export function NewsletterResult({ state, pendingTitle, success, error }: NewsletterResultProps) {
  const SuccessIcon = success.icon;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 sm:px-6 sm:py-28">
      <div aria-live="polite" className="card px-6 py-10 text-center sm:px-10">
        {state.status === "pending" && (
          <>
            <LoaderCircle aria-hidden className="mx-auto size-11 animate-spin text-gold-300" />
            <h1 className="mt-6 text-2xl text-gold-100 sm:text-3xl">{pendingTitle}</h1>
          </>
        )}
        {state.status === "success" && (
          <div className="animate-[celebrate_0.5s_ease-out]">
            <SuccessIcon aria-hidden className="mx-auto size-11 text-gold-300" />
            <h1 className="mt-6 text-2xl text-gold-100 sm:text-3xl">{success.title}</h1>
            <div className="mt-4 space-y-3 leading-relaxed text-indigo-100/90">{success.body}</div>
          </div>
        )}
        {state.status === "error" && (
          <>
            <CircleAlert aria-hidden className="mx-auto size-11 text-rose-300" />
            <h1 className="mt-6 text-2xl text-gold-100 sm:text-3xl">{error.title}</h1>
            <p role="alert" className="mt-4 text-rose-200">
              {state.message}
            </p>
            <div className="mt-3 leading-relaxed text-indigo-100/90">{error.hint}</div>
            <div className="mt-8 flex flex-wrap justify-center gap-3">{error.actions}</div>
          </>
        )}
      </div>
    </section>
  );
}

/** Brings the footer's newsletter field into view and focuses it. */
export function NewsletterFormButton({ className = "btn-primary" }: { className?: string }) {
  function onClick() {
    const input = document.getElementById(NEWSLETTER_INPUT_ID);
    if (!input) return;
    input.scrollIntoView({ behavior: "smooth", block: "center" });
    input.focus({ preventScroll: true });
  }
  return (
    <button type="button" className={className} onClick={onClick}>
      Go to the newsletter form
    </button>
  );
}
