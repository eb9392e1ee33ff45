import { describe, expect, it } from "vitest";
import { weeklyReportDue } from "./due";

describe("when a seeker's weekly report is due", () => {
  it.each([
    // Sunday 29 November 2026 at 06:00 in each zone: the report of the week ahead.
    ["America/New_York", "2026-11-29T11:00:00Z"],
    ["Europe/Berlin", "2026-11-29T05:00:00Z"],
    ["Asia/Tokyo", "2026-11-28T21:00:00Z"],
  ])("is due early on Sunday in %s, for the week ahead, and not an hour before", (zone, sixAm) => {
    const at = new Date(sixAm);
    expect(weeklyReportDue(zone, at)).toBe("2026-W49");
    expect(weeklyReportDue(zone, new Date(at.getTime() - 3_600_000))).toBeNull();
    expect(weeklyReportDue(zone, new Date(at.getTime() + 17 * 3_600_000))).toBe("2026-W49");
    // Monday: no longer.
    expect(weeklyReportDue(zone, new Date(at.getTime() + 18 * 3_600_000))).toBeNull();
  });
});
