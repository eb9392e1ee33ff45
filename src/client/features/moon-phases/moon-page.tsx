import { useMemo } from "react";
import { moonPageWords } from "../../../../content/site/moon-page";
import { PageHero, Section } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { SignedInRitual } from "../rituals/signed-in-ritual";
import { EightPhases } from "./eight-phases";
import { MoonCalendar } from "./moon-calendar";
import type { MoonPageContent } from "./moon-words";
import { NextPhases } from "./next-phases";
import { TonightPanel } from "./tonight-panel";
import { useMoonSky } from "./use-moon-sky";

const PATH = "/moon-phases";

/**
 * /moon-phases: tonight's Moon, the phases ahead and a month of moons, all computed in the browser for
 * the visitor's zone (the prerendered page holds their empty frames, no date); then the eight phases'
 * words, prerendered; for a signed-in seeker, tonight's ritual under tonight's Moon; then, for a visitor,
 * the call to a free account.
 */
export function MoonPage({ content }: { content: MoonPageContent }) {
  const sky = useMoonSky();
  const ready = sky.status === "ready" ? sky : null;
  const report = ready?.report ?? null;
  const calendarSky = useMemo(
    () => (ready ? { today: ready.today, moonDays: (days: string[]) => ready.moon.days(days, ready.timeZone) } : null),
    [ready],
  );

  return (
    <div className="pb-16">
      <PageHero eyebrow={moonPageWords.eyebrow} title={moonPageWords.title}>
        <p>{moonPageWords.intro}</p>
      </PageHero>
      <Section id="tonight" title={moonPageWords.tonight.heading}>
        <TonightPanel
          moon={report}
          timeZone={ready?.timeZone ?? null}
          failed={sky.status === "failed"}
          content={content}
        />
      </Section>
      <SignedInRitual tool="moon" />
      <Section id="next-phases" title={moonPageWords.next.heading}>
        <p className="mx-auto -mt-4 mb-6 max-w-2xl text-center text-indigo-100/90">{moonPageWords.next.intro}</p>
        <NextPhases
          events={report?.next ?? null}
          timeZone={ready?.timeZone ?? null}
          thisYear={ready ? Number(ready.today.slice(0, 4)) : null}
          content={content}
        />
      </Section>
      <Section id="this-month" title={moonPageWords.month.heading}>
        <p className="mx-auto -mt-4 mb-6 max-w-2xl text-center text-indigo-100/90">{moonPageWords.month.intro}</p>
        <MoonCalendar sky={calendarSky} content={content} />
      </Section>
      <Section id="eight-phases" title={moonPageWords.phases.heading}>
        <p className="mx-auto -mt-4 mb-8 max-w-3xl text-center leading-relaxed text-indigo-100/90">
          {moonPageWords.phases.intro}
        </p>
        <EightPhases phases={content.phases} />
      </Section>
      <WhenAuthReady>
        <VisitorCall />
      </WhenAuthReady>
    </div>
  );
}

function VisitorCall() {
  const { user } = useAuth();
  if (user) return null;
  return (
    <div className="px-4 pt-6 sm:px-6">
      <SignUpCall title={moonPageWords.signUp.title} text={moonPageWords.signUp.text} path={PATH} />
    </div>
  );
}
