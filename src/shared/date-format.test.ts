import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-format";

describe("date formatters made once", () => {
  it("gives the same formatter for the same locale and options, and formats as a new one would", () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "full", timeZone: "UTC" };
    const format = dateTimeFormat("en-GB", options);
    expect(dateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" })).toBe(format);
    const day = new Date("2026-11-24T12:00:00Z");
    expect(format.format(day)).toBe("Tuesday, 24 November 2026");
    expect(format.format(day)).toBe(new Intl.DateTimeFormat("en-GB", options).format(day));
  });

  it("keeps formatters apart by locale, time zone and options", () => {
    const instant = new Date("2026-11-24T23:30:00Z");
    const hours = (timeZone: string) => dateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" });
    expect(hours("UTC").format(instant)).toBe("23");
    expect(hours("Asia/Tokyo").format(instant)).toBe("08");
    expect(hours("Asia/Tokyo")).not.toBe(hours("UTC"));
    expect(dateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(instant)).toBe(
      "Tuesday, November 24, 2026",
    );
  });
});
