import { Info, ListOrdered, Lock, Waves } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ENERGY_PAGE_WORDS } from "../../../../content/energy/page";
import type { EnergyPoint } from "../../../shared/energy/energy-rule";
import { AboutCard } from "../../components/ui/about-card";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { EnergyGrid } from "./energy-grid";
import { PointReading } from "./point-reading";

const words = ENERGY_PAGE_WORDS;
/** The page's own path (the oracle's spec, with its schemas, stays out of the page's code). */
const PATH = "/quantum-energy";
/** Where the point starts before the seeker moves it: just on the pleasant side, just on the calm side. */
const START: EnergyPoint = { pleasant: 6, energy: 5 };

/** The signed-in part (word, note, saving, the map over the weeks) loads with the query library. */
const EnergyJournal = lazy(withQueries(() => import("./energy-journal")));

const visitorCall = <SignUpCall title={words.signUpTitle} text={words.signUpText} path={PATH} />;

function SignedInOrVisitor({ point, onPoint }: { point: EnergyPoint; onPoint(point: EnergyPoint): void }) {
  const { user } = useAuth();
  if (!user) return <div className="mt-10">{visitorCall}</div>;
  return (
    <Suspense fallback={<div className="h-96" aria-hidden />}>
      <EnergyJournal point={point} onPoint={onPoint} />
    </Suspense>
  );
}

/**
 * /quantum-energy, the Energy Map: anyone places today's point on the grid and reads what its quadrant
 * can mean beside today's Moon, all in the browser, nothing stored; a signed-in seeker adds a word and a
 * note, saves one check-in a day, and sees the weeks beside the Moon's phases and their readings.
 */
export function EnergyPage() {
  const [point, setPoint] = useState<EnergyPoint>(START);
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <p
          className="mx-auto mb-8 max-w-2xl rounded-xl border border-gold-300/30 bg-night-900/60 px-4 py-3 text-center text-sm text-gold-100"
          data-testid="energy-reminder"
        >
          <strong>{words.reminderTitle}.</strong> {words.reminderShort}
        </p>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <section aria-labelledby="energy-check-in-title" className="card p-6 sm:p-8">
            <h2 id="energy-check-in-title" className="mb-4 text-center text-2xl text-gold-100">
              {words.checkInTitle}
            </h2>
            <EnergyGrid point={point} onChange={setPoint} />
          </section>
          <WhenAuthReady fallback={<PointReading point={point} showsWords />}>
            <PointReadingFor point={point} />
          </WhenAuthReady>
        </div>
        {/* Until the session is known, the visitor's call holds its place unseen: the page below does not move. */}
        <WhenAuthReady
          fallback={
            <div aria-hidden className="invisible mt-10">
              {visitorCall}
            </div>
          }
        >
          <SignedInOrVisitor point={point} onPoint={setPoint} />
        </WhenAuthReady>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <AboutCard id="energy-is-title" icon={Info} title={words.isTitle} text={words.isText} />
          <AboutCard id="energy-reminder-title" icon={Waves} title={words.reminderTitle} text={words.reminderText} />
          <AboutCard id="energy-how-title" icon={ListOrdered} title={words.howItWorksTitle} steps={words.howItWorks} />
          <AboutCard id="energy-privacy-title" icon={Lock} title={words.privacyTitle} text={words.privacy} />
        </div>
      </div>
    </>
  );
}

/** A visitor reads the quadrant's words as a list; a signed-in seeker picks them beside the word field. */
function PointReadingFor({ point }: { point: EnergyPoint }) {
  const { user } = useAuth();
  return <PointReading point={point} showsWords={!user} />;
}
