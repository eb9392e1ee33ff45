import { useEffect, useState } from "react";
import { ENERGY_WORDS } from "../../../../content/energy/words";
import { ENERGY_PAGE_WORDS } from "../../../../content/energy/page";
import { calendarDayIn } from "../../../shared/calendar";
import { intensityOf, quadrantOf, type EnergyPoint } from "../../../shared/energy/energy-rule";
import type { MoonPhase } from "../../../shared/moon/phases";
import { fillWords } from "../../../shared/text";
import { loadApi, readBody } from "../../lib/api-client";
import { now } from "../../lib/clock";
import { QUADRANT_FILL } from "./energy-grid";

const words = ENERGY_PAGE_WORDS;

type MoonState = { status: "loading" } | { status: "failed" } | { status: "done"; phase: MoonPhase };

/** Today's Moon in the browser's zone, from GET /api/moon (the page carries no ephemeris; nothing is written). */
function MoonToday() {
  const [moon, setMoon] = useState<MoonState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    loadApi()
      .then((api) =>
        readBody(
          api.moon.$get({ query: { date: calendarDayIn(tz, now()), tz } }, { init: { signal: controller.signal } }),
        ),
      )
      .then((report) => setMoon({ status: "done", phase: report.phase }))
      .catch(() => {
        if (!controller.signal.aborted) setMoon({ status: "failed" });
      });
    return () => controller.abort();
  }, []);
  return (
    <p className="mt-4 text-sm text-indigo-200/90" aria-live="polite" data-testid="energy-moon-today">
      {moon.status === "loading" && words.moonLoading}
      {moon.status === "failed" && words.moonFailed}
      {moon.status === "done" && fillWords(words.moonToday, { phase: words.moonPhaseNames[moon.phase] })}
    </p>
  );
}

/**
 * What today's point says, worked out in the browser: its quadrant's name and what a day there can mean,
 * how far out it lies, a question and one small thing to try, and today's Moon beside it.
 */
export function PointReading({ point, showsWords }: { point: EnergyPoint; showsWords: boolean }) {
  const quadrant = quadrantOf(point);
  const said = ENERGY_WORDS.quadrants[quadrant];
  return (
    <section aria-labelledby="energy-point-title" className="card p-6 text-left sm:p-8" data-testid="energy-point">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{words.pointTitle}</p>
      <h2 id="energy-point-title" className="mt-2 flex items-center gap-2 text-2xl text-gold-100">
        <span
          aria-hidden
          className="inline-block size-3.5 rounded-full"
          style={{ background: QUADRANT_FILL[quadrant] }}
        />
        {said.name}
      </h2>
      <p className="mt-3 text-indigo-50">{said.summary}</p>
      <p className="mt-2 text-sm text-indigo-100/90">{ENERGY_WORDS.intensities[intensityOf(point)]}</p>
      <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">{said.meaning}</p>
      <h3 className="mt-4 text-sm font-semibold text-gold-200">{ENERGY_WORDS.reflection.promptHeading}</h3>
      <p className="mt-1 text-sm text-indigo-100/90">{said.prompt}</p>
      <h3 className="mt-4 text-sm font-semibold text-gold-200">{ENERGY_WORDS.reflection.careHeading}</h3>
      <p className="mt-1 text-sm text-indigo-100/90">{said.care}</p>
      {showsWords && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-gold-200">{words.wordsListLabel}</h3>
          <p className="mt-1 text-sm text-indigo-100/90">{said.words.join(" · ")}</p>
        </>
      )}
      <MoonToday />
    </section>
  );
}
