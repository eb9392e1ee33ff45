import { useEffect, useState } from "react";
import { CYCLES } from "../../../../content/cycles";
import { CYCLES_PAGE_WORDS } from "../../../../content/cycles/page";
import type { PlanetReturnJson } from "../../../shared/api/cycles";
import type { CalendarDay } from "../../../shared/calendar";
import { fillWords } from "../../../shared/text";
import { loadApi, readBody } from "../../lib/api-client";
import { dateTimeFormat } from "../../../shared/date-format";

const words = CYCLES_PAGE_WORDS.page;
const PLANETS = ["jupiter", "saturn"] as const;
type Planet = (typeof PLANETS)[number];

type Returns = Record<Planet, { past: PlanetReturnJson[]; next: PlanetReturnJson }>;
/** The answer for one request (its key), once it came: the returns, or a failure. */
type Answer = { key: string } & ({ status: "failed" } | { status: "done"; returns: Returns });

/** One return's passes as dates in the seeker's zone. */
function Passes({ found, format }: { found: PlanetReturnJson; format: Intl.DateTimeFormat }) {
  const dates = found.passes.map((pass) => format.format(new Date(pass.at)));
  return (
    <>
      <span className="text-indigo-50">{dates.join(" · ")}</span>
      {found.passes.length > 1 && (
        <span className="block text-xs text-indigo-200/80">
          {fillWords(words.passesLine, { count: found.passes.length })}
        </span>
      )}
    </>
  );
}

/**
 * The seeker's Jupiter and Saturn returns so far and the next of each (GET /api/cycles: the page carries no
 * ephemeris), every pass dated in the seeker's zone, then what tradition makes of each planet's return.
 */
export function PlanetReturnsList({
  birthDate,
  today,
  timeZone,
}: {
  birthDate: CalendarDay;
  today: CalendarDay;
  timeZone: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${birthDate} ${today} ${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    loadApi()
      .then((api) =>
        readBody(api.cycles.$get({ query: { birthDate, date: today } }, { init: { signal: controller.signal } })),
      )
      .then((cycles) =>
        setAnswer({
          key,
          status: "done",
          returns: {
            jupiter: { past: cycles.jupiterReturns, next: cycles.nextJupiterReturn },
            saturn: { past: cycles.saturnReturns, next: cycles.nextSaturnReturn },
          },
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, status: "failed" });
      });
    return () => controller.abort();
  }, [birthDate, today, key]);
  const state = answer?.key === key ? answer : ({ status: "loading" } as const);

  const format = dateTimeFormat(undefined, { dateStyle: "long", timeZone });
  return (
    <section className="mt-10" aria-labelledby="planet-returns-title">
      <h2 id="planet-returns-title" className="text-center text-2xl text-gold-100">
        {words.returnsTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-indigo-100/90">{words.returnsLead}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2" aria-live="polite">
        {state.status === "loading" && (
          <p className="text-center text-sm text-indigo-200/80 md:col-span-2">{words.loadingReturns}</p>
        )}
        {state.status === "failed" && (
          <div role="alert" className="rounded-xl border border-rose-400/40 bg-rose-950/50 px-4 py-3 text-sm">
            <p className="text-rose-100">{words.returnsFailed}</p>
            <button type="button" className="btn-ghost mt-3" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        )}
        {state.status === "done" &&
          PLANETS.map((planet) => {
            const name = words[planet];
            const { past, next } = state.returns[planet];
            return (
              <article key={planet} className="card p-5 text-left" data-testid={`returns-${planet}`}>
                <h3 className="font-display text-xl text-gold-100">{name}</h3>
                <ol className="mt-3 space-y-2 text-sm">
                  {past.length === 0 && <li className="text-indigo-200/80">{words.noReturnsYet}</li>}
                  {past.map((found, index) => (
                    <li key={found.at}>
                      <span className="block font-semibold text-gold-200">
                        {fillWords(words.returnHeading, { planet: name, n: index + 1 })}
                      </span>
                      <Passes found={found} format={format} />
                    </li>
                  ))}
                </ol>
                <p className="mt-4 text-sm">
                  <span className="block font-semibold text-gold-200">
                    {fillWords(words.nextHeading, { planet: name })}
                  </span>
                  <Passes found={next} format={format} />
                </p>
                <p className="mt-4 text-sm leading-relaxed text-indigo-100/90">
                  <strong className="text-gold-300">{words.traditionLabel}</strong> {CYCLES.returns[planet].text}
                </p>
              </article>
            );
          })}
      </div>
    </section>
  );
}
