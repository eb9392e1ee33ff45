// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Patterns, PatternTools } from "../../../shared/api/patterns";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { JournalPatterns } from "./patterns-panel";

afterEach(() => vi.unstubAllGlobals());

const TOOLS: PatternTools = {
  tools: [
    {
      tool: "dice",
      name: "Dice Oracle",
      kinds: [
        { kind: "rolls", label: "Rolls", deckSize: 216 },
        { kind: "faces", label: "Faces", deckSize: 6 },
      ],
    },
    { tool: "tarot", name: "Tarot", kinds: [{ kind: "cards", label: "Cards", deckSize: 78 }] },
  ],
};

function patternsFor(tool: string, kind: string, days: number): Patterns {
  const base = {
    tool: tool as Patterns["tool"],
    kind: kind as Patterns["kind"],
    days,
    since: "2026-03-17T12:00:00.000Z",
    excludedOwnDraws: 0,
  };
  if (kind === "faces") {
    return {
      ...base,
      deckSize: 6,
      readings: 10,
      itemsDrawn: 30,
      excludedOwnDraws: 2,
      items: [{ key: "6", name: "6 · Crown", count: 9, expected: 5, pAtLeast: 0.07, sentence: "6 · Crown: 9 times" }],
    };
  }
  return { ...base, deckSize: 216, readings: 0, itemsDrawn: 0, items: [] };
}

describe("the journal's patterns panel", () => {
  it("offers each oracle's kinds and the periods, and shows the items' sentences, bars and the own-draw note", async () => {
    const fetchMock = stubFetch(({ path }) => {
      if (path === "/api/me/journal/pattern-tools") return jsonResponse(200, TOOLS);
      if (path === "/api/me/journal/patterns") {
        const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), "http://test");
        const query = url.searchParams;
        return jsonResponse(200, patternsFor(query.get("tool")!, query.get("kind")!, Number(query.get("days"))));
      }
      return jsonResponse(404, { error: { code: "not_found", message: "No" } });
    });
    const user = userEvent.setup();
    renderWithQueryClient(<JournalPatterns />);

    const oracle = await screen.findByRole("combobox", { name: "Oracle" });
    await waitFor(() =>
      expect(
        within(oracle)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Dice Oracle · Rolls", "Dice Oracle · Faces", "Tarot"]),
    );
    expect(await screen.findByText("No readings of this oracle in this period yet.")).toBeTruthy();
    expect(screen.getByTestId("patterns-own-draws").textContent).toMatch(/only holds for draws the server made/);

    await user.selectOptions(oracle, "dice:faces");
    await user.selectOptions(screen.getByRole("combobox", { name: "Period" }), "365");
    expect(await screen.findByText("6 · Crown: 9 times")).toBeTruthy();
    expect(screen.getByTestId("patterns-summary").textContent).toBe("10 readings, 30 faces in all.");
    expect(screen.getByTestId("patterns-own-draws").textContent).toBe(
      "Not counted: 2 readings from your own deck or dice, since the chance check only holds for draws the server made.",
    );
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      asked.some((url) => url.includes("tool=dice") && url.includes("kind=faces") && url.includes("days=365")),
    ).toBe(true);
  });

  it("says so when the patterns cannot be loaded", async () => {
    stubFetch(() => jsonResponse(500, { error: { code: "internal_error", message: "Down" } }));
    renderWithQueryClient(<JournalPatterns />);
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
