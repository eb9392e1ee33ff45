import { Mail } from "lucide-react";
import { Link } from "react-router";
import { NewsletterFormButton, NewsletterResult } from "../features/newsletter/newsletter-result";
import { useTokenAction } from "../features/newsletter/use-token-action";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Unsubscribe",
    description: "Unsubscribe from the Mystic Dice newsletter.",
    path: "/newsletter/unsubscribe",
    isIndexable: false,
  });
}

/**
 * The unsubscribe link in every newsletter mail: /newsletter/unsubscribe?token=… It works without
 * signing in, and opening it again is harmless.
 */
export default function NewsletterUnsubscribeRoute() {
  const state = useTokenAction({
    action: "unsubscribe",
    missingTokenMessage: "This unsubscribe link is not valid.",
  });
  return (
    <NewsletterResult
      state={state}
      pendingTitle="Unsubscribing you…"
      success={{
        icon: Mail,
        title: "You're unsubscribed",
        body: (
          <>
            <p>You will not receive the Mystic Dice newsletter any more.</p>
            <p className="text-indigo-200/90">
              Changed your mind? You can subscribe again at any time with the newsletter form at the bottom of this
              page.
            </p>
            <div className="flex flex-wrap justify-center gap-3 pt-5">
              <Link to="/" className="btn-primary">
                Go Home
              </Link>
              <NewsletterFormButton className="btn-ghost" />
            </div>
          </>
        ),
      }}
      error={{
        title: "We could not unsubscribe you",
        hint: "Use the unsubscribe link in your most recent newsletter, or contact us and we will remove your address by hand.",
        actions: (
          <>
            <Link to="/contact-us" className="btn-primary">
              Contact Us
            </Link>
            <Link to="/" className="btn-ghost">
              Go Home
            </Link>
          </>
        ),
      }}
    />
  );
}
