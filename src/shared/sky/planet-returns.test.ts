import { describe, expect, it } from "vitest";
import { meeusLongitude, shortWay } from "../testing/meeus-longitude";
import { nextReturn, planetReturns, RETURN_PERIOD_YEARS, type PlanetReturn, type ReturnBody } from "./planet-returns";

/**
 * The returns checked against an independent computation: astronomia, Meeus's algorithms with the full
 * VSOP87 series (equinox of date). At each pass the planet stands on its natal longitude to within a
 * day's motion; between the passes of one return it stays on one side, day by day; and the returns come
 * about a sidereal period apart.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365.25 * DAY_MS;

/** Births at noon UTC, spread over 1940–2000; several have a return of three passes. */
const BIRTHS = [
  "1940-08-17",
  "1946-07-15",
  "1952-09-09",
  "1958-04-04",
  "1960-03-01",
  "1967-12-24",
  "1973-06-11",
  "1979-06-30",
  "1985-11-18",
  "1999-12-31",
];
const UNTIL = new Date("2026-11-01T00:00:00Z");
const BODIES: ReturnBody[] = ["jupiter", "saturn"];

/**
 * Each pass lies on the natal longitude (astronomia's) to within the planet's motion over a day about it,
 * and the passes go forward, back, forward: direct, retrograde, direct.
 */
function expectOnNatalLongitude(body: ReturnBody, birth: Date, found: PlanetReturn) {
  const natal = meeusLongitude(body, birth.getTime());
  found.passes.forEach((pass, index) => {
    const at = pass.getTime();
    const dailyMotion = shortWay(meeusLongitude(body, at - DAY_MS / 2), meeusLongitude(body, at + DAY_MS / 2));
    const miss = Math.abs(shortWay(natal, meeusLongitude(body, at)));
    expect(miss, `${body} pass ${pass.toISOString()}`).toBeLessThanOrEqual(Math.abs(dailyMotion));
    expect(dailyMotion > 0, `${body} pass ${pass.toISOString()} goes forward`).toBe(index % 2 === 0);
  });
}

/** Between two passes of a return the planet stays on one side of the natal longitude, day by day. */
function expectNoCrossingBetweenPasses(body: ReturnBody, birth: Date, found: PlanetReturn) {
  const natal = meeusLongitude(body, birth.getTime());
  for (let index = 1; index < found.passes.length; index += 1) {
    const from = found.passes[index - 1]!.getTime();
    const to = found.passes[index]!.getTime();
    const sides = new Set<boolean>();
    for (let at = from + DAY_MS; at < to - DAY_MS / 2; at += DAY_MS) {
      sides.add(shortWay(natal, meeusLongitude(body, at)) > 0);
    }
    expect(sides.size, `${body} between ${found.passes[index - 1]!.toISOString()} and the next pass`).toBe(1);
  }
}

/** Return k (from 1) begins within 1.5 years of birth + k sidereal periods. */
const expectedStart = (body: ReturnBody, birth: Date, k: number) =>
  birth.getTime() + k * RETURN_PERIOD_YEARS[body] * YEAR_MS;

/** The fastest either planet's geocentric longitude moves, degrees a day, with a margin (Jupiter ≈ 0.24, Saturn ≈ 0.13). */
const TOP_SPEED: Record<ReturnBody, number> = { jupiter: 0.3, saturn: 0.16 };

/**
 * Every instant from `from` to `to` that astronomia's longitude of `body` crosses `natal`, found by a search
 * of its own: steps as long as the planet could not close the gap at its top speed (a day at least, 16 at
 * most), and each crossing bisected to the hour.
 */
function astronomiaCrossings(body: ReturnBody, natal: number, from: number, to: number): number[] {
  const gap = (at: number) => shortWay(natal, meeusLongitude(body, at));
  const crossings: number[] = [];
  let at = from;
  let before = gap(at);
  while (at < to) {
    const days = Math.min(16, Math.max(1, Math.floor(Math.abs(before) / TOP_SPEED[body])));
    const next = at + days * DAY_MS;
    const after = gap(next);
    if (Math.sign(after) !== Math.sign(before) && Math.abs(after - before) < 90) {
      let [low, high, lowGap] = [at, next, before];
      while (high - low > HOUR_MS) {
        const middle = (low + high) / 2;
        const middleGap = gap(middle);
        if (Math.sign(middleGap) === Math.sign(lowGap)) [low, lowGap] = [middle, middleGap];
        else high = middle;
      }
      crossings.push((low + high) / 2);
    }
    [at, before] = [next, after];
  }
  return crossings;
}

describe("planet returns", () => {
  it.each(BIRTHS)("born %s at noon UTC: every pass agrees with astronomia", (day) => {
    const birth = new Date(`${day}T12:00:00Z`);
    for (const body of BODIES) {
      const returns = planetReturns(body, birth, UNTIL);
      // Every return due well before UNTIL is there, and none is due after it.
      for (let k = 1; expectedStart(body, birth, k) + 1.5 * YEAR_MS < UNTIL.getTime(); k += 1) {
        expect(returns.length, `${body} return ${k}`).toBeGreaterThanOrEqual(k);
      }
      returns.forEach((found, index) => {
        expect(Math.abs(found.at.getTime() - expectedStart(body, birth, index + 1))).toBeLessThan(1.5 * YEAR_MS);
        expect(found.at).toEqual(found.passes[0]);
        expect([1, 3]).toContain(found.passes.length);
        expect(found.passes.at(-1)!.getTime()).toBeLessThanOrEqual(UNTIL.getTime());
        expectOnNatalLongitude(body, birth, found);
        expectNoCrossingBetweenPasses(body, birth, found);
      });

      // The next return after UNTIL is the one after the last, whole.
      const next = nextReturn(body, birth, UNTIL);
      expect(next.at.getTime()).toBeGreaterThan(UNTIL.getTime());
      expect(Math.abs(next.at.getTime() - expectedStart(body, birth, returns.length + 1))).toBeLessThan(1.5 * YEAR_MS);
      // The same passes as the returns up to a later date give, to the minute (the samples differ).
      const later = planetReturns(body, birth, new Date(next.at.getTime() + 2 * YEAR_MS))[returns.length]!;
      expect(later.passes).toHaveLength(next.passes.length);
      later.passes.forEach((pass, index) => {
        expect(Math.abs(pass.getTime() - next.passes[index]!.getTime())).toBeLessThan(60_000);
      });
      expect([1, 3]).toContain(next.passes.length);
      expectOnNatalLongitude(body, birth, next);
      expectNoCrossingBetweenPasses(body, birth, next);
    }
  });

  it.each(BIRTHS)(
    "born %s: every pass of every return so far and of the next is one astronomia's own search finds, within a day",
    (day) => {
      const birth = new Date(`${day}T12:00:00Z`);
      for (const body of BODIES) {
        const natal = meeusLongitude(body, birth.getTime());
        const found = [...planetReturns(body, birth, UNTIL), nextReturn(body, birth, UNTIL)];
        // Around each return's due date (birth + k sidereal periods): from 1.5 years before to 2.5 after.
        found.forEach((one, index) => {
          const due = expectedStart(body, birth, index + 1);
          const searched = astronomiaCrossings(body, natal, due - 1.5 * YEAR_MS, due + 2.5 * YEAR_MS);
          const passes = one.passes.map((pass) => pass.getTime());
          expect(searched, `${body} return ${index + 1}: ${one.passes.map((pass) => pass.toISOString())}`).toHaveLength(
            passes.length,
          );
          searched.forEach((at, pass) => {
            expect(Math.abs(at - passes[pass]!), `${body} return ${index + 1}, pass ${pass + 1}`).toBeLessThan(DAY_MS);
          });
        });
      }
    },
  );

  it("finds the three passes of a return around a station, and the single pass of a direct one", () => {
    const birth = new Date("1985-11-18T12:00:00Z");
    const saturn = planetReturns("saturn", birth, UNTIL);
    expect(saturn).toHaveLength(1);
    expect(saturn[0]!.passes.map((pass) => pass.toISOString().slice(0, 10))).toEqual([
      "2014-12-25",
      "2015-06-12",
      "2015-09-20",
    ]);
    const jupiter = planetReturns("jupiter", birth, UNTIL);
    expect(jupiter.map((found) => found.passes.length)).toEqual([1, 1, 1]);
    expect(jupiter.map((found) => found.at.toISOString().slice(0, 7))).toEqual(["1997-03", "2009-02", "2021-02"]);
  });

  it("counts no return before the planet has gone round once", () => {
    const birth = new Date("2000-01-01T12:00:00Z");
    expect(planetReturns("jupiter", birth, new Date("2011-01-01T00:00:00Z"))).toEqual([]);
    expect(planetReturns("saturn", birth, new Date("2026-01-01T00:00:00Z"))).toEqual([]);
  });

  it("gives the next return whole even while an earlier one is under way", () => {
    const birth = new Date("1985-11-18T12:00:00Z");
    // Between the first and the last pass of the Saturn return of 2014–15: the next is the one of the 2040s.
    const next = nextReturn("saturn", birth, new Date("2015-07-01T00:00:00Z"));
    expect(next.at.getUTCFullYear()).toBe(2044);
    expect(next.passes).toHaveLength(3);
  });
});
