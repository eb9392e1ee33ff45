import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { noteResponseSchema, outcomeResponseSchema } from "../../../shared/api/journal";
import { readingHistoryPageSchema } from "../../../shared/api/me";
import { accountExportSchema } from "../../../shared/api/account";
import { classifyCrisis } from "../../../shared/crisis";
import { NOTE_MAX_LENGTH } from "../../../shared/journal/journal";
import { CRISIS_CORPUS } from "../../../shared/testing/crisis-corpus";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

const NOTE = "The quiet lighthouse keeper came to mind";

describe.each(TEST_DATABASE_KINDS)("a reading's note and outcome on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string; email: string };
  let other: { cookie: string; userId: string; email: string };
  let now = new Date("2026-03-10T12:00:00Z");

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
    seeker = await ctx.signUp();
    other = await ctx.signUp();
    for (const { userId } of [seeker, other]) {
      await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, userId));
    }
  });
  afterAll(() => ctx.close());

  const read = async (tool: string, body: Record<string, unknown>, cookie = seeker.cookie) => {
    const response = await ctx.request(`/api/readings/${tool}`, { method: "POST", cookie, json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; shareUrl: string | null };
  };
  const putNote = (id: string, json: unknown, cookie = seeker.cookie) =>
    ctx.request(`/api/me/readings/${id}/note`, { method: "PUT", cookie, json });
  const postOutcome = (id: string, json: unknown, cookie = seeker.cookie) =>
    ctx.request(`/api/me/readings/${id}/outcome`, { method: "POST", cookie, json });
  const historyEntry = async (id: string) => {
    const page = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?limit=50", { cookie: seeker.cookie })).json(),
    );
    return page.items.find((entry) => entry.id === id)!;
  };
  const rowOf = async (id: string) => (await ctx.connection.db.select().from(casts).where(eq(casts.id, id)))[0]!;

  it("keeps a trimmed note with its time, shows it in history, and an empty text removes it", async () => {
    const reading = await read("dice", { situation: "guidance", question: "Shall I move?" });
    expect((await historyEntry(reading.id)).note).toBeNull();

    const saved = await putNote(reading.id, { text: `  ${NOTE}  ` });
    expect(saved.status).toBe(200);
    expect(noteResponseSchema.parse(await saved.json())).toEqual({ note: NOTE, noteUpdatedAt: now.toISOString() });
    expect((await historyEntry(reading.id)).note).toBe(NOTE);

    now = new Date("2026-03-11T08:30:00Z");
    const changed = await putNote(reading.id, { text: "Changed my mind" });
    expect(await changed.json()).toEqual({ note: "Changed my mind", noteUpdatedAt: "2026-03-11T08:30:00.000Z" });

    const removed = await putNote(reading.id, { text: "   " });
    expect(await removed.json()).toEqual({ note: null, noteUpdatedAt: null });
    expect((await historyEntry(reading.id)).note).toBeNull();
    expect((await rowOf(reading.id)).noteUpdatedAt).toBeNull();
  });

  it("refuses a note too long (400), another seeker's or an unknown reading (404), and signed out (401)", async () => {
    const reading = await read("dice", { situation: "finances" });
    const tooLong = await putNote(reading.id, { text: "x".repeat(NOTE_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect((await putNote(reading.id, { text: "x".repeat(NOTE_MAX_LENGTH) })).status).toBe(200);

    const theirs = await putNote(reading.id, { text: "Not mine" }, other.cookie);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect((await putNote("4a0b7c55-1f7e-4a53-9a55-0d2b8b8f0c11", { text: "Nobody's" })).status).toBe(404);
    expect((await putNote(reading.id, { text: "Signed out" }, "")).status).toBe(401);
    expect((await rowOf(reading.id)).note).toBe("x".repeat(NOTE_MAX_LENGTH));

    expect((await postOutcome(reading.id, { resonated: "yes" }, other.cookie)).status).toBe(404);
    expect((await postOutcome(reading.id, { resonated: "maybe" })).status).toBe(400);
    expect((await postOutcome(reading.id, { resonated: "no", note: "y".repeat(NOTE_MAX_LENGTH + 1) })).status).toBe(
      400,
    );
    expect((await rowOf(reading.id)).outcome).toBeNull();
  });

  it("does not store a note or an outcome's note that says the seeker needs help: 422 with the help", async () => {
    const reading = await read("dice", { situation: "relationships" });
    await putNote(reading.id, { text: NOTE });
    const { text } = CRISIS_CORPUS[0]!;
    const help = SAFETY_ANSWERS[classifyCrisis(text)!].reply;

    const note = await putNote(reading.id, { text });
    expect(note.status).toBe(422);
    expect(await note.json()).toMatchObject({ error: { code: "needs_help", message: help } });
    const outcome = await postOutcome(reading.id, { resonated: "no", note: text });
    expect(outcome.status).toBe(422);
    expect(await outcome.json()).toMatchObject({ error: { code: "needs_help", message: help } });

    const row = await rowOf(reading.id);
    expect(row.note).toBe(NOTE);
    expect(row.outcome).toBeNull();
    expect(row.outcomeNote).toBeNull();
  });

  it("answers how it turned out, replaces the answer when asked again, and shows it in history", async () => {
    const reading = await read("tarot", { spread: "one-card", situation: "guidance" });
    now = new Date("2026-03-17T09:00:00Z");
    const first = await postOutcome(reading.id, { resonated: "partly", note: "  Half of it came true  " });
    expect(first.status).toBe(200);
    expect(outcomeResponseSchema.parse(await first.json())).toEqual({
      outcome: { resonated: "partly", note: "Half of it came true", at: "2026-03-17T09:00:00.000Z" },
    });
    now = new Date("2026-04-09T09:00:00Z");
    const again = await postOutcome(reading.id, { resonated: "yes" });
    expect(await again.json()).toEqual({ outcome: { resonated: "yes", note: null, at: "2026-04-09T09:00:00.000Z" } });
    expect((await historyEntry(reading.id)).outcome).toEqual({
      resonated: "yes",
      note: null,
      at: "2026-04-09T09:00:00.000Z",
    });
  });

  it("never shows the note or the outcome on a shared link: not in its JSON, preview or card", async () => {
    const reading = await read("dice", { situation: "guidance", question: "Will the garden grow?" });
    // Words no reading holds, so that finding them anywhere shared can only mean the journal leaked.
    await putNote(reading.id, { text: "Quorvath kept this for me alone" });
    await postOutcome(reading.id, { resonated: "no", note: "Zindrel said otherwise" });
    const shared = await ctx.request(`/api/casts/${reading.id}/share`, { method: "POST", cookie: seeker.cookie });
    const { url } = (await shared.json()) as { url: string };
    const shareId = url.split("/").at(-1)!;

    const json = await (await ctx.request(`/api/shares/${shareId}`)).text();
    expect(json).toContain("Will the garden grow?");
    expect(json).not.toContain("Quorvath");
    expect(json).not.toContain("Zindrel");
    expect(json).not.toMatch(/"note"|"outcome"/);

    // The card is drawn from the oracle's card design: what goes into it holds nothing of the journal.
    const render = vi.spyOn(ctx.services.cards, "render");
    const page = await ctx.request(`/r/${shareId}`);
    expect(await page.text()).not.toMatch(/Quorvath|Zindrel/);
    const card = await ctx.request(`/r/${shareId}.png`);
    expect(card.status).toBe(200);
    expect(render).toHaveBeenCalled();
    for (const [spec] of render.mock.calls) {
      expect(JSON.stringify(spec)).toContain("Will the garden grow?");
      expect(JSON.stringify(spec)).not.toMatch(/Quorvath|Zindrel/);
    }
    render.mockRestore();
  });

  it("exports each reading's note and outcome in the data export", async () => {
    const dice = await read("dice", { situation: "guidance" });
    const runes = await read("runes", { spread: "single", situation: "finances" });
    await putNote(dice.id, { text: NOTE });
    await postOutcome(runes.id, { resonated: "yes", note: "It did" });
    const response = await ctx.request("/api/me/export", { cookie: seeker.cookie });
    expect(response.status).toBe(200);
    const exported = accountExportSchema.parse(await response.json());
    expect(exported.casts.find((row) => row.id === dice.id)).toMatchObject({ note: NOTE, outcome: null });
    expect(exported.draws.find((row) => row.id === runes.id)).toMatchObject({
      note: null,
      outcome: { resonated: "yes", note: "It did", at: now.toISOString() },
    });
  });

  it("deletes the notes and outcomes with the account", async () => {
    const leaving = await ctx.signUp();
    const reading = await read("dice", { situation: "guidance" }, leaving.cookie);
    await putNote(reading.id, { text: NOTE }, leaving.cookie);
    await postOutcome(reading.id, { resonated: "yes", note: "Spot on" }, leaving.cookie);
    expect((await rowOf(reading.id)).note).toBe(NOTE);
    const deleted = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: leaving.cookie,
      json: { email: leaving.email, password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    expect(await ctx.connection.db.select().from(casts).where(eq(casts.id, reading.id))).toEqual([]);
    expect(await ctx.connection.db.select().from(casts).where(eq(casts.userId, leaving.userId))).toEqual([]);
  });
});
