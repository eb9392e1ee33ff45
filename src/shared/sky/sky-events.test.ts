import { eclipse, julian, moonphase, moonposition, nutation } from "astronomia";
import { describe, expect, it } from "vitest";
import { signOfLongitude } from "../astrology/signs";
import { MEEUS_PLANETS, meeusLongitude, shortWay, type MeeusBody } from "../testing/meeus-longitude";
import { skyEvents, type IngressBody, type SkyEvent } from "./sky-events";

/**
 * The sky's events checked against an independent computation: astronomia, Meeus's algorithms with the
 * full VSOP87 series (equinox of date) for the planets and the Sun, Meeus's moon phases and
 * his eclipse predictions. Ingresses and stations are found here afresh from astronomia's positions
 * (sampled daily, crossings and zero speeds found by bisection) and must agree to 6 hours; phases and the
 * peaks of eclipses to 10 minutes.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const RAD = 180 / Math.PI;

type CheckedBody = MeeusBody;
const CHECKED_BODIES: CheckedBody[] = ["sun", ...MEEUS_PLANETS];
const STATION_BODIES = new Set(["mercury", "venus", "mars", "jupiter", "saturn"]);

const meeusSpeed = (body: CheckedBody, at: number) =>
  shortWay(meeusLongitude(body, at - HOUR_MS), meeusLongitude(body, at + HOUR_MS)) * 12;

function zeroBetween(low: number, high: number, isAfter: (at: number) => boolean): number {
  while (high - low > 30_000) {
    const middle = (low + high) / 2;
    if (isAfter(middle)) high = middle;
    else low = middle;
  }
  return (low + high) / 2;
}

interface Found {
  type: SkyEvent["type"];
  body: string;
  sign: string;
  at: number;
}

/** Ingresses and stations from astronomia's positions, sampled daily from a day before to a day after. */
function meeusBodyEvents(body: CheckedBody, from: number, until: number): Found[] {
  const found: Found[] = [];
  const days: number[] = [];
  for (let at = from - DAY_MS; at <= until + DAY_MS; at += DAY_MS) days.push(at);
  const speeds = days.map((at) => meeusSpeed(body, at));
  const cuts = [days[0]!];
  for (let index = 1; index < days.length; index += 1) {
    if (Math.sign(speeds[index]!) === Math.sign(speeds[index - 1]!)) continue;
    const retrograde = speeds[index - 1]! > 0;
    const at = zeroBetween(days[index - 1]!, days[index]!, (t) => meeusSpeed(body, t) < 0 === retrograde);
    cuts.push(at);
    if (STATION_BODIES.has(body)) {
      const sign = signOfLongitude(meeusLongitude(body, at));
      found.push({ type: retrograde ? "station-retrograde" : "station-direct", body, sign, at });
    }
  }
  cuts.push(days.at(-1)!);
  for (let piece = 1; piece < cuts.length; piece += 1) {
    const points = [cuts[piece - 1]!, ...days.filter((at) => at > cuts[piece - 1]! && at < cuts[piece]!), cuts[piece]!];
    for (let index = 1; index < points.length; index += 1) {
      const before = signOfLongitude(meeusLongitude(body, points[index - 1]!));
      const after = signOfLongitude(meeusLongitude(body, points[index]!));
      if (before === after) continue;
      const at = zeroBetween(
        points[index - 1]!,
        points[index]!,
        (t) => signOfLongitude(meeusLongitude(body, t)) !== before,
      );
      found.push({ type: "ingress", body, sign: after, at });
    }
  }
  return found;
}

const decimalYear = (at: number) => 2000 + (at - Date.UTC(2000, 0, 1, 12)) / (365.25 * DAY_MS);
const fromJde = (jde: number) => julian.JDEToDate(jde).getTime();

const PHASES = {
  "new-moon": "newMoon",
  "first-quarter": "first",
  "full-moon": "full",
  "last-quarter": "last",
} as const;

/** Meeus's principal phases of the Moon with their instants, in [from, until). */
function meeusPhases(from: number, until: number): Found[] {
  const found: Found[] = [];
  for (const [type, name] of Object.entries(PHASES)) {
    const instants = new Set<number>();
    for (let lunation = -2; lunation < (until - from) / DAY_MS / 29.5 + 2; lunation += 1) {
      const at = fromJde(moonphase[name](decimalYear(from) + lunation / 12.3685));
      if (at >= from && at < until) instants.add(Math.round(at / 60_000));
    }
    for (const minute of instants) {
      const at = minute * 60_000;
      const jde = julian.DateToJDE(new Date(at));
      const lon = (moonposition.position(jde).lon + nutation.nutation(jde)[0]) * RAD;
      found.push({ type: type as SkyEvent["type"], body: "moon", sign: signOfLongitude(lon), at });
    }
  }
  return found;
}

/** Meeus's eclipses (chapter 54) at the new and full moons of [from, until), kind named as astronomy-engine does. */
function meeusEclipses(from: number, until: number): (Found & { kind: string })[] {
  const { TYPE } = eclipse;
  const solarKind: Record<number, string> = {
    [TYPE.Partial]: "partial",
    [TYPE.Annular]: "annular",
    [TYPE.AnnularTotal]: "hybrid",
    [TYPE.Total]: "total",
  };
  const lunarKind: Record<number, string> = {
    [TYPE.Penumbral]: "penumbral",
    [TYPE.Umbral]: "partial",
    [TYPE.Total]: "total",
  };
  return meeusPhases(from, until).flatMap((phase) => {
    if (phase.type !== "new-moon" && phase.type !== "full-moon") return [];
    const lunar = phase.type === "full-moon";
    const found = (lunar ? eclipse.lunar : eclipse.solar)(decimalYear(phase.at));
    if (found.type === TYPE.None || found.jdeMax === undefined) return [];
    const at = fromJde(found.jdeMax);
    return [
      {
        type: lunar ? "lunar-eclipse" : "solar-eclipse",
        body: lunar ? "moon" : "sun",
        sign: "",
        kind: (lunar ? lunarKind : solarKind)[found.type]!,
        at,
      },
    ];
  });
}

/** Each of ours has one of theirs of the same type, body (and sign) within the tolerance, and the other way round. */
function expectSameEvents(ours: Found[], theirs: Found[], toleranceMs: number, compareSign = true) {
  const key = (event: Found) => `${event.type} ${event.body}${compareSign ? ` ${event.sign}` : ""}`;
  const worst = { ms: 0 };
  expect(ours.map(key).sort()).toEqual(theirs.map(key).sort());
  for (const event of ours) {
    const match = theirs.find((other) => key(other) === key(event) && Math.abs(other.at - event.at) <= toleranceMs);
    expect(match, `${key(event)} at ${new Date(event.at).toISOString()}`).toBeDefined();
    worst.ms = Math.max(worst.ms, Math.abs(match!.at - event.at));
  }
  return worst.ms;
}

const WINDOWS = [
  // Mercury turns retrograde and direct; an annular eclipse of the Sun and a penumbral one of the Moon.
  { from: "2027-01-01", days: 90 },
  // Mercury turns direct, Saturn retrograde; the total solar eclipse of 12 August, the partial lunar one of 28 August.
  { from: "2026-07-01", days: 90 },
];

describe.each(WINDOWS)("the sky's events for $days days from $from", ({ from, days }) => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const until = start + days * DAY_MS;
  const events = skyEvents(new Date(start), days);
  const ofTypes = (...types: SkyEvent["type"][]) =>
    events.filter((event) => types.includes(event.type)).map((event) => ({ ...event, at: event.at.getTime() }));

  it("lists them in order, all inside the stretch", () => {
    const instants = events.map((event) => event.at.getTime());
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(instants.every((at) => at >= start && at < until)).toBe(true);
  });

  it("has Meeus's new, quarter and full moons to within 10 minutes, with the Moon's sign", () => {
    const ours = ofTypes("new-moon", "first-quarter", "full-moon", "last-quarter");
    expect(ours.length).toBeGreaterThanOrEqual(12);
    const worst = expectSameEvents(ours, meeusPhases(start, until), 10 * 60_000);
    console.info(`${from}: ${ours.length} phases, the farthest from Meeus's by ${(worst / 60_000).toFixed(1)} min`);
  });

  it("has the ingresses and stations found afresh from VSOP87 to within 6 hours", () => {
    const ours = ofTypes("ingress", "station-retrograde", "station-direct").filter((event) => event.body !== "pluto");
    const theirs = CHECKED_BODIES.flatMap((body) => meeusBodyEvents(body, start, until)).filter(
      (event) => event.at >= start && event.at < until,
    );
    expect(ours.some((event) => event.body === "mercury" && event.type.startsWith("station"))).toBe(true);
    const worst = expectSameEvents(ours, theirs, 6 * HOUR_MS);
    console.info(
      `${from}: ${ours.length} ingresses and stations, the farthest from VSOP87's by ${(worst / 60_000).toFixed(1)} min`,
    );
    // Pluto (not in VSOP87) stays in Aquarius through these years: no ingress of it.
    expect(ofTypes("ingress").filter((event) => event.body === ("pluto" as IngressBody))).toEqual([]);
  });

  it("has Meeus's eclipses, their peak to within 10 minutes and their kind", () => {
    const ours = ofTypes("solar-eclipse", "lunar-eclipse");
    const theirs = meeusEclipses(start, until);
    expect(ours.length).toBe(2);
    const worst = expectSameEvents(ours, theirs, 10 * 60_000, false);
    console.info(
      `${from}: ${ours.length} eclipses, peaks the farthest from Meeus's by ${(worst / 60_000).toFixed(1)} min`,
    );
    for (const event of ours) {
      expect(theirs.find((other) => other.type === event.type)!.kind).toBe(event.kind);
    }
  });
});

describe("known eclipses", () => {
  it("has the total solar eclipse of 2 August 2027 and the partial lunar eclipse of 28 August 2026 at their peaks", () => {
    const near = (iso: string) => skyEvents(new Date(Date.parse(iso) - 2 * DAY_MS), 4);
    const solarEclipse = near("2027-08-02T10:07:00Z").find((event) => event.type === "solar-eclipse")!;
    expect(solarEclipse).toMatchObject({ body: "sun", kind: "total", sign: "leo" });
    expect(Math.abs(solarEclipse.at.getTime() - Date.parse("2027-08-02T10:07:00Z"))).toBeLessThan(10 * 60_000);
    const lunarEclipse = near("2026-08-28T04:13:00Z").find((event) => event.type === "lunar-eclipse")!;
    expect(lunarEclipse).toMatchObject({ body: "moon", kind: "partial", sign: "pisces" });
    expect(Math.abs(lunarEclipse.at.getTime() - Date.parse("2026-08-28T04:13:00Z"))).toBeLessThan(10 * 60_000);
  });

  it("refuses a number of days outside 1 to 90", () => {
    expect(() => skyEvents(new Date(Date.UTC(2027, 0, 1)), 0)).toThrow(RangeError);
    expect(() => skyEvents(new Date(Date.UTC(2027, 0, 1)), 91)).toThrow(RangeError);
  });
});
