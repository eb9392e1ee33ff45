import { describe, expect, it } from "vitest";
import { addDays } from "../calendar";
import { daysOfWeek, editionWeek, isIsoWeek, isoWeekOf, mondayOf, shiftWeek, weekSpanIn, weeksInIsoYear } from "./week";

describe("ISO weeks", () => {
  it.each([
    ["2025-12-29", "2026-W01"],
    ["2026-01-01", "2026-W01"],
    ["2026-11-29", "2026-W48"],
    ["2026-11-30", "2026-W49"],
    ["2027-01-01", "2026-W53"],
    ["2027-01-04", "2027-W01"],
    ["2021-01-03", "2020-W53"],
  ])("%s is in %s", (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  it("knows which years have 53 weeks and refuses weeks that do not exist", () => {
    expect(weeksInIsoYear(2026)).toBe(53);
    expect(weeksInIsoYear(2027)).toBe(52);
    expect(isIsoWeek("2026-W53")).toBe(true);
    for (const bad of ["2027-W53", "2026-W00", "2026-W54", "2026-W5", "2026W05", "1899-W10", "2200-W01", "x"]) {
      expect(isIsoWeek(bad)).toBe(false);
    }
  });

  it("lists a week's days from Monday and steps across the year's end", () => {
    expect(mondayOf("2026-W01")).toBe("2025-12-29");
    expect(daysOfWeek("2026-W48")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(shiftWeek("2026-W53", 1)).toBe("2027-W01");
    expect(shiftWeek("2027-W01", -1)).toBe("2026-W53");
    // Every week of twenty years follows the one before.
    let week = "2020-W01";
    for (let index = 0; index < 1040; index += 1) {
      const next = shiftWeek(week, 1);
      expect(mondayOf(next)).toBe(addDays(daysOfWeek(week).at(-1)!, 1));
      expect(isIsoWeek(next)).toBe(true);
      week = next;
    }
  });

  it("spans a week from local Monday midnight, an hour short across a clock change", () => {
    const paris = weekSpanIn("2026-W13", "Europe/Paris"); // Summer time begins on Sunday 29 March.
    expect(paris.start.toISOString()).toBe("2026-03-22T23:00:00.000Z");
    expect(paris.end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("gives the week ahead from Sunday in the zone, and the current week before", () => {
    const saturdayNight = new Date("2026-11-28T22:30:00Z");
    expect(editionWeek("UTC", saturdayNight)).toBe("2026-W48");
    // Already Sunday in Tokyo: the edition there is next week's.
    expect(editionWeek("Asia/Tokyo", saturdayNight)).toBe("2026-W49");
  });
});
