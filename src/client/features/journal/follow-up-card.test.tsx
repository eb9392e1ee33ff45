// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { FollowUpCard } from "./follow-up-card";
import { FollowUpToggle } from "./follow-up-toggle";

// The answer form is the journal's own component (outcome-form.tsx, tested with it); here a button that
// answers stands in, so what the test sees is the card's part: listing, refreshing, stopping.
const Answer = ({ readingId, onAnswered }: { readingId: string; onAnswered(): void }) => (
  <button type="button" onClick={onAnswered}>{`Answer ${readingId}`}</button>
);

afterEach(() => vi.unstubAllGlobals());

const FIRST = "00000000-0000-4000-8000-000000000001";
const SECOND = "00000000-0000-4000-8000-000000000002";
const due = [
  { id: FIRST, tool: "dice", question: "Will the garden take?", createdAt: "2026-04-01T07:00:00.000Z", after: 7 },
  { id: SECOND, tool: "tarot", question: "Is the trip a good idea?", createdAt: "2026-03-10T12:00:00.000Z", after: 30 },
];

describe("the dashboard's follow-up card", () => {
  it("lists each due follow-up with its question, the answer form and a way to stop asking", async () => {
    let waiting = [...due];
    const fetchMock = stubFetch(({ path, method, body }) => {
      if (path === "/api/me/journal/follow-ups") return jsonResponse(200, { due: waiting, upcoming: [] });
      if (path === `/api/me/readings/${SECOND}/follow-up` && method === "PUT") {
        expect(body).toEqual({ on: false });
        waiting = waiting.filter((item) => item.id !== SECOND);
        return jsonResponse(200, { followUp: false });
      }
      return jsonResponse(404, { error: { code: "not_found", message: "No" } });
    });
    const user = userEvent.setup();
    renderWithQueryClient(<FollowUpCard Answer={Answer} />);

    const card = await screen.findByRole("region", { name: "How did it turn out?" });
    const items = within(card).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("“Will the garden take?”");
    expect(items[0]!.textContent).toContain("Asked a week ago");
    expect(items[1]!.textContent).toContain("“Is the trip a good idea?”");
    expect(items[1]!.textContent).toContain("Asked a month ago");
    expect(within(items[0]!).getByRole("button", { name: `Answer ${FIRST}` })).toBeTruthy();

    await user.click(within(items[1]!).getByRole("button", { name: "Don't ask about this reading" }));
    await waitFor(() => expect(within(card).getAllByRole("listitem")).toHaveLength(1));
    expect(card.textContent).not.toContain("Is the trip a good idea?");

    // Answering refreshes the list: once answered, the reading is no longer due and the card goes.
    waiting = [];
    await user.click(screen.getByRole("button", { name: `Answer ${FIRST}` }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "How did it turn out?" })).toBeNull());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("/journal/follow-ups")).length).toBe(3);
  });

  it("shows nothing while no follow-up is due", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        due: [],
        upcoming: [
          { id: FIRST, tool: "dice", question: "Will it rain?", createdAt: due[0]!.createdAt, dueOn: "2026-04-08" },
        ],
      }),
    );
    const { container } = renderWithQueryClient(<FollowUpCard Answer={Answer} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe("");
  });
});

describe("a reading's follow-up switch", () => {
  it("turns the reading's follow-ups off and on, and is absent without a question", async () => {
    const sent: unknown[] = [];
    stubFetch(({ path, body }) => {
      if (path === `/api/me/readings/${FIRST}/follow-up`) {
        sent.push(body);
        return jsonResponse(200, { followUp: (body as { on: boolean }).on });
      }
      return jsonResponse(404, { error: { code: "not_found", message: "No" } });
    });
    const user = userEvent.setup();
    const { unmount } = renderWithQueryClient(<FollowUpToggle readingId={FIRST} question="Will it rain?" followUp />);
    const box = screen.getByRole("checkbox", { name: /Ask me how it turned out/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(sent).toEqual([{ on: false }, { on: true }]);
    unmount();

    renderWithQueryClient(<FollowUpToggle readingId={FIRST} question={null} followUp />);
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
