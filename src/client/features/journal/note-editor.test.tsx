// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { journalNotesWords } from "../../../../content/journal/notes";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { NOTE_MAX_LENGTH } from "../../../shared/journal/journal";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { NoteEditor } from "./note-editor";

const READING_ID = "4a0b7c55-1f7e-4a53-9a55-0d2b8b8f0c11";
const words = journalNotesWords.note;

afterEach(() => vi.unstubAllGlobals());

describe("the note editor", () => {
  it("saves the note trimmed, says so, and removes it with an empty text", async () => {
    const fetchMock = stubFetch(({ body }) => {
      const text = (body as { text: string }).text.trim();
      return jsonResponse(
        200,
        text ? { note: text, noteUpdatedAt: "2026-03-10T12:00:00.000Z" } : { note: null, noteUpdatedAt: null },
      );
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(<NoteEditor readingId={READING_ID} note={null} onSaved={onSaved} />);

    expect(screen.queryByRole("button", { name: words.remove })).toBeNull();
    await user.type(screen.getByLabelText(words.heading), "  The lighthouse  ");
    await user.click(screen.getByRole("button", { name: words.save }));
    expect(await screen.findByText(words.saved)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/api/me/readings/${READING_ID}/note`);
    expect(init!.method).toBe("PUT");
    expect(JSON.parse(init!.body as string)).toEqual({ text: "  The lighthouse  " });
    expect(onSaved).toHaveBeenCalledWith({ note: "The lighthouse", noteUpdatedAt: "2026-03-10T12:00:00.000Z" });
    expect((screen.getByLabelText(words.heading) as HTMLTextAreaElement).value).toBe("The lighthouse");

    // Saving the same words again sends nothing.
    await user.click(screen.getByRole("button", { name: words.save }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: words.remove }));
    expect(await screen.findByText(words.removed)).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({ text: "" });
    expect((screen.getByLabelText(words.heading) as HTMLTextAreaElement).value).toBe("");
    expect(screen.queryByRole("button", { name: words.remove })).toBeNull();
  });

  it("shows the note already written, counts its characters and does not send one too long", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { note: "x", noteUpdatedAt: null }));
    const user = userEvent.setup();
    renderWithQueryClient(<NoteEditor readingId={READING_ID} note="Kept words" />);
    const field = screen.getByLabelText(words.heading) as HTMLTextAreaElement;
    expect(field.value).toBe("Kept words");
    expect(screen.getByText(`10 / ${NOTE_MAX_LENGTH}`)).toBeTruthy();

    await user.clear(field);
    await user.click(field);
    await user.paste("y".repeat(NOTE_MAX_LENGTH + 1));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: words.save }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gives the help, and says the words were not saved, when the note says the seeker needs help", async () => {
    stubFetch(() =>
      jsonResponse(422, {
        error: { code: "needs_help", message: SAFETY_ANSWERS.crisis.reply, details: { kind: "crisis" } },
      }),
    );
    const user = userEvent.setup();
    renderWithQueryClient(<NoteEditor readingId={READING_ID} note={null} />);
    await user.type(screen.getByLabelText(words.heading), "words");
    await user.click(screen.getByRole("button", { name: words.save }));
    const help = await screen.findByTestId("note-needs-help");
    expect(help.textContent).toContain(SAFETY_ANSWERS.crisis.heading);
    expect(help.textContent).toContain(words.notSaved);
    expect(screen.queryByText(words.saved)).toBeNull();
  });

  it("says why a note could not be saved", async () => {
    stubFetch(() => jsonResponse(404, { error: { code: "not_found", message: "That reading was not found" } }));
    const user = userEvent.setup();
    renderWithQueryClient(<NoteEditor readingId={READING_ID} note={null} />);
    await user.type(screen.getByLabelText(words.heading), "words");
    await user.click(screen.getByRole("button", { name: words.save }));
    expect((await screen.findByRole("alert")).textContent).toBe("That reading was not found");
  });
});
