import { useState, type FormEvent } from "react";
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from "../../../shared/newsletter";
import { ApiError, loadApi, readBody } from "../../lib/api-client";
import { describeRequestError } from "../../lib/format";
import { useHydrated } from "../../lib/use-hydrated";
import { EmailField } from "../ui/form/field";
import { FormFeedback, type Feedback } from "../ui/form/form-feedback";
import { SubmitButton } from "../ui/form/submit-button";

/** The footer's e-mail field, which other pages may point visitors to. */
export const NEWSLETTER_INPUT_ID = "newsletter-email";

const FALLBACK_ERROR = "Something went wrong. Please try again.";

/**
 * The footer newsletter field (docs/product.md, 'Newsletter'): POST /api/newsletter sends a double opt-in
 * mail, and nothing more is sent until the subscriber confirms it. It is on every page's first load, so it
 * skips the form library: the browser checks the address against the shared length limit and its own
 * e-mail rule, and the server's field message shows on the field.
 */
export function NewsletterForm() {
  const [isSending, setIsSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Before the form comes alive, Subscribe waits: a click then would submit the page's own way, reloading
  // it with the address in its URL.
  const isHydrated = useHydrated();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field is the browser's own (uncontrolled): the footer's HTML is on the page before its code
    // (app-shell.tsx), and an address typed before the form came alive stays in it as the form renders.
    const form = event.currentTarget;
    const input = form.elements.namedItem(NEWSLETTER_INPUT_ID);
    const email = input instanceof HTMLInputElement ? input.value : "";
    setIsSending(true);
    setFieldError(null);
    setFeedback(null);
    try {
      await readBody((await loadApi()).newsletter.$post({ json: { email } }));
      form.reset();
      setFeedback({ kind: "success", text: NEWSLETTER_SUBSCRIBED_MESSAGE });
    } catch (error) {
      const message = error instanceof ApiError ? error.fields?.email?.join(" ") : undefined;
      if (message) setFieldError(message);
      else setFeedback({ kind: "error", text: describeRequestError(error, FALLBACK_ERROR) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col" onSubmit={onSubmit} aria-busy={isSending}>
      <EmailField
        id={NEWSLETTER_INPUT_ID}
        label="Email address"
        labelClassName="sr-only"
        className="min-w-0 sm:flex-1"
        inputClassName="py-2.5 text-sm"
        error={fieldError}
        onChange={() => setFieldError(null)}
        readOnly={isSending}
      />
      <SubmitButton
        className="btn-primary px-5 py-2.5 text-sm sm:self-start lg:self-stretch"
        disabled={isSending || !isHydrated}
        isPending={isSending}
        pendingLabel="Subscribing…"
      >
        Subscribe
      </SubmitButton>
      <FormFeedback feedback={feedback} className="text-xs sm:basis-full" />
    </form>
  );
}
