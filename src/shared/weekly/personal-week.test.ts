import { describe, expect, it } from "vitest";
import { cyclesOn } from "../cycles/cycles";
import { mainMoonEvent, personalWeekFacts } from "./personal-week";
import { weekSkyEvents, type WeekSkyEvent } from "./sky-week";
import { weekSpanIn } from "./week";

describe("the facts of a seeker's week", () => {
  it.each(["America/New_York", "Europe/Berlin", "Asia/Tokyo"])(
    "are the week's sky in %s, with the personal numbers of each day",
    (zone) => {
      const facts = personalWeekFacts("1990-07-14", "2026-W49", zone);
      const { start, end } = weekSpanIn("2026-W49", zone);
      expect(facts.events).toEqual(weekSkyEvents("2026-W49", zone));
      expect(facts.events.every((event) => event.at >= start.toISOString() && event.at < end.toISOString())).toBe(true);
      expect(facts.days.map((entry) => entry.day)).toEqual([
        "2026-11-30",
        "2026-12-01",
        "2026-12-02",
        "2026-12-03",
        "2026-12-04",
        "2026-12-05",
        "2026-12-06",
      ]);
      for (const { day, personalDay } of facts.days)
        expect(personalDay).toBe(cyclesOn("1990-07-14", day).personalDay.value);
      expect(facts.personalYear).toBe(cyclesOn("1990-07-14", "2026-11-30").personalYear.value);
      expect(facts.mainMoonEvent?.type).toBe("last-quarter");
    },
  );

  it("puts an eclipse before a full moon, a full moon before a new one, and knows a week with none", () => {
    const at = "2026-08-12T17:37:00.000Z";
    const event = (type: WeekSkyEvent["type"]): WeekSkyEvent => ({ type, body: "moon", sign: "leo", at });
    expect(mainMoonEvent([event("new-moon"), event("full-moon")])?.type).toBe("full-moon");
    expect(mainMoonEvent([event("full-moon"), event("lunar-eclipse")])?.type).toBe("lunar-eclipse");
    expect(mainMoonEvent([{ ...event("ingress"), body: "mars" }])).toBeNull();
  });
});
