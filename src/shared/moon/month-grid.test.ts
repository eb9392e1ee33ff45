import { describe, expect, it } from "vitest";
import { firstDayOf, monthOfDay, monthWeeks, shiftMonth } from "./month-grid";

describe("the month grid", () => {
  it("puts each day under its weekday, Monday first", () => {
    // 1 March 2026 is a Sunday: six empty columns, then the month runs to Tuesday 31 in a sixth week.
    const march = monthWeeks({ year: 2026, month: 3 });
    expect(march).toHaveLength(6);
    expect(march[0]).toEqual([null, null, null, null, null, null, "2026-03-01"]);
    expect(march[1]![1]).toBe("2026-03-03");
    expect(march[5]).toEqual(["2026-03-30", "2026-03-31", null, null, null, null, null]);
    expect(march.flat().filter(Boolean)).toHaveLength(31);
  });

  it("fits a February that starts on a Monday into four weeks, and counts leap days", () => {
    const february = monthWeeks({ year: 2027, month: 2 });
    expect(february).toHaveLength(4);
    expect(february[0]![0]).toBe("2027-02-01");
    expect(february[3]![6]).toBe("2027-02-28");
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean).at(-1)).toBe("2028-02-29");
  });

  it("steps between months across the turn of the year", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
    expect(monthOfDay("2026-11-24")).toEqual({ year: 2026, month: 11 });
    expect(firstDayOf({ year: 2026, month: 4 })).toBe("2026-04-01");
  });
});
