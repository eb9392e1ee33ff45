import { afterEach, describe, expect, it, vi } from "vitest";
import { localToday, now, nowMs, setClockForTests } from "./clock";

afterEach(() => {
  setClockForTests(null);
  vi.useRealTimers();
});

describe("the client's clock", () => {
  it("reads the real clock unless a test pins it", () => {
    const before = Date.now();
    const read = nowMs();
    const instant = now();
    const after = Date.now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(after);
    expect(instant.getTime()).toBeGreaterThanOrEqual(read);
    expect(instant.getTime()).toBeLessThanOrEqual(after);
  });

  it("follows Vitest's fake timers, which replace the global Date", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2031, 5, 15, 9, 30));
    expect(now()).toEqual(new Date(2031, 5, 15, 9, 30));
    expect(localToday()).toBe("2031-06-15");
  });

  it("pinned to an instant, says that instant and that day on this device, each time it is asked", () => {
    // Built from local parts: the last minute of January 31st in whatever zone the test runs in.
    const pinned = new Date(2026, 0, 31, 23, 59);
    setClockForTests(pinned);
    pinned.setFullYear(2000); // the clock keeps the instant it was given
    expect(now()).toEqual(new Date(2026, 0, 31, 23, 59));
    expect(nowMs()).toBe(new Date(2026, 0, 31, 23, 59).getTime());
    expect(localToday()).toBe("2026-01-31");
    expect(now()).not.toBe(now());
  });

  it("handed a function, moves on as it does; null gives back the real clock", () => {
    let instant = new Date(2026, 11, 31, 23, 59, 59);
    setClockForTests(() => instant);
    expect(localToday()).toBe("2026-12-31");
    instant = new Date(2027, 0, 1, 0, 0, 1);
    expect(localToday()).toBe("2027-01-01");
    expect(nowMs()).toBe(instant.getTime());

    setClockForTests(null);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1_000);
  });

  it("pads the month and day of a local day", () => {
    setClockForTests(new Date(2026, 2, 5, 12));
    expect(localToday()).toBe("2026-03-05");
  });
});
