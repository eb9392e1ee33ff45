// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { journalNotesWords } from "../../../../content/journal/notes";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { OutcomeForm } from "./outcome-form";

const READING_ID = "4a0b7c55-1f7e-4a53-9a55-0d2b8b8f0c11";
const words = journalNotesWords.outcome;

afterEach(() => vi.unstubAllGlobals());

describe("the outcome form", () => {
  it("asks for yes, partly or no first, then sends the answer with its note and shows it", async () => {
    const fetchMock = stubFetch(({ body }) => {
      const { resonated, note } = body as { resonated: string; note: string };
      return jsonResponse(200, { outcome: { resonated, note: note || null, at: "2026-03-17T09:00:00.000Z" } });
    });
    const onAnswered = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(<OutcomeForm readingId={READING_ID} onAnswered={onAnswered} />);

    expect(screen.getByRole("group", { name: words.heading })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: words.save }));
    expect((await screen.findByRole("alert")).textContent).toBe(words.choose);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: words.labels.partly }));
    await user.type(screen.getByLabelText(words.noteLabel), "Half of it came true ");
    await user.click(screen.getByRole("button", { name: words.save }));

    expect((await screen.findByTestId("outcome-answer")).textContent).toBe(words.said.partly);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/api/me/readings/${READING_ID}/outcome`);
    expect(init!.method).toBe("POST");
    expect(JSON.parse(init!.body as string)).toEqual({ resonated: "partly", note: "Half of it came true" });
    expect(onAnswered).toHaveBeenCalledWith({
      resonated: "partly",
      note: "Half of it came true",
      at: "2026-03-17T09:00:00.000Z",
    });
    expect(screen.getByText("“Half of it came true”")).toBeTruthy();
    expect(screen.getByText(words.saved)).toBeTruthy();
  });

  it("shows an answer already given, and changing it replaces it", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, { outcome: { resonated: "no", note: null, at: "2026-04-09T09:00:00.000Z" } }),
    );
    const user = userEvent.setup();
    renderWithQueryClient(
      <OutcomeForm readingId={READING_ID} outcome={{ resonated: "yes", note: null, at: "2026-03-17T09:00:00.000Z" }} />,
    );
    expect(screen.getByTestId("outcome-answer").textContent).toBe(words.said.yes);
    await user.click(screen.getByRole("button", { name: words.change }));
    expect((screen.getByRole("radio", { name: words.labels.yes }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("radio", { name: words.labels.no }));
    await user.click(screen.getByRole("button", { name: words.save }));
    expect((await screen.findByTestId("outcome-answer")).textContent).toBe(words.said.no);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ resonated: "no", note: "" });
  });

  it("gives the help when the outcome's note says the seeker needs help, and keeps the form", async () => {
    stubFetch(() =>
      jsonResponse(422, {
        error: { code: "needs_help", message: SAFETY_ANSWERS.distress.reply, details: { kind: "distress" } },
      }),
    );
    const onAnswered = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(<OutcomeForm readingId={READING_ID} onAnswered={onAnswered} />);
    await user.click(screen.getByRole("radio", { name: words.labels.no }));
    await user.type(screen.getByLabelText(words.noteLabel), "words");
    await user.click(screen.getByRole("button", { name: words.save }));
    expect((await screen.findByTestId("note-needs-help")).textContent).toContain(SAFETY_ANSWERS.distress.heading);
    expect(onAnswered).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: words.save })).toBeTruthy();
  });
});
