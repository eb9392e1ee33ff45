import { angleStep, apparentLongitude, bisect, speed } from "./sky-events";

/**
 * Jupiter's and Saturn's returns, computed with astronomy-engine: the instants when the planet's geocentric
 * apparent ecliptic longitude of date (tropical) comes back to where it stood at a birth. A planet that
 * turns retrograde near that longitude may cross it three times; each crossing is a pass, and the passes
 * within RETURN_SPAN_YEARS of a return's first pass are one return. The passes of the natal loop itself
 * (the first half orbit after birth, when a planet born near a station crosses back over its own place)
 * are not a return.
 *
 * The planet is sampled every SAMPLE_DAYS only where it is near the natal longitude. Far from it, the
 * next sample is as far ahead as the planet could not close the distance even at its fastest (MAX_SPEED),
 * so an orbit costs a few dozen positions. Where a sample lies near the natal longitude and the motion
 * turns around it, the station is found by bisection on the speed, so that two crossings either side of
 * a station are both seen; each change of side between samples is one crossing, found by bisection to
 * the minute.
 *
 * A birth known only by its date is taken at noon UTC of that day: Jupiter and Saturn move at most a few
 * minutes of arc in half a day, so a direct pass moves by under a day either way (a pass close to a
 * station by more).
 */

export type ReturnBody = "jupiter" | "saturn";

export interface PlanetReturn {
  /** The first pass. */
  at: Date;
  /** Every crossing of the natal longitude in this return, in order (one, or three around a station). */
  passes: Date[];
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

/** The sidereal periods, in years: a return comes about this long after the one before. */
export const RETURN_PERIOD_YEARS: Record<ReturnBody, number> = { jupiter: 11.862, saturn: 29.457 };

/** How far after its first pass a return's last pass may come (they span under a year). */
export const RETURN_SPAN_YEARS = 1.5;

/** Days between samples near the natal longitude: far fewer than between the planet's stations. */
const SAMPLE_DAYS = 5;

/**
 * The fastest the planet's geocentric longitude moves, degrees a day, with a margin (from 1900 to 2240
 * the most is 0.243 for Jupiter and 0.131 for Saturn, near conjunction with the Sun).
 */
const MAX_SPEED: Record<ReturnBody, number> = { jupiter: 0.26, saturn: 0.14 };

interface Sample {
  ms: number;
  /** The longitude's signed distance from the natal longitude, degrees (−180..180). */
  offset: number;
}

/** Which side of the natal longitude an offset lies on (the natal longitude itself counts as ahead). */
const isAhead = (offset: number) => offset >= 0;

/** Every crossing of `natal` longitude after `fromMs` up to `untilMs`, as epoch milliseconds in order. */
function crossings(body: ReturnBody, natal: number, fromMs: number, untilMs: number): number[] {
  const offsetAt = (ms: number) => angleStep(natal, apparentLongitude(body, new Date(ms)));
  const stepMs = SAMPLE_DAYS * DAY_MS;
  // A sample at least this far from the natal longitude has no crossing within a step either side of it.
  const near = 1.25 * MAX_SPEED[body] * SAMPLE_DAYS;

  // Samples from a step before to a step after, so a station at either end is seen.
  const samples: Sample[] = [];
  const endMs = untilMs + stepMs;
  for (let ms = fromMs - stepMs; ;) {
    const offset = offsetAt(ms);
    samples.push({ ms, offset });
    if (ms >= endMs) break;
    const safeDays = (Math.abs(offset) - near) / MAX_SPEED[body];
    ms = Math.min(endMs, ms + Math.max(stepMs, safeDays * DAY_MS));
  }

  // A station near the natal longitude may hide two crossings between samples: add it as a sample.
  const points: Sample[] = [samples[0]!];
  for (let index = 1; index < samples.length; index += 1) {
    const [before, sample, after] = [samples[index - 1]!, samples[index]!, samples[index + 1]];
    if (after && Math.abs(sample.offset) < near && after.ms - before.ms <= 2 * stepMs) {
      const stepBefore = angleStep(before.offset, sample.offset);
      const stepAfter = angleStep(sample.offset, after.offset);
      if (Math.sign(stepBefore) !== Math.sign(stepAfter) && stepBefore !== 0) {
        const retrograde = stepBefore > 0;
        const ms = bisect((before.ms + sample.ms) / 2, (sample.ms + after.ms) / 2, (at) =>
          retrograde ? speed(body, at) < 0 : speed(body, at) > 0,
        );
        const station = { ms, offset: offsetAt(ms) };
        if (ms < sample.ms) points.push(station, sample);
        else points.push(sample, station);
        continue;
      }
    }
    points.push(sample);
  }

  // Between consecutive points the planet moves one way: a change of side is one crossing.
  const found: number[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const [before, after] = [points[index - 1]!, points[index]!];
    const side = isAhead(after.offset);
    const crosses = isAhead(before.offset) !== side && Math.abs(after.offset - before.offset) < 180;
    if (!crosses || before.ms === after.ms) continue;
    const ms = bisect(before.ms, after.ms, (at) => isAhead(offsetAt(at)) === side);
    if (ms > fromMs && ms <= untilMs) found.push(ms);
  }
  return found;
}

/** Passes grouped into returns: a pass within RETURN_SPAN_YEARS of a return's first pass belongs to it. */
function groupPasses(passes: number[]): PlanetReturn[] {
  const returns: PlanetReturn[] = [];
  for (const ms of passes) {
    const last = returns.at(-1);
    if (last && ms - last.at.getTime() <= RETURN_SPAN_YEARS * YEAR_MS) last.passes.push(new Date(ms));
    else returns.push({ at: new Date(ms), passes: [new Date(ms)] });
  }
  return returns;
}

/** When the natal loop is over: half an orbit after birth, the planet is far from its natal longitude. */
const firstSearchMs = (body: ReturnBody, birth: Date) => birth.getTime() + (RETURN_PERIOD_YEARS[body] / 2) * YEAR_MS;

/**
 * Every return of `body` after `birth` (an instant; noon UTC of the birth date when only the date is known)
 * with its passes up to `until`, in order.
 */
export function planetReturns(body: ReturnBody, birth: Date, until: Date): PlanetReturn[] {
  const fromMs = firstSearchMs(body, birth);
  if (until.getTime() <= fromMs) return [];
  const natal = apparentLongitude(body, birth);
  return groupPasses(crossings(body, natal, fromMs, until.getTime()));
}

/** The first return of `body` after `birth` whose first pass comes after `after`, with all its passes. */
export function nextReturn(body: ReturnBody, birth: Date, after: Date): PlanetReturn {
  // From far enough back that a return under way at `after` is seen whole (and skipped).
  const fromMs = Math.max(firstSearchMs(body, birth), after.getTime() - RETURN_SPAN_YEARS * YEAR_MS);
  const untilMs = after.getTime() + (RETURN_PERIOD_YEARS[body] + 2 * RETURN_SPAN_YEARS) * YEAR_MS;
  const natal = apparentLongitude(body, birth);
  const next = groupPasses(crossings(body, natal, fromMs, untilMs)).find(
    (found) => found.at.getTime() > after.getTime(),
  );
  if (!next) throw new Error(`No ${body} return found within an orbit after ${after.toISOString()}`);
  return next;
}
