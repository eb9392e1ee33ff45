import { afterEach, describe, expect, it, vi } from "vitest";
import { moonDays, moonReport } from "../../../shared/moon/moon";
import { startMoonComputer } from "./moon-computer";

describe("the Moon's computations for the page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answer as the Moon's module does, on the page itself where there are no workers", async () => {
    vi.stubGlobal("Worker", undefined);
    const computer = startMoonComputer();
    expect(await computer.report("2026-11-30", "Asia/Tokyo")).toEqual(moonReport("2026-11-30", "Asia/Tokyo"));
    const days = ["2026-12-01", "2026-12-02", "2026-12-03"];
    expect(await computer.days(days, "Europe/Paris")).toEqual(moonDays(days, "Europe/Paris"));
    computer.stop();
  });
});
