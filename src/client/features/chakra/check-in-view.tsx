import { CHAKRA_PAGE_WORDS } from "../../../../content/chakra/page";
import type { SharedChakra } from "../../../shared/api/chakra";

const words = CHAKRA_PAGE_WORDS.page;

/** The aura card: the pattern's colours as a painted field, its title and line under it. */
function AuraCard({ aura }: { aura: SharedChakra["aura"] }) {
  const paint =
    aura.kind === "even"
      ? `linear-gradient(90deg, ${aura.colours.join(", ")})`
      : `radial-gradient(circle at 35% 40%, ${aura.colours[0]} 0%, ${aura.colours[0]}cc 30%, ${aura.colours[1]}aa 65%, #1e1b4b 100%)`;
  return (
    <figure className="card overflow-hidden p-0" data-testid="aura-card">
      <div aria-hidden className="h-36 w-full sm:h-44" style={{ background: paint, opacity: 0.9 }} />
      <figcaption className="p-5 text-left sm:p-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{words.auraTitle}</p>
        <p className="mt-2 text-2xl text-gold-100">{aura.title}</p>
        <p className="mt-3 leading-relaxed text-indigo-100/90">{aura.text}</p>
        <p className="mt-3 text-sm text-indigo-200/90 italic">{words.auraNote}</p>
      </figcaption>
    </figure>
  );
}

/** Each centre's balance, root to crown: a bar in its colour, the number and how it reads. */
function BalanceList({ balances }: { balances: SharedChakra["balances"] }) {
  return (
    <ul className="grid gap-3" data-testid="chakra-balances">
      {balances.map((entry) => (
        <li key={entry.centre}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-gold-100">{entry.name}</span>
            <span className="text-indigo-100/90">
              {entry.balance} / 100 · {entry.bandLabel}
            </span>
          </div>
          <div aria-hidden className="mt-1.5 h-2.5 w-full overflow-hidden rounded-full bg-white/10">
            <div className="h-full rounded-full" style={{ width: `${entry.balance}%`, background: entry.colour }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The practices offered for the lowest centres, each kind under its label. */
function PracticeList({ lowest, headingLevel }: { lowest: SharedChakra["lowest"]; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="chakra-practices">
      {lowest.map((entry) => (
        <section key={entry.centre} className="rounded-xl border border-white/10 p-4 text-left">
          <Heading className="text-lg text-gold-100">{entry.heading}</Heading>
          <dl className="mt-3 grid gap-3 text-sm leading-relaxed">
            {entry.practices.map((practice) => (
              <div key={practice.kind}>
                <dt className="font-semibold text-gold-200">{practice.label}</dt>
                <dd className="mt-0.5 text-indigo-100/90">{practice.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** A whole check-in: the aura card beside the balances, then the practices. */
export function CheckInView({ checkIn, headingLevel }: { checkIn: SharedChakra; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-6 text-left" data-testid="chakra-check-in">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AuraCard aura={checkIn.aura} />
        <section className="card p-5 sm:p-6">
          <Heading className="mb-4 text-xl text-gold-100">{words.balancesTitle}</Heading>
          <BalanceList balances={checkIn.balances} />
        </section>
      </div>
      <section>
        <Heading className="text-center text-xl text-gold-100">{words.practicesTitle}</Heading>
        <p className="mx-auto mt-2 mb-4 max-w-2xl text-center text-sm text-indigo-100/90">{words.practicesLead}</p>
        <PracticeList lowest={checkIn.lowest} headingLevel={headingLevel === 2 ? 3 : 4} />
      </section>
    </div>
  );
}
