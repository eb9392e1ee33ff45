// @vitest-environment happy-dom
import { FREE_BILLING } from "../../testing/billing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthDialogsProvider } from "../../lib/auth/auth-dialogs";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { DonationBox } from "./donation-box";

const BILLING = FREE_BILLING;
const CHECKOUT_URL = "http://test/billing/test-checkout/cs_test_abcdefghijklmnopqrstuvwx";

afterEach(() => vi.unstubAllGlobals());

/** The browser's move to another page, caught instead of made. */
function catchLeaving() {
  return vi.spyOn(window.location, "assign").mockImplementation(() => {});
}

describe("the donation box", () => {
  it("checks the amount in dollars before asking the server, then goes to the donation's checkout", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { url: CHECKOUT_URL }));
    const assign = catchLeaving();
    const user = userEvent.setup();
    renderWithQueryClient(<DonationBox viewer={{ kind: "seeker", billing: BILLING }} />);

    const amount = screen.getByLabelText("Amount in dollars");
    await user.type(amount, "0.50");
    await user.click(screen.getByRole("button", { name: "Donate" }));
    expect(await screen.findByText("The smallest donation is $1")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, "$5");
    await user.click(screen.getByRole("button", { name: "Donate" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/billing\/donations$/);
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ amountCents: 500 });
    expect(screen.getByRole("button", { name: "Opening checkout…" })).toHaveProperty("disabled", true);
  });

  it("puts the server's word on the amount on the field, and any other failure under the form", async () => {
    let answer = jsonResponse(400, {
      error: {
        code: "validation_failed",
        message: "Invalid",
        fields: { amountCents: ["The largest donation is $500"] },
      },
    });
    stubFetch(() => answer);
    const user = userEvent.setup();
    renderWithQueryClient(<DonationBox viewer={{ kind: "seeker", billing: BILLING }} />);

    await user.type(screen.getByLabelText("Amount in dollars"), "20");
    await user.click(screen.getByRole("button", { name: "Donate" }));
    expect(await screen.findByText("The largest donation is $500")).toBeTruthy();
    expect(screen.getByLabelText("Amount in dollars").getAttribute("aria-invalid")).toBe("true");

    answer = jsonResponse(409, { error: { code: "payments_unavailable", message: "Payments are not set up." } });
    await user.click(screen.getByRole("button", { name: "Donate" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Payments are not set up.");
  });

  it("is disabled when payments are off", () => {
    renderWithQueryClient(<DonationBox viewer={{ kind: "seeker", billing: { ...BILLING, mode: "off" } }} />);
    expect(screen.getByLabelText("Amount in dollars")).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Donate" })).toHaveProperty("disabled", true);
  });

  it("asks a visitor to sign in, with no amount to type", () => {
    renderWithQueryClient(
      <AuthDialogsProvider>
        <DonationBox viewer={{ kind: "visitor" }} />
      </AuthDialogsProvider>,
    );
    expect(screen.getByText("Sign in to make a donation.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByLabelText("Amount in dollars")).toBeNull();
  });
});
