import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { describeFailure, lockedSpreadFailure } from "./describe-failure";

describe("describeFailure, for a drawing oracle", () => {
  it("leads a spread beyond the plan to the plans", () => {
    const error = new ApiError(403, "spread_not_in_plan", "Not in your plan", undefined, { pricingPath: "/pricing" });
    expect(describeFailure(error, { spreadName: "Celtic Cross" })).toEqual(lockedSpreadFailure("Celtic Cross"));
    expect(lockedSpreadFailure("Celtic Cross")).toEqual({
      message: "The Celtic Cross opens with a paid plan.",
      showsPlans: true,
    });
  });

  it("says when the day's readings open again, with the plans, at the daily cap", () => {
    const resetsAt = new Date(Date.UTC(2026, 10, 25, 0, 0)).toISOString();
    const error = new ApiError(429, "daily_limit_reached", "You have used today's readings.", undefined, { resetsAt });
    const failure = describeFailure(error, { spreadName: "One Card" });
    expect(failure.showsPlans).toBe(true);
    expect(failure.message.startsWith("You have used today's readings. Your next reading opens ")).toBe(true);
  });

  it("asks to try again when the connection fails, and shows the server's other messages", () => {
    expect(describeFailure(new TypeError("Failed to fetch"), { spreadName: "One Card" })).toEqual({
      message: "The oracle could not be reached. Check your connection and try again.",
      showsPlans: false,
    });
    expect(describeFailure(new ApiError(400, "validation_error", "Choose a spread"), { spreadName: "x" }).message).toBe(
      "Choose a spread",
    );
  });
});
