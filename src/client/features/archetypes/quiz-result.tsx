import { lazy, Suspense } from "react";
import { ARCHETYPE_WORDS } from "../../../../content/archetypes/animal-words";
import { ARCHETYPE_PAGE_WORDS } from "../../../../content/archetypes/page";
import type { ArchetypeId } from "../../../shared/archetypes/quiz-rule";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { ArchetypeView } from "./archetype-view";

const words = ARCHETYPE_PAGE_WORDS.page;

/** Saving, with the typed client and the query library: loads for a signed-in seeker only. */
const ArchetypeSave = lazy(withQueries(() => import("./archetype-save")));

function SaveOrSignUp({ answers }: { answers: number[] }) {
  const { user } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<div className="h-48" aria-hidden />}>
        <ArchetypeSave answers={answers} />
      </Suspense>
    );
  }
  return (
    <>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-indigo-200/90" data-testid="archetype-visitor-note">
        {words.visitorNote}
      </p>
      <div className="mt-6">
        <SignUpCall title={words.signUpTitle} text={words.signUpText} path="/spirit-animals" />
      </div>
    </>
  );
}

/** The animal the answers lead to, in full; "Take the quiz again"; then saving (signed in) or the call to sign up. */
export default function QuizResult({
  answers,
  animal,
  name,
  onRestart,
}: {
  answers: number[];
  animal: ArchetypeId;
  /** The animal's name and epithet, already on the page. */
  name: { name: string; epithet: string };
  onRestart: () => void;
}) {
  const said = ARCHETYPE_WORDS[animal];
  return (
    <>
      <ArchetypeView result={{ ...name, ...said, traits: [...said.traits], reflection: said.question }} />
      <div className="mt-6 text-center">
        <button type="button" className="btn-ghost" onClick={onRestart}>
          {words.restart}
        </button>
      </div>
      <WhenAuthReady fallback={null}>
        <SaveOrSignUp answers={answers} />
      </WhenAuthReady>
    </>
  );
}
