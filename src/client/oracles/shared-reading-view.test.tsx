// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rune } from "../../../content/runes";
import { positionWords, spreadWords } from "../../../content/draws/spreads";
import { tarotCard } from "../../../content/tarot";
import type { SharedReading } from "../../shared/api/sharing";
import { RUNE_DECK, TAROT_DECK } from "../../shared/draws/decks";
import { spreadPositions, type Spread } from "../../shared/draws/spreads";
import { AuthDialogsProvider, useAuthDialogs } from "../lib/auth/auth-dialogs";
import { AuthProvider } from "../lib/auth/auth-provider";
import { createSessionStore } from "../lib/auth/session-store";
import { jsonResponse, stubFetch } from "../testing/render";
import { SharedReadingView } from "./shared-reading-view";

afterEach(() => vi.unstubAllGlobals());

/** Which dialog is open, as the page's dialog hosts read it. */
function OpenDialog() {
  const { openDialog, mode, returnTo } = useAuthDialogs();
  return <p data-testid="dialog">{openDialog ? `${openDialog} ${mode} ${returnTo}` : "none"}</p>;
}

/**
 * The view as the shared page renders it, for a visitor signed in as `user` or signed out, once its
 * oracle's view (loaded with its own code) is shown.
 */
async function renderShared(reading: SharedReading, user: { id: string; email: string; name: string } | null) {
  stubFetch(({ path }) =>
    path === "/api/auth/get-session" ? jsonResponse(200, user ? { user } : null) : jsonResponse(404, {}),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuthProvider sessionStore={createSessionStore()}>
          <AuthDialogsProvider>
            <SharedReadingView reading={reading} />
            <OpenDialog />
          </AuthDialogsProvider>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole("article");
  return rendered;
}

/** A shared draw of the deck's items at `step` apart, every third one reversed. */
function sharedDraw(tool: "tarot" | "runes", spread: Spread, question: string | null): SharedReading {
  const deck = tool === "tarot" ? TAROT_DECK : RUNE_DECK;
  return {
    tool,
    spread,
    spreadName: spreadWords(spread).name,
    situation: "relationships",
    question,
    items: spreadPositions(spread, null).map((position, order) => {
      const key = deck[(order * 5) % deck.length]!;
      return {
        key,
        name: tool === "tarot" ? tarotCard(key).name : rune(key).name,
        position,
        positionLabel: positionWords(position).label,
        reversed: order % 3 === 1,
        inPosition: `As the ${positionWords(position).label}, ${key} speaks.`,
        meaning: `The meaning of ${key} in its place.`,
      };
    }),
    synthesis: "Across the spread the heart leads, and the mind follows when it is ready.",
  };
}

describe("a shared tarot spread or rune cast", () => {
  it("shows every card in its place with its art, position, meaning and reversal, then the synthesis", async () => {
    const reading = sharedDraw("tarot", "celtic-cross", "Where is this love going?");
    await renderShared(reading, { id: "u1", email: "ada@example.com", name: "ada" });
    if (!("items" in reading)) throw new Error("a draw");

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Relationships Reading");
    expect(screen.getByText("Celtic Cross")).toBeTruthy();
    expect(screen.getByText("A Shared Tarot Spread")).toBeTruthy();
    expect(screen.getByText("“Where is this love going?”")).toBeTruthy();

    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    for (const [order, item] of reading.items.entries()) {
      const shown = within(items[order]!);
      const art = shown.getByRole("img");
      expect(art.getAttribute("alt")).toBe(item.reversed ? `${item.name} (Reversed)` : item.name);
      // The library's own picture of the card, as the build writes it.
      expect(art.getAttribute("src")).toBe(`/art/tarot/${item.key}${item.reversed ? "-reversed" : ""}.svg`);
      expect(shown.getByText(item.positionLabel)).toBeTruthy();
      expect(shown.getByRole("heading", { level: 3 }).textContent).toBe(
        item.reversed ? `${item.name}Reversed` : item.name,
      );
      expect(shown.getByText(item.meaning)).toBeTruthy();
      expect(shown.getByText(item.inPosition)).toBeTruthy();
    }
    expect(screen.getByTestId("synthesis").textContent).toBe(reading.synthesis);
    expect((await screen.findByRole("link", { name: "Try the Tarot" })).getAttribute("href")).toBe("/tarot");
  });

  it("names a rune drawn upside down merkstave and invites a visitor to sign up on the way to the runes", async () => {
    const reading = sharedDraw("runes", "five-rune-cross", null);
    await renderShared(reading, null);
    expect(screen.getByText("A Shared Rune Cast")).toBeTruthy();
    expect(screen.queryByText("The question asked")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    if (!("items" in reading)) throw new Error("a draw");
    const reversed = reading.items.filter((item) => item.reversed).length;
    expect(reversed).toBeGreaterThan(0);
    expect(screen.getAllByText("Merkstave")).toHaveLength(reversed);

    await userEvent.setup().click(await screen.findByRole("button", { name: "Try the Runes" }));
    expect(screen.getByTestId("dialog").textContent).toBe("auth signup /runes");
  });

  it("still shows a cast of the dice as before", async () => {
    await renderShared(
      {
        tool: "dice",
        situation: "guidance",
        dice: { red: 3, white: 1, green: 5 },
        question: null,
        interpretation: "Your will glows with creative fire.",
        timingPrediction: "Within the turning of the moon.",
        yesNoAnswer: "Likely yes: the way is opening.",
        totalSumInterpretation: "Nine, the Lantern.",
      },
      null,
    );
    expect(screen.getByTestId("interpretation").textContent).toBe("Your will glows with creative fire.");
    expect(screen.getByRole("group", { name: "The dice" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Try the Dice Oracle" })).toBeTruthy();
  });
});
