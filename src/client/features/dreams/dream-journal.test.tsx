// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DreamJournal as Journal, DreamResponse } from "../../../shared/api/dreams";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import DreamJournal from "./dream-journal";

afterEach(() => vi.unstubAllGlobals());

const ID = "00000000-0000-4000-8000-00000000000a";
const dream = (overrides: Partial<DreamResponse> = {}): DreamResponse => ({
  id: ID,
  tool: "dreams",
  situation: "guidance",
  question: null,
  text: "I was falling and my teeth fell out.",
  dreamtAt: "2026-03-09",
  mood: "anxious",
  lucidity: 2,
  tags: ["night"],
  symbols: [
    { key: "falling", name: "Falling" },
    { key: "teeth", name: "Teeth" },
  ],
  enhancedText: null,
  enhancedBy: null,
  createdAt: "2026-03-10T07:00:00.000Z",
  ...overrides,
});

describe("the dream journal", () => {
  it("writes a dream, links its symbols, counts the recurring ones and shows who wrote a reflection", async () => {
    let journal: Journal = { items: [], recurring: [] };
    const posted: unknown[] = [];
    stubFetch(({ path, method, body }) => {
      if (path === "/api/me/dreams" && method === "GET") return jsonResponse(200, journal);
      if (path === "/api/me/dreams" && method === "POST") {
        posted.push(body);
        journal = {
          items: [
            dream(),
            dream({
              id: `${ID.slice(0, -1)}b`,
              text: "Falling again.",
              symbols: [{ key: "falling", name: "Falling" }],
            }),
          ],
          recurring: [
            { key: "falling", name: "Falling", dreams: 2 },
            { key: "teeth", name: "Teeth", dreams: 1 },
          ],
        };
        return jsonResponse(201, { ...dream(), rewards: { karma: 5 } });
      }
      if (path === `/api/me/dreams/${ID}/reflection` && method === "POST") {
        const text = "What did the fall ask of you?";
        journal = {
          ...journal,
          items: journal.items.map((item) =>
            item.id === ID ? { ...item, enhancedText: text, enhancedBy: { kind: "ai", model: "model-x" } } : item,
          ),
        };
        return jsonResponse(200, { text, enhancedBy: { kind: "ai", model: "model-x" }, label: "model-x" });
      }
      return jsonResponse(404, { error: { code: "not_found", message: "No" } });
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <MemoryRouter>
        <DreamJournal />
      </MemoryRouter>,
    );

    expect(await screen.findByText("No dreams yet. The first one you write will appear here.")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Your dream" }), "I was falling and my teeth fell out.");
    await user.type(screen.getByLabelText("Lucidity (0 to 5)"), "2");
    await user.type(screen.getByLabelText("Tags"), "night, recurring ,");
    await user.click(screen.getByRole("button", { name: "Save dream" }));

    await waitFor(() => expect(screen.getAllByTestId("dream-entry")).toHaveLength(2));
    expect(posted[0]).toMatchObject({
      text: "I was falling and my teeth fell out.",
      lucidity: 2,
      tags: ["night", "recurring"],
    });
    const first = screen.getAllByTestId("dream-entry")[0]!;
    const symbols = within(first).getByRole("list", { name: "Symbols" });
    expect(within(symbols).getByRole("link", { name: "Teeth" }).getAttribute("href")).toBe(
      "/dream-analysis/symbols/teeth",
    );
    // Only a symbol in more than one dream is counted as recurring.
    const recurring = screen.getByTestId("recurring-symbols");
    expect(recurring.textContent).toContain("Falling");
    expect(recurring.textContent).toContain("2 dreams");
    expect(recurring.textContent).not.toContain("Teeth");

    await user.click(within(first).getByRole("button", { name: "Reflect on this dream" }));
    const reflection = await within(first).findByRole("region", { name: "Reflection" });
    expect(reflection.textContent).toContain("What did the fall ask of you?");
    expect(reflection.textContent).toContain("model-x");
  });
});
