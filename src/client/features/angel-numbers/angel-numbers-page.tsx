import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ANGEL_NUMBERS_PAGE_WORDS } from "../../../../content/angel-numbers/page";
import { patternOf } from "../../../shared/angel-numbers/angel-number-rule";
import type { AngelNumberPattern } from "../../../shared/angel-numbers/content-types";
import { ANGEL_NUMBER_LIBRARY } from "../../../shared/angel-numbers/library";
import { angelNumberPath } from "../../../shared/site-routes";
import { PageHero, Section } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { ANGEL_LIBRARY_ID } from "./library-ids";
import { NumberLookup } from "./number-lookup";

const words = ANGEL_NUMBERS_PAGE_WORDS.page;

/** The log form and the recurring numbers, with the typed client and the query library: signed in only. */
const SightingsJournal = lazy(withQueries(() => import("./sightings-journal")));

function SignedInOrVisitor() {
  const { user } = useAuth();
  if (!user) return <SignUpCall title={words.signUpTitle} text={words.signUpText} path="/angel-numbers" />;
  return (
    <Suspense fallback={<div className="h-96" aria-hidden />}>
      <SightingsJournal />
    </Suspense>
  );
}

/** The library's numbers by their shape, in its order. */
const BY_PATTERN = Object.keys(words.patternNames).map((pattern) => ({
  pattern: pattern as AngelNumberPattern,
  numbers: ANGEL_NUMBER_LIBRARY.filter((number) => patternOf(number) === pattern),
}));

/**
 * /angel-numbers: the lookup (anyone, worked out in the browser); for a signed-in seeker the sighting
 * journal, for a visitor the call to sign up; the tradition; and the library's index by shape.
 */
export function AngelNumbersPage() {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <div className="space-y-10 px-4 sm:px-6">
        <NumberLookup />
        <WhenAuthReady fallback={null}>
          <SignedInOrVisitor />
        </WhenAuthReady>
        <section aria-labelledby="tradition-title" className="mx-auto max-w-3xl">
          <h2 id="tradition-title" className="text-2xl text-gold-100">
            {words.traditionTitle}
          </h2>
          <p className="mt-3 leading-relaxed text-indigo-100/90">{words.tradition}</p>
        </section>
      </div>
      <Section title={words.libraryTitle} id={ANGEL_LIBRARY_ID}>
        <p className="-mt-4 mb-8 text-center text-indigo-100/90">{words.libraryLead}</p>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BY_PATTERN.map(({ pattern, numbers }) => (
            <div key={pattern} className="card p-5">
              <h3 className="font-semibold text-gold-200">{words.patternNames[pattern]}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {numbers.map((number) => (
                  <li key={number}>
                    <Link
                      to={angelNumberPath(number)}
                      className="inline-block rounded-full border border-gold-300/30 px-3 py-1 text-gold-100 hover:border-gold-300"
                    >
                      {number}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
