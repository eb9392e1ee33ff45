import { Mail, MailCheck } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageNotFound } from "../components/layout/page-not-found";
import { NewsletterFormButton, NewsletterResult } from "../features/newsletter/newsletter-result";
import { useTokenAction } from "../features/newsletter/use-token-action";
import { NOT_FOUND_META, pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/newsletter";

/**
 * The pages the newsletter's mails link to, one route for the two (one entry in the route manifest every
 * first load carries): /newsletter/confirm and /newsletter/unsubscribe.
 */
const ACTIONS = {
  confirm: {
    title: "Confirm Your Subscription",
    description: "Confirm your Mystic Dice newsletter subscription.",
    Page: NewsletterConfirmPage,
  },
  unsubscribe: {
    title: "Unsubscribe",
    description: "Unsubscribe from the Mystic Dice newsletter.",
    Page: NewsletterUnsubscribePage,
  },
} as const;

function actionOf(name: string | undefined) {
  return name !== undefined && Object.hasOwn(ACTIONS, name) ? ACTIONS[name as keyof typeof ACTIONS] : undefined;
}

export function meta({ params }: Route.MetaArgs) {
  const action = actionOf(params.action);
  if (!action) return NOT_FOUND_META;
  return pageMeta({
    title: action.title,
    description: action.description,
    path: `/newsletter/${params.action}`,
    isIndexable: false,
  });
}

export default function NewsletterRoute() {
  const action = actionOf(useParams().action);
  return action ? <action.Page /> : <PageNotFound />;
}

/** The double opt-in link of the newsletter confirmation mail: /newsletter/confirm?token=… */
function NewsletterConfirmPage() {
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

/**
 * The unsubscribe link in every newsletter mail: /newsletter/unsubscribe?token=… It works without
 * signing in, and opening it again is harmless.
 */
function NewsletterUnsubscribePage() {
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
