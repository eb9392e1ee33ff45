import { describe, expect, it } from "vitest";
import { isPrincipalPhase } from "../moon/phases";
import { personalCycles } from "../numerology/numerology";
import { missingRitualFields } from "./profile-fields";
import { baseDigit, dailyNumber, moonRitualFacts, numerologyRitualFacts } from "./rituals";

// Born 1990-04-23: in 2026 the Personal Year is 4 + 5 + 1 = 10 → 1, and November's Personal Month 1 + 2 = 3.
const BIRTH = "1990-04-23";

describe("the day's number", () => {
  it("is the Personal Day on an ordinary day", () => {
    expect(dailyNumber(BIRTH, "2026-11-24")).toEqual({
      dayNumber: 9,
      personalDay: 9,
      personalMonth: 3,
      personalYear: 1,
    });
  });

  it("is the master number the Personal Month and the whole calendar day make, over the Personal Day's digit", () => {
    expect(dailyNumber(BIRTH, "2026-11-08")).toMatchObject({ dayNumber: 11, personalDay: 2 });
    expect(dailyNumber(BIRTH, "2026-11-19")).toMatchObject({ dayNumber: 22, personalDay: 4 });
    expect(dailyNumber(BIRTH, "2026-11-30")).toMatchObject({ dayNumber: 33, personalDay: 6 });
  });

  it("always carries the calculator's Personal Day as its digit, every day of a year", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const seen = new Set<number>();
    for (let offset = 0; offset < 365; offset++) {
      const day = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
      const { dayNumber, personalDay } = dailyNumber(BIRTH, day);
      expect(baseDigit(dayNumber)).toBe(personalDay);
      expect(personalDay).toBe(personalCycles(BIRTH, day).personalDay.value);
      seen.add(dayNumber);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
  });
});

describe("the rituals' facts", () => {
  it("read the seeker's numbers and the Moon of their local day", () => {
    const facts = numerologyRitualFacts({
      birthDate: BIRTH,
      fullName: "Ada Lovelace",
      day: "2026-11-24",
      timeZone: "Europe/Paris",
    });
    expect(facts).toMatchObject({ kind: "numerology", dayNumber: 9, lifePath: 1 });
    expect(facts.expression).not.toBeNull();
    const moon = moonRitualFacts("2026-11-24", "Europe/Paris");
    expect(moon.moon).toEqual(facts.moon);
    expect(moon.moon.illumination).toBeGreaterThanOrEqual(0);
    expect(moon.moon.illumination).toBeLessThanOrEqual(1);
  });

  it("leave out the name's number when the name has no letters to count", () => {
    expect(
      numerologyRitualFacts({ birthDate: BIRTH, fullName: "李小龍", day: "2026-11-24", timeZone: "UTC" }).expression,
    ).toBeNull();
  });

  it("name the profile fields the numerology reading still needs", () => {
    expect(missingRitualFields({ fullName: null, birthDate: null })).toEqual(["fullName", "birthDate"]);
    expect(missingRitualFields({ fullName: "  ", birthDate: "1990-04-23" })).toEqual(["fullName"]);
    expect(missingRitualFields({ fullName: "Ada", birthDate: "1990-04-23" })).toEqual([]);
  });

  it("know the four principal phases", () => {
    expect(["new-moon", "first-quarter", "full-moon", "last-quarter"].every(isPrincipalPhase)).toBe(true);
    expect(isPrincipalPhase("waxing-gibbous")).toBe(false);
  });
});
