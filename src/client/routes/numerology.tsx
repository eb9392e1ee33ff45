import { numerologyPageWords } from "../../../content/site/numerology-page";
import { PageHero } from "../components/ui/page-hero";
import { skyIndex } from "../features/numerology/entries";
import { NumerologyCalculator } from "../features/numerology/numerology-calculator";
import { SignUpCall } from "../features/numerology/sign-up-call";
import { SkyIndex } from "../features/numerology/sky-index";
import { SignedInRitual } from "../features/rituals/signed-in-ritual";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/numerology";

const words = numerologyPageWords;

/** Runs at build time only: the numbers' titles and the signs' names come from content/. */
export function loader() {
  return skyIndex();
}

export function meta() {
  return pageMeta({ ...words.meta, path: "/numerology" });
}

/**
 * /numerology: the calculator (open to everyone, worked out in the browser), then the indexes of the
 * twelve numbers and the twelve signs; for a signed-in seeker today's numerology reading after the
 * calculator, and for a visitor the call to a free account.
 */
export default function NumerologyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.intro}</p>
      </PageHero>
      <div className="px-4 sm:px-6">
        <NumerologyCalculator />
      </div>
      <SignedInRitual tool="numerology" />
      <SkyIndex index={loaderData} words={words.index} />
      <div className="px-4 sm:px-6">
        <SignUpCall words={words.signUp} path="/numerology" />
      </div>
    </>
  );
}
