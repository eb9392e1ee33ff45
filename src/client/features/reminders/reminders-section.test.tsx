// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { RemindersSection } from "./reminders-section";

afterEach(() => vi.unstubAllGlobals());

const SETTINGS = {
  daily: true,
  moon: false,
  streak: false,
  hour: 9,
  email: true,
  push: false,
  followUps: true,
  weeklyReport: true,
  pushDevices: 0,
};

describe("the reminders section", () => {
  it("shows the follow-ups choice and saves it turned off", async () => {
    const saved: unknown[] = [];
    stubFetch(({ path, method, body }) => {
      if (path === "/api/me/reminders" && method === "GET") return jsonResponse(200, SETTINGS);
      if (path === "/api/me/reminders" && method === "PUT") {
        saved.push(body);
        return jsonResponse(200, { ...SETTINGS, ...(body as object) });
      }
      return jsonResponse(404, { error: { code: "not_found", message: "No" } });
    });
    const user = userEvent.setup();
    renderWithQueryClient(<RemindersSection />);
    const followUps = (await screen.findByRole("checkbox", { name: /How did it turn out\?/ })) as HTMLInputElement;
    expect(followUps.checked).toBe(true);
    await user.click(followUps);
    await user.click(screen.getByRole("button", { name: "Save reminders" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ daily: true, moon: false, streak: false, email: true, followUps: false });
    expect(await screen.findByText("Your reminders are saved.")).toBeTruthy();
  });
});
