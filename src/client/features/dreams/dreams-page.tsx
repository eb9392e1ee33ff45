import { lazy, Suspense } from "react";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { DreamsAbout } from "./dreams-about";
import type { DreamSymbolLink } from "./symbol-entries";

const words = DREAM_PAGE_WORDS.page;

/** The journal, the typed client and the query library load only for a signed-in seeker. */
const DreamJournal = lazy(withQueries(() => import("./dream-journal")));

const visitorCall = <SignUpCall title={words.signUpTitle} text={words.signUpText} path="/dream-analysis" />;

function SignedInOrVisitor() {
  const { user } = useAuth();
  if (!user) return <div className="px-4 sm:px-6">{visitorCall}</div>;
  return (
    <Suspense fallback={<div className="h-96" aria-hidden />}>
      <DreamJournal />
    </Suspense>
  );
}

/**
 * /dream-analysis: the heading, then for a signed-in seeker their journal (write, list, recurring symbols,
 * reflect) and for a visitor (and in the prerendered page) the call to sign up; below, how it works, its
 * privacy and the symbol dictionary.
 */
export function DreamsPage({ symbols }: { symbols: readonly DreamSymbolLink[] }) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      {/* Until the session is known, the visitor's call holds its place unseen: the page below does not move. */}
      <WhenAuthReady
        fallback={
          <div aria-hidden className="invisible px-4 sm:px-6">
            {visitorCall}
          </div>
        }
      >
        <SignedInOrVisitor />
      </WhenAuthReady>
      <DreamsAbout symbols={symbols} />
    </>
  );
}
