import { useState, type FormEvent } from "react";

/**
 * The footer newsletter field. It validates the address as an e-mail; subscriptions themselves (double
 * opt-in mail) arrive with the accounts-and-mail work, so a valid address gets an honest "opens soon".
 */
export function NewsletterForm() {
  const [note, setNote] = useState<string | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote("Thank you. Newsletter sign-ups open very soon; no mail has been sent yet.");
  }
  return (
    <form className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col" onSubmit={onSubmit}>
      <label className="sr-only" htmlFor="newsletter-email">
        Email address
      </label>
      <input
        id="newsletter-email"
        className="field py-2.5 text-sm"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
      />
      <button type="submit" className="btn-primary px-5 py-2.5 text-sm">
        Subscribe
      </button>
      <p aria-live="polite" className="text-xs text-indigo-200/85 sm:basis-full">
        {note}
      </p>
    </form>
  );
}
