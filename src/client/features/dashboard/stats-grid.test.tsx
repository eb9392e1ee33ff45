// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProfileResponse } from "../../../shared/api/me";
import { StatsGrid } from "./stats-grid";

/** A seeker at `mysticLevel` with `karma`, on a plan whose oracle tier the server computed as `tier`. */
function profileOf(
  mysticLevel: ProfileResponse["stats"]["mysticLevel"],
  karma: number,
  plan: { level: number; name: string },
  tier: number,
): ProfileResponse {
  return {
    userId: "0b7e5c1e-3f0e-4a43-9d6f-1c2b3a4d5e6f",
    email: "seeker@example.com",
    displayId: "MYS-ABC234",
    fullName: null,
    bio: null,
    location: null,
    birthDate: null,
    interests: null,
    timezone: "UTC",
    stats: {
      totalReadings: 2,
      dailyStreak: 1,
      streakFreezes: 0,
      karmaPoints: karma,
      mysticLevel,
      nextLevel: mysticLevel === "Novice" ? { name: "Initiate", karma: 100 } : { name: "Adept", karma: 700 },
    },
    tier: { level: tier, name: "—" },
    plan: { ...plan, dailyLimit: null },
    daily: { used: 0, limit: null, remaining: null, resetsAt: "2030-01-01T00:00:00.000Z" },
    streakCalendar: [],
    karmaHistory: [],
  };
}

const levelCard = () => screen.getByText("Mystic level").closest("div")!;

describe("the mystic level card", () => {
  it("shows the level's own tier beside the level, and the depth a plan gives apart, naming the plan", () => {
    render(<StatsGrid profile={profileOf("Novice", 40, { level: 3, name: "Arcane Explorer" }, 5)} />);
    const card = levelCard();
    expect(within(card).getByText("Novice")).toBeTruthy();
    expect(within(card).getByText("Tier 1 of 5")).toBeTruthy();
    expect(within(card).queryByText("Tier 5 of 5")).toBeNull();
    expect(card.textContent).toContain("Your readings are at tier 5 of 5 on the Arcane Explorer plan.");
  });

  it("says nothing of the plan when the level's tier is the depth", () => {
    render(<StatsGrid profile={profileOf("Explorer", 320, { level: 2, name: "Mystic Novice" }, 3)} />);
    const card = levelCard();
    expect(within(card).getByText("Tier 3 of 5")).toBeTruthy();
    expect(card.textContent).not.toContain("plan");
  });
});
