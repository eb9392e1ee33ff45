import { useState, type FormEvent } from "react";
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from "../../../shared/newsletter";
import { apiFetch } from "../../lib/api-client";
import { FormFeedback, type Feedback } from "../ui/form-parts";
import { describeRequestError } from "../../lib/format";

/** The footer's e-mail field, which other pages may point visitors to. */
export const NEWSLETTER_INPUT_ID = "newsletter-email";

const FALLBACK_ERROR = "Something went wrong. Please try again.";

/**
 * The footer newsletter field (docs/product.md, 'Newsletter'): POST /api/newsletter sends a double opt-in
 * mail, and nothing more is sent until the subscriber confirms it.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSending(true);
    setFeedback(null);
    try {
      await apiFetch("/api/newsletter", { method: "POST", json: { email } });
      setEmail("");
      setFeedback({ kind: "success", text: NEWSLETTER_SUBSCRIBED_MESSAGE });
    } catch (error) {
      setFeedback({ kind: "error", text: describeRequestError(error, FALLBACK_ERROR) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col" onSubmit={onSubmit} aria-busy={isSending}>
      <label className="sr-only" htmlFor={NEWSLETTER_INPUT_ID}>
        Email address
      </label>
      <input
        id={NEWSLETTER_INPUT_ID}
        className="field py-2.5 text-sm"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        readOnly={isSending}
      />
      <button type="submit" className="btn-primary px-5 py-2.5 text-sm" disabled={isSending}>
        {isSending ? "Subscribing…" : "Subscribe"}
      </button>
      <FormFeedback feedback={feedback} className="text-xs sm:basis-full" />
    </form>
  );
}
