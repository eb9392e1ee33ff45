// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CYCLES } from "../../../../content/cycles";
import { AuthDialogsProvider } from "../../lib/auth/auth-dialogs";
import { AuthProvider } from "../../lib/auth/auth-provider";
import { createSessionStore } from "../../lib/auth/session-store";
import { setClockForTests } from "../../lib/clock";
import { jsonResponse, stubFetch } from "../../testing/render";
import { CyclesPage } from "./cycles-page";

afterEach(() => {
  vi.unstubAllGlobals();
  setClockForTests(null);
});

const at = (day: string) => ({ at: `${day}T10:00:00.000Z`, passes: [{ at: `${day}T10:00:00.000Z` }] });

/** The page for a visitor, with GET /api/cycles answering the returns of a birth on 18 November 1985. */
function renderPage() {
  const fetchMock = stubFetch(({ path }) => {
    if (path === "/api/auth/get-session") return jsonResponse(200, null);
    if (path === "/api/cycles") {
      return jsonResponse(200, {
        jupiterReturns: [at("1997-03-08"), at("2009-02-19"), at("2021-02-02")],
        saturnReturns: [
          {
            at: "2014-12-25T10:00:00.000Z",
            passes: [
              { at: "2014-12-25T10:00:00.000Z" },
              { at: "2015-06-12T10:00:00.000Z" },
              { at: "2015-09-20T10:00:00.000Z" },
            ],
          },
        ],
        nextJupiterReturn: at("2033-01-17"),
        nextSaturnReturn: at("2044-02-29"),
      });
    }
    return jsonResponse(404, {});
  });
  render(
    <MemoryRouter>
      <AuthProvider sessionStore={createSessionStore()}>
        <AuthDialogsProvider>
          <CyclesPage />
        </AuthDialogsProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe("Your Cycles for a visitor", () => {
  it("works out a typed birth date's numbers, draws the round of nine and lists the returns with tradition labelled", async () => {
    setClockForTests(new Date(2026, 5, 15, 12));
    const fetchMock = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Your Cycles" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Your birth date"), "1985-11-18");
    await userEvent.click(screen.getByRole("button", { name: "Show my cycles" }));

    // Year: (11 → 2) + (18 → 9) + (2026 → 10 → 1) = 12 → 3. Month: 3 + 6 = 9. Day: 9 + (15 → 6) = 15 → 6.
    expect(screen.getByTestId("cycle-personalYear").textContent).toBe("3");
    expect(screen.getByTestId("cycle-personalMonth").textContent).toBe("9");
    expect(screen.getByTestId("cycle-personalDay").textContent).toBe("6");
    expect(screen.getByTestId("cycle-universalYear").textContent).toBe("1");
    expect(screen.getByText(CYCLES.personalYears[3].text)).toBeTruthy();
    expect(screen.getByText("Worked out: 11 → 2 + 18 → 9 + 2026 → 10 → 1 = 12 → 3")).toBeTruthy();
    const wheel = screen.getByRole("img", { name: "You are in year 3 of nine." });
    expect(wheel.querySelectorAll("[data-year]")).toHaveLength(9);
    expect(wheel.querySelector("[data-current]")?.getAttribute("data-year")).toBe("3");

    const saturn = await screen.findByTestId("returns-saturn", {}, { timeout: 5000 });
    expect(within(saturn).getByText("Saturn return 1")).toBeTruthy();
    expect(within(saturn).getByText(/Crosses 3 times/)).toBeTruthy();
    expect(within(saturn).getByText("Tradition:")).toBeTruthy();
    const jupiter = screen.getByTestId("returns-jupiter");
    expect(within(jupiter).getAllByText(/^Jupiter return \d$/)).toHaveLength(3);
    expect(within(jupiter).getByText("Your next Jupiter return")).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes("/api/cycles"));
    expect(asked).toContain("birthDate=1985-11-18");
    expect(asked).toContain("date=2026-06-15");

    // Nothing on the page calls a number karmic: the word belongs to the product's karma points.
    expect(document.body.textContent).not.toMatch(/karm/i);
  });

  it("refuses a birth date in the future", async () => {
    setClockForTests(new Date(2026, 5, 15, 12));
    renderPage();
    await userEvent.type(screen.getByLabelText("Your birth date"), "2027-01-01");
    await userEvent.click(screen.getByRole("button", { name: "Show my cycles" }));
    expect(screen.getByText("Birth date cannot be in the future")).toBeTruthy();
    expect(screen.queryByTestId("cycles-shown")).toBeNull();
  });
});
