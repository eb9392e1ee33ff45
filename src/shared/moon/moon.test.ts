import { describe, expect, it } from "vitest";
import { addDays, startOfDay } from "../calendar";
import { illuminationAt, moonDays, moonOnDay, quartersBetween } from "./moon";

/**
 * Principal phases of the Moon in 2026 and 2027 as published by the U.S. Naval Observatory
 * (Astronomical Applications Department, "Phases of the Moon", 2026 and 2027), in UTC to the minute.
 * Several are eclipses: the annular solar eclipse of 17 February 2026, the total lunar eclipse of
 * 3 March 2026, the total solar eclipse of 12 August 2026 and the partial lunar eclipse of 28 August 2026.
 */
const PUBLISHED = [
  { type: "full", at: "2026-01-03T10:03Z" },
  { type: "new", at: "2026-01-18T19:52Z" },
  { type: "full", at: "2026-02-01T22:09Z" },
  { type: "new", at: "2026-02-17T12:01Z" },
  { type: "full", at: "2026-03-03T11:38Z" },
  { type: "new", at: "2026-03-19T01:23Z" },
  { type: "new", at: "2026-08-12T17:37Z" },
  { type: "full", at: "2026-08-28T04:18Z" },
  { type: "new", at: "2027-02-06T15:56Z" },
  { type: "full", at: "2027-02-20T23:23Z" },
] as const;
const MINUTE = 60_000;

describe("the Moon's phases", () => {
  it("fall within ten minutes of the published times", () => {
    for (const published of PUBLISHED) {
      const at = Date.parse(published.at);
      const found = quartersBetween(new Date(at - 2 * 86_400_000), new Date(at + 2 * 86_400_000)).find(
        (event) => event.type === published.type,
      );
      expect(found, published.at).toBeDefined();
      expect(Math.abs(found!.at.getTime() - at), published.at).toBeLessThan(10 * MINUTE);
    }
  });

  it("come in order, about a week apart, for three months", () => {
    const events = quartersBetween(new Date("2026-11-24T00:00Z"), new Date("2027-02-24T00:00Z"));
    expect(events.length).toBeGreaterThanOrEqual(12);
    const order = ["new", "first-quarter", "full", "last-quarter"];
    for (let index = 1; index < events.length; index++) {
      expect(order.indexOf(events[index]!.type)).toBe((order.indexOf(events[index - 1]!.type) + 1) % 4);
      const days = (events[index]!.at.getTime() - events[index - 1]!.at.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(6.5);
      expect(days).toBeLessThan(8.5);
    }
  });

  it("name the day of a principal phase in the seeker's zone, and light the disc to match", () => {
    // Full moon 3 March 2026, 11:38 UTC: that day in London and in New York (06:38 local).
    expect(moonOnDay("2026-03-03", "Europe/London")).toMatchObject({ phase: "full-moon" });
    expect(moonOnDay("2026-03-03", "America/New_York").phase).toBe("full-moon");
    expect(moonOnDay("2026-03-03", "UTC").illumination).toBeGreaterThan(0.98);
    // New moon 18 January 2026, 19:52 UTC: already 19 January in Tokyo (UTC+9).
    expect(moonOnDay("2026-01-19", "Asia/Tokyo").phase).toBe("new-moon");
    expect(moonOnDay("2026-01-18", "Asia/Tokyo").phase).toBe("waning-crescent");
    expect(moonOnDay("2026-01-18", "UTC").illumination).toBeLessThan(0.02);
  });

  it("is half lit at the quarters, full at the full moon and dark at the new, within two points", () => {
    for (const event of quartersBetween(new Date("2026-01-01T00:00Z"), new Date("2027-01-01T00:00Z"))) {
      const expected = { new: 0, "first-quarter": 0.5, full: 1, "last-quarter": 0.5 }[event.type];
      expect(Math.abs(illuminationAt(event.at) - expected), event.at.toISOString()).toBeLessThan(0.02);
      const day = event.at.toISOString().slice(0, 10);
      expect(moonOnDay(day, "UTC").phase, day).toBe(
        { new: "new-moon", full: "full-moon" }[event.type as string] ?? event.type,
      );
    }
  });

  it("names the days between the principal phases and counts the Moon's age", () => {
    const waxing = moonOnDay("2026-01-22", "UTC");
    expect(waxing.phase).toBe("waxing-crescent");
    expect(waxing.ageDays).toBeGreaterThan(3);
    expect(waxing.ageDays).toBeLessThan(4);
    expect(moonOnDay("2026-01-30", "UTC").phase).toBe("waxing-gibbous");
    expect(moonOnDay("2026-01-06", "UTC").phase).toBe("waning-gibbous");
    const full = moonOnDay("2026-11-24", "UTC");
    expect(full.ageDays).toBeGreaterThan(14);
    expect(full.ageDays).toBeLessThan(16);
  });
});

describe("a month of moons", () => {
  it("is the same, day by day, as each day computed alone, in less work", () => {
    const days = Array.from({ length: 62 }, (_, index) => addDays("2026-02-20", index));
    for (const zone of ["America/New_York", "Asia/Tokyo"]) {
      const month = moonDays(days, zone);
      days.forEach((day, index) => {
        const alone = moonOnDayAlone(day, zone);
        expect(month[index]!.phase, `${zone} ${day}`).toBe(alone.phase);
        expect(month[index]!.sign, `${zone} ${day}`).toBe(alone.sign);
        expect(month[index]!.ageDays, `${zone} ${day}`).toBeCloseTo(alone.ageDays, 3);
      });
    }
  });
});

/** A day on its own, the way the day's figures are defined: its own searches for the phases and the last new moon. */
function moonOnDayAlone(day: string, timeZone: string) {
  const start = startOfDay(timeZone, day);
  const end = startOfDay(timeZone, addDays(day, 1));
  const noon = new Date((start.getTime() + end.getTime()) / 2);
  const principal = quartersBetween(start, end)[0];
  const lastNew = quartersBetween(new Date(noon.getTime() - 31 * 86_400_000), noon)
    .filter((event) => event.type === "new")
    .at(-1)!;
  const day1 = moonDays([day], timeZone)[0]!;
  return {
    phase: principal
      ? (({ new: "new-moon", full: "full-moon" } as Record<string, string>)[principal.type] ?? principal.type)
      : day1.phase,
    sign: day1.sign,
    ageDays: (noon.getTime() - lastNew.at.getTime()) / 86_400_000,
  };
}
