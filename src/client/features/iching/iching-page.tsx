import { lazy, Suspense } from "react";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { IChingAbout } from "./iching-about";

const words = ICHING_PAGE_WORDS.page;

/** The caster, the typed client and the query library load only for a signed-in seeker. */
const IChingOracle = lazy(withQueries(() => import("./iching-oracle")));

function SignedInOrVisitor() {
  const { user } = useAuth();
  if (!user) {
    return (
      <>
        <div className="px-4 sm:px-6">
          <SignUpCall title={words.signUpTitle} text={words.signUpText} path="/ancient-texts" />
        </div>
        <IChingAbout />
      </>
    );
  }
  return (
    <>
      <Suspense fallback={<div className="h-96" aria-hidden />}>
        <IChingOracle />
      </Suspense>
      <IChingAbout />
    </>
  );
}

/**
 * /ancient-texts: the heading, then for a signed-in seeker the I Ching to cast, and for a visitor (and in
 * the prerendered page) the call to sign up; below, how it works, its tradition and its fairness.
 */
export function IChingPage() {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <WhenAuthReady fallback={<IChingAbout />}>
        <SignedInOrVisitor />
      </WhenAuthReady>
    </>
  );
}
