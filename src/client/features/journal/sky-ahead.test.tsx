// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { skyAheadWords } from "../../../../content/sky/sky-ahead";
import { jsonResponse, renderWithQueryClient } from "../../testing/render";
import { SkyAhead } from "./sky-ahead";
import { SkyAheadFrame } from "./sky-ahead-frame";

/** Answers /api/sky with `body` (or an error), recording the query each request asked. */
function stubSky(answer: () => Response) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
        "http://test",
      );
      if (url.pathname !== "/api/sky") return jsonResponse(404, { error: { code: "not_found", message: "No" } });
      asked.push(url.searchParams);
      return answer();
    }),
  );
  return asked;
}

const EVENTS = [
  // Before the start of today in New York (10 August begins at 04:00 UTC): not shown.
  { type: "last-quarter", body: "moon", sign: "taurus", at: "2026-08-10T02:00:00.000Z" },
  { type: "new-moon", body: "moon", sign: "leo", at: "2026-08-12T17:37:00.000Z" },
  { type: "solar-eclipse", body: "sun", sign: "leo", kind: "total", at: "2026-08-12T17:46:00.000Z" },
  { type: "ingress", body: "sun", sign: "virgo", at: "2026-08-23T02:19:00.000Z" },
  { type: "station-retrograde", body: "venus", sign: "scorpio", at: "2026-10-03T07:10:00.000Z" },
];

describe("the sky ahead", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Monday 10 August 2026, 10:00 in New York.
    vi.setSystemTime(new Date("2026-08-10T14:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("lists the next eight weeks' events by week, in the visitor's time, labelled as tradition", async () => {
    const asked = stubSky(() => jsonResponse(200, { from: "2026-08-10", days: 57, events: EVENTS }));
    renderWithQueryClient(
      <SkyAheadFrame>
        <SkyAhead timeZone="America/New_York" />
      </SkyAheadFrame>,
    );

    const rows = await screen.findAllByTestId("sky-event");
    expect(asked[0]?.get("from")).toBe("2026-08-10");
    expect(asked[0]?.get("days")).toBe("57");
    expect(rows.map((row) => row.querySelector("p")!.textContent)).toEqual([
      "New Moon in Leo",
      "Total solar eclipse in Leo",
      "The Sun enters Virgo",
      "Venus turns retrograde in Scorpio",
    ]);
    // Local dates and times: the Sun enters Virgo on the evening of the 22nd in New York.
    expect(within(rows[0]!).getByText(/Wed, Aug 12, 1:37\sPM EDT/)).toBeTruthy();
    expect(within(rows[2]!).getByText(/Sat, Aug 22, 10:19\sPM EDT/)).toBeTruthy();

    const weeks = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(weeks).toHaveLength(8);
    expect(weeks.slice(0, 3)).toEqual(["This week", "Next week", "Week of Mon, Aug 24"]);
    const week = (index: number) =>
      screen
        .getAllByRole("listitem")
        .filter((item) => item.getAttribute("aria-labelledby") === `sky-week-${index}`)[0]!;
    expect(within(week(0)).getAllByTestId("sky-event")).toHaveLength(2);
    expect(within(week(1)).getAllByTestId("sky-event")).toHaveLength(1);
    expect(within(week(2)).getByText(skyAheadWords.empty)).toBeTruthy();
    expect(within(week(7)).getByText("Venus turns retrograde in Scorpio")).toBeTruthy();
    expect(screen.getByText(skyAheadWords.label)).toBeTruthy();
  });

  it("keeps what tradition says folded until asked", async () => {
    stubSky(() => jsonResponse(200, { from: "2026-08-10", days: 57, events: EVENTS }));
    renderWithQueryClient(
      <SkyAheadFrame>
        <SkyAhead timeZone="America/New_York" />
      </SkyAheadFrame>,
    );
    const row = (await screen.findAllByTestId("sky-event"))[3]!;
    const details = row.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(within(row).getByText(/In astrological tradition, Venus turns retrograde/)).toBeTruthy();
    fireEvent.click(within(row).getByText(skyAheadWords.showTradition));
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(within(row).getByText(skyAheadWords.hideTradition)).toBeTruthy();
  });

  it("says so when the sky cannot be loaded, and tries again", async () => {
    let fail = true;
    const asked = stubSky(() =>
      fail
        ? jsonResponse(503, { error: { code: "unavailable", message: "Busy" } })
        : jsonResponse(200, { from: "2026-08-10", days: 57, events: EVENTS }),
    );
    renderWithQueryClient(
      <SkyAheadFrame>
        <SkyAhead timeZone="America/New_York" />
      </SkyAheadFrame>,
    );
    const alert = await screen.findByRole("alert");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: /Try again/ }));
    expect(await screen.findAllByTestId("sky-event")).toHaveLength(4);
    expect(asked).toHaveLength(2);
  });
});
