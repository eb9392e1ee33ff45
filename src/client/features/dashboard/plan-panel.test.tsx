// @vitest-environment happy-dom
import { NOVICE_BILLING } from "../../testing/billing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { PlanArrivalNote, PlanPanel } from "./plan-panel";

const PAYING = NOVICE_BILLING;

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  return renderWithQueryClient(
    <MemoryRouter>
      <PlanPanel />
    </MemoryRouter>,
  );
}

describe("the dashboard's plan panel", () => {
  it("shows the plan with the word 'plan', its renewal, and cancels only after the seeker confirms", async () => {
    const fetchMock = stubFetch(({ path, method }) => {
      if (path === "/api/billing" && method === "GET") return jsonResponse(200, PAYING);
      if (path === "/api/billing/cancel") return jsonResponse(200, { ...PAYING, cancelAtPeriodEnd: true });
      return jsonResponse(404, { error: { code: "not_found", message: "No" } });
    });
    const user = userEvent.setup();
    renderPanel();

    expect(await screen.findByText("Your plan: Mystic Novice plan")).toBeTruthy();
    expect(screen.getByText("$9.99/month")).toBeTruthy();
    expect(screen.getByTestId("plan-status").textContent).toMatch(/^Active — renews on .*2026/);
    expect(screen.getAllByRole("link", { name: "See plans" })[0]!.getAttribute("href")).toBe("/pricing");
    expect(screen.queryByRole("button", { name: "Manage billing" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Resume plan" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Cancel plan" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your plan?" });
    expect(dialog.textContent).toMatch(
      /The Mystic Novice plan stays until .*2026, then your account moves to the Free/,
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep my plan" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/cancel"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Cancel plan" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel my plan" }));
    await waitFor(() =>
      expect(screen.getByTestId("plan-status").textContent).toMatch(/^Cancelled — your plan ends on .*2026/),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Resume plan" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel plan" })).toBeNull();
  });

  it("explains a second plan that was cancelled and refunded, in the panel and on return from its checkout", async () => {
    const refunded = {
      ...PAYING,
      duplicateRefund: { planName: "Arcane Explorer", amountCents: 1999, endedAt: "2026-11-24T10:00:00.000Z" },
    };
    stubFetch(() => jsonResponse(200, refunded));
    renderWithQueryClient(
      <MemoryRouter initialEntries={["/dashboard?checkout=success"]}>
        <PlanArrivalNote />
        <PlanPanel />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId("duplicate-refund")).textContent).toMatch(
      /the Arcane Explorer plan, was cancelled at once and its \$19\.99 refunded in full/,
    );
    expect(
      screen.getByText(
        "You already had the Mystic Novice plan, so this payment is refunded: see Plan & Billing below.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Welcome to/)).toBeNull();
  });

  it("labels test mode's tools as such, and offers the billing portal only with a billing account", async () => {
    stubFetch(() => jsonResponse(200, PAYING));
    const { unmount } = renderPanel();
    const tools = await screen.findByRole("region", { name: "Test-mode tools" });
    expect(within(tools).getByRole("button", { name: "Simulate a failed renewal" })).toBeTruthy();
    expect(within(tools).getByRole("button", { name: "End the period now" })).toBeTruthy();
    unmount();

    stubFetch(() => jsonResponse(200, { ...PAYING, mode: "stripe", hasBillingAccount: true }));
    renderPanel();
    expect(await screen.findByRole("button", { name: "Manage billing" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Test-mode tools" })).toBeNull();
  });

  it("on the free plan: no subscription to change, and the way to the plans", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        ...PAYING,
        plan: { level: 1, name: "Free Seeker", priceCents: 0, currency: "usd" },
        status: "free",
        currentPeriodEnd: null,
      }),
    );
    renderPanel();
    expect(await screen.findByText("Your plan: Free Seeker plan")).toBeTruthy();
    expect(screen.getByTestId("plan-status").textContent).toBe(
      "No subscription: the free plan, free for as long as you like.",
    );
    expect(screen.queryByRole("button", { name: "Cancel plan" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Test-mode tools" })).toBeNull();
  });
});
