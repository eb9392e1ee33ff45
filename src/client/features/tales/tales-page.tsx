import { lazy, Suspense } from "react";
import { TALE_PAGE_WORDS } from "../../../../content/tales/page";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { TaleView, type TaleShown } from "./tale-view";
import { TalesAbout } from "./tales-about";

const words = TALE_PAGE_WORDS.page;

/** The teller, the typed client and the query library load only for a signed-in seeker. */
const TaleTeller = lazy(withQueries(() => import("./tale-teller")));

const visitorCall = <SignUpCall title={words.signUpTitle} text={words.signUpText} path="/past-lives" />;

/** The sample tale a visitor reads (told at build time): the same label and layout as a seeker's own. */
function SampleTale({ sample }: { sample: TaleShown }) {
  return (
    <section aria-labelledby="tale-sample-title" className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
      <h2 id="tale-sample-title" className="text-center text-2xl text-gold-100">
        {words.sampleTitle}
      </h2>
      <p className="mt-2 text-center text-sm text-indigo-100/90">{words.sampleLead}</p>
      <div className="card mt-6 p-6 sm:p-8" data-testid="tale-sample">
        <TaleView tale={sample} headingLevel={3} />
      </div>
    </section>
  );
}

function SignedInOrVisitor({ sample }: { sample: TaleShown }) {
  const { user } = useAuth();
  if (!user) {
    return (
      <>
        <div className="px-4 sm:px-6">{visitorCall}</div>
        <SampleTale sample={sample} />
      </>
    );
  }
  return (
    <Suspense fallback={<div className="h-96" aria-hidden />}>
      <TaleTeller />
    </Suspense>
  );
}

/**
 * /past-lives, "Past-Life Tales": the heading, then for a signed-in seeker the teller (birth date, a card
 * drawn fairly, the tale) and for a visitor (and in the prerendered page) the call to sign up and a sample
 * tale; below, what a tale is and is not, how it is told and how its card is checked.
 */
export function TalesPage({ sample }: { sample: TaleShown }) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      {/* Until the session is known, the visitor's call holds its place unseen: the sample below does not move. */}
      <WhenAuthReady
        fallback={
          <>
            <div aria-hidden className="invisible px-4 sm:px-6">
              {visitorCall}
            </div>
            <SampleTale sample={sample} />
          </>
        }
      >
        <SignedInOrVisitor sample={sample} />
      </WhenAuthReady>
      <TalesAbout />
    </>
  );
}
