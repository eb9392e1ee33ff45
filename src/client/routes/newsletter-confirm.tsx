import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { NewsletterFormButton, NewsletterResult } from "../features/newsletter/newsletter-result";
import { useTokenAction } from "../features/newsletter/use-token-action";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Confirm Your Subscription",
    description: "Confirm your Mystic Dice newsletter subscription.",
    path: "/newsletter/confirm",
    isIndexable: false,
  });
}

/** The double opt-in link of the newsletter confirmation mail: /newsletter/confirm?token=… */
export default function NewsletterConfirmRoute() {
  const state = useTokenAction({
    action: "confirm",
    missingTokenMessage: "This confirmation link is invalid or has expired. Please subscribe again.",
  });
  return (
    <NewsletterResult
      state={state}
      pendingTitle="Confirming your subscription…"
      success={{
        icon: MailCheck,
        title: "Your subscription is confirmed",
        body: (
          <>
            <p>
              Expect new readings, guides to the dice, runes and tarot, and the occasional seasonal ritual — never more
              than a few letters a month.
            </p>
            <div className="flex flex-wrap justify-center gap-3 pt-5">
              <Link to="/dice-divination" className="btn-primary">
                Cast the Dice
              </Link>
              <Link to="/" className="btn-ghost">
                Go Home
              </Link>
            </div>
          </>
        ),
      }}
      error={{
        title: "We could not confirm your subscription",
        hint: "Confirmation links fade after a while. Subscribe again with the newsletter form at the bottom of this page and we will send you a fresh one.",
        actions: (
          <>
            <NewsletterFormButton />
            <Link to="/" className="btn-ghost">
              Go Home
            </Link>
          </>
        ),
      }}
    />
  );
}
