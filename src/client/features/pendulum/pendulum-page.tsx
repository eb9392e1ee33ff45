import { lazy, Suspense } from "react";
import { PENDULUM_PAGE_WORDS } from "../../../../content/pendulum/page";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { PendulumAbout } from "./pendulum-about";

const words = PENDULUM_PAGE_WORDS.page;

/** The asker, the typed client and the query library load only for a signed-in seeker. */
const PendulumOracle = lazy(withQueries(() => import("./pendulum-oracle")));

function SignedInOrVisitor() {
  const { user } = useAuth();
  if (!user) {
    return (
      <>
        <div className="px-4 sm:px-6">
          <SignUpCall title={words.signUpTitle} text={words.signUpText} path="/pendulum" />
        </div>
        <PendulumAbout />
      </>
    );
  }
  return (
    <>
      <Suspense fallback={<div className="h-96" aria-hidden />}>
        <PendulumOracle />
      </Suspense>
      <PendulumAbout />
    </>
  );
}

/**
 * /pendulum: the heading, then for a signed-in seeker the pendulum to ask, and for a visitor (and in the
 * prerendered page) the call to sign up; below, how it works, its tradition and its fairness.
 */
export function PendulumPage() {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <WhenAuthReady fallback={<PendulumAbout />}>
        <SignedInOrVisitor />
      </WhenAuthReady>
    </>
  );
}
