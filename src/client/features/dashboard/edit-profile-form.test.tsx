// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProfileResponse } from "../../../shared/api/me";
import { zoneChangeTooSoonMessage } from "../../../../content/site/profile";
import { setClockForTests } from "../../lib/clock";
import { formatResetTime } from "../../lib/format";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { EditProfileForm } from "./edit-profile-form";

const PROFILE: ProfileResponse = {
  userId: "0b7e5c1e-3f0e-4a43-9d6f-1c2b3a4d5e6f",
  email: "seeker@example.com",
  displayId: "MYS-ABC234",
  fullName: "Ada",
  bio: null,
  location: null,
  birthDate: null,
  interests: null,
  timezone: "UTC",
  stats: { totalReadings: 0, dailyStreak: 0, streakFreezes: 0, karmaPoints: 0, mysticLevel: "Novice", nextLevel: null },
  tier: { level: 1, name: "Novice" },
  plan: { level: 1, name: "Free", dailyLimit: 3 },
  daily: { used: 0, limit: 3, remaining: 3, resetsAt: "2030-01-01T00:00:00.000Z" },
  streakCalendar: [],
  karmaHistory: [],
};

/** What assistive technology reads out with a field: its description (the error and the hint). */
function descriptionOf(label: string): string[] {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "");
}

/** The field's error, as assistive technology finds it: the control is invalid and described by it. */
function expectFieldError(label: string, message: string) {
  expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
  expect(descriptionOf(label)).toContain(message);
}

afterEach(() => {
  setClockForTests(null);
  vi.unstubAllGlobals();
});

describe("the edit-profile form", () => {
  it("offers birth dates up to the last one that is 18 today on this device's clock", () => {
    setClockForTests(new Date(2026, 3, 9, 23, 30));
    renderWithQueryClient(<EditProfileForm profile={PROFILE} />);
    expect(screen.getByLabelText("Birth date").getAttribute("max")).toBe("2008-04-09");
  });

  it("refuses a seeker under 18 today, and a day still to come, before sending anything", async () => {
    setClockForTests(new Date(2026, 10, 27, 12, 0));
    const fetchMock = stubFetch(() => jsonResponse(200, PROFILE));
    const user = userEvent.setup();
    renderWithQueryClient(<EditProfileForm profile={PROFILE} />);

    await user.type(screen.getByLabelText("Birth date"), "2008-11-28");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByRole("alert");
    expectFieldError("Birth date", "You must be 18 or older to use Mystic Dice");

    await user.clear(screen.getByLabelText("Birth date"));
    await user.type(screen.getByLabelText("Birth date"), "2026-11-28");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await vi.waitFor(() => expectFieldError("Birth date", "Birth date must be in the past"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText("Profile saved")).toBeNull();

    await user.clear(screen.getByLabelText("Birth date"));
    await user.type(screen.getByLabelText("Birth date"), "2008-11-27");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByText("Profile saved");
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ birthDate: "2008-11-27" });
  });

  it("checks the fields by the server's own rules before sending anything", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, PROFILE));
    const user = userEvent.setup();
    renderWithQueryClient(<EditProfileForm profile={PROFILE} />);

    await user.type(screen.getByLabelText("Birth date"), "2999-01-01");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await screen.findByRole("alert");
    expectFieldError("Birth date", "Birth date must be in the past");
    expect(document.activeElement).toBe(screen.getByLabelText("Birth date"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(400, {
        error: {
          code: "bad_request",
          message: "Invalid request",
          fields: { location: ["Location must be at most 100 characters"] },
        },
      }),
    );
    const user = userEvent.setup();
    renderWithQueryClient(<EditProfileForm profile={PROFILE} />);

    await user.type(screen.getByLabelText("Location"), "Somewhere");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await screen.findByRole("alert");
    expectFieldError("Location", "Location must be at most 100 characters");
    expect(document.activeElement).toBe(screen.getByLabelText("Location"));
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Profile saved")).toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "PATCH" });
  });

  it("says under the time zone when it can change again, in this device's own words for the time", async () => {
    const nextChangeAt = "2030-01-02T09:30:00.000Z";
    stubFetch(() =>
      jsonResponse(400, {
        error: {
          code: "zone_change_too_soon",
          message: "Your time zone can change once a day. You can change it again from 2030-01-02T09:30+00:00.",
          fields: { timezone: ["…"] },
          details: { nextChangeAt },
        },
      }),
    );
    const user = userEvent.setup();
    renderWithQueryClient(<EditProfileForm profile={PROFILE} />);

    await user.selectOptions(screen.getByLabelText("Time zone"), "Europe/Paris");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await screen.findByRole("alert");
    expectFieldError("Time zone", zoneChangeTooSoonMessage(formatResetTime(nextChangeAt)));
    expect(document.activeElement).toBe(screen.getByLabelText("Time zone"));
    expect(screen.queryByText("Profile saved")).toBeNull();
  });

  it("sends the checked values and says the profile is saved until the next change", async () => {
    const fetchMock = stubFetch(({ body }) => jsonResponse(200, { ...PROFILE, ...(body as object) }));
    const user = userEvent.setup();
    renderWithQueryClient(<EditProfileForm profile={PROFILE} />);

    await user.clear(screen.getByLabelText("Full name"));
    await user.type(screen.getByLabelText("Full name"), "  Ada Starling ");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await screen.findByText("Profile saved");
    const sent = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    // Trimmed, and the empty birth date is "none".
    expect(sent).toMatchObject({ fullName: "Ada Starling", birthDate: null, bio: null });

    await user.type(screen.getByLabelText("Bio"), "A path");
    expect(screen.queryByText("Profile saved")).toBeNull();
  });
});
