import { describe, expect, it } from "vitest";
import { periodIndexOf, periodsEndingAt, periodStart } from "./timeline";

describe("My Timeline's periods", () => {
  it("starts a week on Monday and a month on its first day", () => {
    expect(periodStart("2026-11-28", "week")).toBe("2026-11-23"); // a Saturday → Monday the 23rd
    expect(periodStart("2026-11-23", "week")).toBe("2026-11-23");
    expect(periodStart("2026-11-29", "week")).toBe("2026-11-23"); // Sunday ends the week
    expect(periodStart("2026-11-28", "month")).toBe("2026-11-01");
  });
  it("lists twelve weeks, oldest first, each Monday to Sunday, across a year's end", () => {
    const weeks = periodsEndingAt("2027-01-06", "week");
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ start: "2027-01-04", end: "2027-01-10" });
    expect(weeks[0]).toEqual({ start: "2026-10-19", end: "2026-10-25" });
    for (let index = 1; index < weeks.length; index += 1) {
      expect(weeks[index]!.start > weeks[index - 1]!.end).toBe(true);
    }
  });
  it("lists twelve months with their real lengths, February of a leap year too", () => {
    const months = periodsEndingAt("2028-03-15", "month");
    expect(months[0]).toEqual({ start: "2027-04-01", end: "2027-04-30" });
    expect(months.find((month) => month.start === "2028-02-01")?.end).toBe("2028-02-29");
    expect(months.at(-1)).toEqual({ start: "2028-03-01", end: "2028-03-31" });
  });
  it("finds the period of a day, and none before the first", () => {
    const weeks = periodsEndingAt("2026-11-28", "week", 2);
    expect(periodIndexOf(weeks, "2026-11-17")).toBe(0);
    expect(periodIndexOf(weeks, "2026-11-29")).toBe(1);
    expect(periodIndexOf(weeks, "2026-11-15")).toBe(-1);
  });
});
