import { lazy, Suspense } from "react";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { IntuitionAbout } from "./intuition-about";
import { PracticeDraw } from "./practice-draw";

const words = INTUITION_PAGE_WORDS;

/** The caller, the chart, the real-life hunches, the typed client and the query library: signed in only. */
const HunchCaller = lazy(withQueries(() => import("./hunch-caller")));

const visitorCall = <SignUpCall title={words.signUpTitle} text={words.signUpText} path="/ai-intuition" />;

function SignedInOrVisitor() {
  const { user } = useAuth();
  if (!user) {
    return (
      <>
        <div className="px-4 sm:px-6">{visitorCall}</div>
        <PracticeDraw />
      </>
    );
  }
  return (
    <Suspense fallback={<div className="h-96" aria-hidden />}>
      <HunchCaller />
    </Suspense>
  );
}

/**
 * /ai-intuition, Intuition Calibration: the heading; for a signed-in seeker the hunch caller, the calibration
 * chart and the real-life hunches; for a visitor (and in the prerendered page) the call to sign up and a
 * practice draw worked out in the browser; below, what the tool is and is not.
 */
export function IntuitionPage() {
  return (
    <>
      <PageHero eyebrow={words.page.eyebrow} title={words.page.title}>
        <p>{words.page.lead}</p>
      </PageHero>
      <WhenAuthReady
        fallback={
          <>
            <div aria-hidden className="invisible px-4 sm:px-6">
              {visitorCall}
            </div>
            <PracticeDraw />
          </>
        }
      >
        <SignedInOrVisitor />
      </WhenAuthReady>
      <IntuitionAbout />
    </>
  );
}
