import { julian, moonphase } from "astronomia";
import { EclipticGeoMoon } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { signOfLongitude, ZODIAC_SIGNS } from "../astrology/signs";
import { skyEvents } from "../sky/sky-events";
import { eventsTouchingSign, relationsToSign, weekMoonSigns, weekSkyEvents } from "./sky-week";
import { weekSpanIn } from "./week";

const DAY_MS = 86_400_000;
const decimalYear = (at: number) => 2000 + (at - Date.UTC(2000, 0, 1, 12)) / (365.25 * DAY_MS);
const PHASES = {
  "new-moon": "newMoon",
  "first-quarter": "first",
  "full-moon": "full",
  "last-quarter": "last",
} as const;

describe("a week's sky", () => {
  it("is the sky's computed events of the week, as /api/sky cuts them from its ninety days", () => {
    for (const week of ["2026-W33", "2026-W48", "2027-W01"]) {
      const { start, end } = weekSpanIn(week, "UTC");
      const ninety = skyEvents(start, 90)
        .map(({ at, ...event }) => ({
          ...event,
          at: new Date(Math.round(at.getTime() / 60_000) * 60_000).toISOString(),
        }))
        .filter((event) => event.at < end.toISOString());
      expect(weekSkyEvents(week, "UTC")).toEqual(ninety);
    }
  });

  it("keeps the moon's phases within 10 minutes of Meeus's, in three zones", () => {
    for (const zone of ["America/Los_Angeles", "Europe/London", "Asia/Kolkata"]) {
      for (const week of ["2026-W33", "2026-W34", "2026-W35", "2026-W36"]) {
        const { start } = weekSpanIn(week, zone);
        for (const event of weekSkyEvents(week, zone).filter((event) => event.type in PHASES)) {
          const name = PHASES[event.type as keyof typeof PHASES];
          const at = Date.parse(event.at);
          const nearest = [-1, 0, 1]
            .map((lunation) =>
              julian.JDEToDate(moonphase[name](decimalYear(start.getTime()) + lunation / 12.3685)).getTime(),
            )
            .sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0]!;
          expect(Math.abs(nearest - at)).toBeLessThan(10 * 60_000);
        }
      }
    }
  });

  it("follows the Moon through the signs, one after another, each entered to the minute", () => {
    const spells = weekMoonSigns("2026-W48", "Europe/Berlin");
    expect(spells.length).toBeGreaterThanOrEqual(3);
    expect(spells.length).toBeLessThanOrEqual(5);
    for (const [index, spell] of spells.entries()) {
      if (index > 0) {
        const previous = spells[index - 1]!.sign;
        expect(ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(previous) + 1) % 12]).toBe(spell.sign);
        const at = Date.parse(spell.from);
        expect(signOfLongitude(EclipticGeoMoon(new Date(at - 60_000)).lon)).toBe(previous);
        expect(signOfLongitude(EclipticGeoMoon(new Date(at + 60_000)).lon)).toBe(spell.sign);
      }
    }
  });

  it("says how an event touches a sign: in it, by its ruler, opposite, square or trine", () => {
    expect(relationsToSign({ body: "mars", sign: "aries" }, "aries")).toEqual(["in-sign", "ruler"]);
    expect(relationsToSign({ body: "moon", sign: "libra" }, "aries")).toEqual(["opposite"]);
    expect(relationsToSign({ body: "sun", sign: "cancer" }, "aries")).toEqual(["square"]);
    expect(relationsToSign({ body: "sun", sign: "capricorn" }, "aries")).toEqual(["square"]);
    expect(relationsToSign({ body: "venus", sign: "sagittarius" }, "aries")).toEqual(["trine"]);
    expect(relationsToSign({ body: "saturn", sign: "gemini" }, "aquarius")).toEqual(["ruler", "trine"]);
    expect(relationsToSign({ body: "neptune", sign: "gemini" }, "aries")).toEqual([]);
    const events = weekSkyEvents("2026-W33", "UTC");
    const leo = eventsTouchingSign(events, "leo");
    // The total solar eclipse of 12 August 2026 is in Leo, and the Sun rules it.
    expect(leo).toContainEqual(expect.objectContaining({ type: "solar-eclipse", relation: "in-sign" }));
    expect(leo.every((event) => events.some((sky) => sky.at === event.at && sky.type === event.type))).toBe(true);
  });
});
