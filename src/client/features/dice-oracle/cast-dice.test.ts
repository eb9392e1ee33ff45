import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { describeCastFailure } from "./cast-dice";

describe("a refused cast's message", () => {
  it("at the daily cap: the server's words, when the next reading opens, and the way to the plans", () => {
    const refused = new ApiError(
      429,
      "daily_limit_reached",
      "You have cast all 3 of today's readings on the Free Seeker plan.",
      undefined,
      { limit: 3, resetsAt: "2026-11-24T00:00:00.000Z", planLevel: 1, pricingPath: "/pricing" },
    );
    const failure = describeCastFailure(refused, null);
    expect(failure).toMatchObject({ kind: "message", showsPlans: true });
    expect(failure.kind === "message" && failure.message).toMatch(
      /^You have cast all 3 of today's readings on the Free Seeker plan\. Your next reading opens .+\.$/,
    );
  });

  it("for any other reason: no way to the plans", () => {
    const failure = describeCastFailure(new ApiError(404, "reading_not_found", "No reading"), null);
    expect(failure).toEqual({ kind: "message", message: "No reading found for this combination" });
  });
});
