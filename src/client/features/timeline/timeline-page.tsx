import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { TIMELINE_PAGE as words } from "../../../../content/journal/timeline";
import { returnPathAfterSignIn } from "../../../shared/account";
import { PageHero } from "../../components/ui/page-hero";
import { WhenNear } from "../../components/ui/when-near";
import { useAuth } from "../../lib/auth/auth-provider";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { SESSION_KEYS, useSessionValue } from "../../lib/session-flags";
import { withQueries } from "../../lib/with-queries";
import { SkyAheadFrame } from "../journal/sky-ahead-frame";
import { FIRST_PANEL_HEIGHT } from "./first-panel";

/** The seeker's own timeline and what it needs load only once the session shows a signed-in seeker. */
const SignedInTimeline = lazy(withQueries(() => import("./signed-in-timeline")));
/** The sky of the next eight weeks, for everyone: asked of the server once the page runs. */
const SkyAhead = lazy(
  withQueries<{ timeZone?: string }>(() =>
    import("../journal/sky-ahead").then((module) => ({ default: module.SkyAhead })),
  ),
);

/** For a visitor: what the timeline holds, and the way in. */
function SignedOutTimeline() {
  const { openAuthModal } = useAuthDialogs();
  const returnTo = returnPathAfterSignIn(useLocation());
  return (
    <section aria-labelledby="timeline-signed-out-title" className="card p-5 text-center sm:p-8">
      <h2 id="timeline-signed-out-title" className="text-xl text-gold-100 sm:text-2xl">
        {words.signedOut.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-indigo-100/90">{words.signedOut.text}</p>
      <ul className="mx-auto mt-4 grid max-w-xl gap-2 text-left text-sm text-indigo-100/90 sm:grid-cols-2">
        {words.signedOut.holds.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden className="text-gold-300">
              ✦
            </span>
            {line}
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-5 grid max-w-md gap-3 sm:grid-cols-2">
        <button type="button" className="btn-primary" onClick={() => openAuthModal("login", { returnTo })}>
          {words.signedOut.signIn}
        </button>
        <button type="button" className="btn-ghost" onClick={() => openAuthModal("signup", { returnTo })}>
          {words.signedOut.signUp}
        </button>
      </div>
    </section>
  );
}

/**
 * /timelines, My Timeline: a signed-in seeker's readings over time (with their outcomes, streak, patterns
 * and follow-ups); for everyone, the sky of the next eight weeks.
 */
export function TimelinePage() {
  const { user, loading } = useAuth();
  // Behind the first visit's disclaimer nothing of the page can be seen: the seeker's part waits for it.
  const isPastTheGate = useSessionValue(SESSION_KEYS.disclaimerAccepted) === "true";
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
        <p className="mt-3 text-sm text-indigo-200/90">{words.honesty}</p>
      </PageHero>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 pb-16 sm:px-6">
        {loading || (user && !isPastTheGate) ? (
          <div className={`card ${FIRST_PANEL_HEIGHT}`} aria-hidden />
        ) : user ? (
          <Suspense fallback={<div className={`card ${FIRST_PANEL_HEIGHT}`} aria-hidden />}>
            <SignedInTimeline />
          </Suspense>
        ) : (
          <SignedOutTimeline />
        )}
        <SkyAheadFrame>
          <WhenNear placeholderClassName="mt-4 h-96" margin="50px">
            <Suspense fallback={<div className="mt-4 h-96" aria-hidden />}>
              <SkyAhead />
            </Suspense>
          </WhenNear>
        </SkyAheadFrame>
      </div>
    </>
  );
}
