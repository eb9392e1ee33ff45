import { BookOpen, Lock } from "lucide-react";
import { Link } from "react-router";
import { PLANS_LINK } from "../../../../content/site/pricing";
import { positionWords, spreadWords } from "../../../../content/draws/spreads";
import { planOpensSpread, planTerms } from "../../../shared/billing";
import { spreadPositions, spreadSize } from "../../../shared/draws/spreads";
import type { OracleKind } from "./oracle-kinds";

const FREE_PLAN = planTerms(1);

/** What the oracle is, its spreads (free, or with a paid plan), and the way to its library. */
export function OracleFeatures({ kind }: { kind: OracleKind }) {
  const { words } = kind;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6">
      <section aria-labelledby="about-title" className="mx-auto max-w-3xl">
        <h2 id="about-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          What the {kind.itemsNoun} offer
        </h2>
        {words.about.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-indigo-100/90">
            {paragraph}
          </p>
        ))}
      </section>
      <section aria-labelledby="spreads-title">
        <h2 id="spreads-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          The spreads
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {kind.spreads.map((spread) => {
            const size = spreadSize(spread);
            const isFree = planOpensSpread(FREE_PLAN, size);
            return (
              <li key={spread} className="card flex flex-col p-5" data-testid="spread-feature">
                <p className="flex items-center justify-between gap-2">
                  <span className="font-display text-xl text-gold-100">{spreadWords(spread).name}</span>
                  <span
                    className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
                      isFree ? "border-emerald-300/40 text-emerald-100" : "border-gold-300/50 text-gold-100"
                    }`}
                  >
                    {!isFree && <Lock aria-hidden className="size-3.5" />}
                    {isFree ? "Free" : "Paid plans"}
                  </span>
                </p>
                <p className="mt-1 text-sm text-violet-200">
                  {size} {size === 1 ? words.itemNoun : `${words.itemNoun}s`} ·{" "}
                  {spreadPositions(spread)
                    .map((position) => positionWords(position).label)
                    .join(" · ")}
                </p>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-indigo-100/90">
                  {spreadWords(spread).description}
                </p>
                {!isFree && (
                  <Link
                    to={PLANS_LINK.href}
                    className="mt-3 text-sm font-semibold text-gold-200 underline underline-offset-4"
                  >
                    {PLANS_LINK.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section
        aria-labelledby="library-title"
        className="card mx-auto flex max-w-2xl flex-col items-center p-6 text-center"
      >
        <BookOpen aria-hidden className="size-8 text-gold-300" />
        <h2 id="library-title" className="mt-3 text-xl text-gold-100">
          The library
        </h2>
        <p className="mt-2 text-indigo-100/90">{words.libraryText}</p>
        <Link to={kind.libraryHref} className="btn-ghost mt-4">
          {words.libraryLabel}
        </Link>
      </section>
    </div>
  );
}
