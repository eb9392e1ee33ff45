import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { casts } from "../../db/readings-schema";
import { userProfiles } from "../../db/schema";
import { PushReceiver } from "../../testing/push-receiver";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

/** "How did it turn out?": the follow-ups of readings with a question, by mail, push and on the dashboard. */
const allOff = { daily: false, moon: false, streak: false, hour: 9, email: true, push: true };

describe.each(TEST_DATABASE_KINDS)("follow-ups on %s", (kind) => {
  let ctx: TestContext;
  let smtp: SmtpReceiver;
  let pushService: PushReceiver;
  let now = new Date("2026-01-10T10:00:00Z");

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    pushService = await new PushReceiver().start();
    ctx = await createTestContext(kind, {
      smtpUrl: smtp.url,
      reminders: { testPushService: pushService.origin },
      clock: () => now,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await pushService.stop();
  });

  /** A seeker who chose reminders at 09:00 (by mail and on one device), follow-ups left on. */
  const seekerWithReminders = async (preferences: Record<string, unknown> = {}) => {
    const seeker = await ctx.signUp();
    const device = pushService.subscribe();
    await ctx.request("/api/me/push-subscriptions", { method: "POST", cookie: seeker.cookie, json: device });
    const saved = await ctx.request("/api/me/reminders", {
      method: "PUT",
      cookie: seeker.cookie,
      json: { ...allOff, ...preferences },
    });
    expect(saved.status).toBe(200);
    return { ...seeker, device };
  };
  /** A reading made at `at` (the clock moved there), with a question or none. */
  const readAt = async (cookie: string, at: string, question?: string) => {
    now = new Date(at);
    const made = await ctx.request("/api/casts", {
      method: "POST",
      cookie,
      json: { situation: "guidance", ...(question ? { question } : {}) },
    });
    expect(made.status).toBe(201);
    return ((await made.json()) as { id: string }).id;
  };
  const tickAt = async (at: string) => {
    now = new Date(at);
    const result = await ctx.services.reminders.tick(now);
    await ctx.mailer.idle();
    return result.sent;
  };
  const mailsTo = (email: string) =>
    smtp.mails.filter((mail) => mail.to === email && mail.subject === "How did it turn out?");
  const pushesTo = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);
  const followUps = async (cookie: string) =>
    (await (await ctx.request("/api/me/journal/follow-ups", { cookie })).json()) as {
      due: Array<{ id: string; after: number; question: string }>;
      upcoming: Array<{ id: string; dueOn: string }>;
    };

  it("asks 7 days later at the chosen hour by mail and push, not before, and again after 30 days", async () => {
    const seeker = await seekerWithReminders();
    const id = await readAt(seeker.cookie, "2026-01-10T10:00Z", "Will the new job suit me?");
    expect(await followUps(seeker.cookie)).toEqual({
      due: [],
      upcoming: [expect.objectContaining({ id, dueOn: "2026-01-17", question: "Will the new job suit me?" })],
    });

    expect(await tickAt("2026-01-16T09:10Z")).toBe(0);
    expect(await tickAt("2026-01-17T08:50Z")).toBe(0);
    expect(mailsTo(seeker.email)).toHaveLength(0);
    expect(await tickAt("2026-01-17T09:05Z")).toBe(1);
    await pushService.waitForCount(pushService.received.length);
    expect(await tickAt("2026-01-17T09:30Z")).toBe(0);
    expect(await tickAt("2026-01-18T09:05Z")).toBe(0);

    const [mail] = mailsTo(seeker.email);
    expect(mail!.text).toContain("A week ago you brought this question to the oracle:");
    expect(mail!.text).toContain("“Will the new job suit me?”");
    expect(mail!.links).toContain(`http://localhost:3000/dashboard?followUp=${id}#follow-ups`);
    const offLink = mail!.links.find((link) => link.includes("/reminders/off?token="))!;
    expect(mail!.header("List-Unsubscribe")).toBe(`<${offLink}>`);
    expect(pushesTo(seeker.device.endpoint)).toHaveLength(1);
    expect(pushesTo(seeker.device.endpoint)[0]!.payload).toEqual({
      title: "How did it turn out?",
      body: "A week ago you asked: “Will the new job suit me?” Tell your journal how it went, if you like.",
      url: `http://localhost:3000/dashboard?followUp=${id}#follow-ups`,
      offUrl: offLink,
      offLabel: "Turn off",
      tag: "reminder-follow-up",
    });
    // The dashboard's card holds it for the week after its day.
    expect((await followUps(seeker.cookie)).due).toEqual([expect.objectContaining({ id, after: 7 })]);
    now = new Date("2026-01-25T10:00Z");
    expect(await followUps(seeker.cookie)).toEqual({
      due: [],
      upcoming: [expect.objectContaining({ id, dueOn: "2026-02-09" })],
    });

    expect(await tickAt("2026-02-09T08:59Z")).toBe(0);
    expect(await tickAt("2026-02-09T09:01Z")).toBe(1);
    expect(await tickAt("2026-02-10T09:01Z")).toBe(0);
    expect(mailsTo(seeker.email)).toHaveLength(2);
    expect(mailsTo(seeker.email)[1]!.text).toContain("A month ago you brought this question to the oracle:");
    const [row] = await ctx.services.db.select().from(casts).where(eq(casts.id, id));
    expect(row!.followUpsSent).toBe(2);
  });

  it("follows the chosen hour in the seeker's own zone", async () => {
    const seeker = await seekerWithReminders({ hour: 18, push: false });
    await ctx.services.db
      .update(userProfiles)
      .set({ timezone: "Asia/Tokyo" })
      .where(eq(userProfiles.id, seeker.userId));
    // 08:00 on 11 January in Tokyo.
    await readAt(seeker.cookie, "2026-01-10T23:00Z", "Should I travel this spring?");
    // 18:00 on the 18th in Tokyo is 09:00 UTC.
    expect(await tickAt("2026-01-18T08:30Z")).toBe(0);
    expect(await tickAt("2026-01-18T09:30Z")).toBe(1);
    expect(mailsTo(seeker.email)).toHaveLength(1);
  });

  it("sends nothing without a question, with the reading's follow-up off, with follow-ups off, or after an answer", async () => {
    const plain = await seekerWithReminders();
    await readAt(plain.cookie, "2026-03-01T10:00Z");

    const switched = await seekerWithReminders();
    const quiet = await readAt(switched.cookie, "2026-03-01T10:00Z", "Is this the right house?");
    const off = await ctx.request(`/api/me/readings/${quiet}/follow-up`, {
      method: "PUT",
      cookie: switched.cookie,
      json: { on: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ followUp: false });
    const history = (await (await ctx.request("/api/me/readings", { cookie: switched.cookie })).json()) as {
      items: Array<{ id: string; followUp: boolean }>;
    };
    expect(history.items.find((item) => item.id === quiet)?.followUp).toBe(false);

    const declined = await seekerWithReminders({ followUps: false });
    await readAt(declined.cookie, "2026-03-01T10:00Z", "Will the talk go well?");
    expect((await (await ctx.request("/api/me/reminders", { cookie: declined.cookie })).json()).followUps).toBe(false);

    const answered = await seekerWithReminders();
    const done = await readAt(answered.cookie, "2026-03-01T10:00Z", "Will my sister call?");
    await ctx.services.db
      .update(casts)
      .set({ outcome: "yes", outcomeAt: new Date("2026-03-04T10:00Z") })
      .where(eq(casts.id, done));

    expect(await tickAt("2026-03-08T09:05Z")).toBe(0);
    for (const seeker of [plain, switched, declined, answered]) {
      expect(mailsTo(seeker.email)).toHaveLength(0);
      expect(pushesTo(seeker.device.endpoint)).toHaveLength(0);
      expect((await followUps(seeker.cookie)).due).toEqual([]);
    }
    // Turned on again, the reading is asked about at the next hour.
    await ctx.request(`/api/me/readings/${quiet}/follow-up`, {
      method: "PUT",
      cookie: switched.cookie,
      json: { on: true },
    });
    expect(await tickAt("2026-03-09T09:05Z")).toBe(1);
    expect(mailsTo(switched.email)).toHaveLength(1);
  });

  it("sends one message a day: the oldest first, saying one more waits, the other the next day", async () => {
    const seeker = await seekerWithReminders({ push: false });
    const first = await readAt(seeker.cookie, "2026-04-01T07:00Z", "Will the garden take?");
    const second = await readAt(seeker.cookie, "2026-04-01T12:00Z", "Is the trip a good idea?");
    expect(await tickAt("2026-04-08T09:05Z")).toBe(1);
    expect(mailsTo(seeker.email)).toHaveLength(1);
    expect(mailsTo(seeker.email)[0]!.text).toContain("Will the garden take?");
    expect(mailsTo(seeker.email)[0]!.text).toContain("One more of your readings waits for its answer");
    // Both wait on the dashboard meanwhile.
    expect((await followUps(seeker.cookie)).due.map((due) => due.id)).toEqual([first, second]);

    expect(await tickAt("2026-04-09T09:05Z")).toBe(1);
    expect(mailsTo(seeker.email)).toHaveLength(2);
    expect(mailsTo(seeker.email)[1]!.text).toContain("Is the trip a good idea?");
    expect(mailsTo(seeker.email)[1]!.text).not.toContain("waits for its answer");
    expect(await tickAt("2026-04-10T09:05Z")).toBe(0);
  });

  it("sends a missed follow-up on a later day within a week, and skips an older one", async () => {
    const seeker = await seekerWithReminders({ push: false });
    await readAt(seeker.cookie, "2026-05-01T10:00Z", "Will the loan come through?");
    // The server was down on the 8th: the 11th still brings it.
    expect(await tickAt("2026-05-11T09:05Z")).toBe(1);

    const late = await seekerWithReminders({ push: false });
    const old = await readAt(late.cookie, "2026-05-01T10:00Z", "Will he write back?");
    // Down for over a week after the 7th day: that one is skipped; the 30th day's still comes.
    expect(await tickAt("2026-05-16T09:05Z")).toBe(0);
    expect(mailsTo(late.email)).toHaveLength(0);
    // Both readings' 30th day: each seeker hears of theirs.
    expect(await tickAt("2026-05-31T09:05Z")).toBe(2);
    expect(mailsTo(late.email)).toHaveLength(1);
    expect(mailsTo(late.email)[0]!.text).toContain("A month ago");
    const [row] = await ctx.services.db.select().from(casts).where(eq(casts.id, old));
    expect(row!.followUpsSent).toBe(2);
  });

  it("turns follow-ups off with the link in the mail, and then sends nothing", async () => {
    const seeker = await seekerWithReminders();
    await readAt(seeker.cookie, "2026-06-01T10:00Z", "Will the exam go well?");
    await readAt(seeker.cookie, "2026-06-02T10:00Z", "Will we find a flat?");
    expect(await tickAt("2026-06-08T09:05Z")).toBe(1);
    const offLink = mailsTo(seeker.email)[0]!.links.find((link) => link.includes("/reminders/off?token="))!;
    const page = await ctx.followLink(offLink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Follow-ups are off");
    expect(await (await ctx.request("/api/me/reminders", { cookie: seeker.cookie })).json()).toMatchObject({
      followUps: false,
    });
    expect(await tickAt("2026-06-09T09:05Z")).toBe(0);
    expect(await tickAt("2026-06-10T09:05Z")).toBe(0);
    expect(mailsTo(seeker.email)).toHaveLength(1);
    expect(await followUps(seeker.cookie)).toEqual({ due: [], upcoming: [] });
  });

  it("lists follow-ups on the dashboard for a seeker who chose no reminders, sending them nothing", async () => {
    const seeker = await ctx.signUp();
    const id = await readAt(seeker.cookie, "2026-07-01T10:00Z", "Will the band get the gig?");
    expect(await tickAt("2026-07-08T09:05Z")).toBe(0);
    expect(smtp.mails.filter((mail) => mail.to === seeker.email)).toHaveLength(0);
    expect((await followUps(seeker.cookie)).due).toEqual([
      { id, tool: "dice", question: "Will the band get the gig?", createdAt: "2026-07-01T10:00:00.000Z", after: 7 },
    ]);
  });

  it("switches only the seeker's own readings, and checks the body", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const id = await readAt(owner.cookie, "2026-08-01T10:00Z", "Is it time to move?");
    const put = (cookie: string, path: string, json: unknown) => ctx.request(path, { method: "PUT", cookie, json });
    const foreign = await put(other.cookie, `/api/me/readings/${id}/follow-up`, { on: false });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect((await put(owner.cookie, `/api/me/readings/${crypto.randomUUID()}/follow-up`, { on: false })).status).toBe(
      404,
    );
    expect((await put(owner.cookie, "/api/me/readings/not-a-uuid/follow-up", { on: false })).status).toBe(400);
    expect((await put(owner.cookie, `/api/me/readings/${id}/follow-up`, { on: "no" })).status).toBe(400);
    expect((await put(owner.cookie, `/api/me/readings/${id}/follow-up`, {})).status).toBe(400);
    expect((await put("", `/api/me/readings/${id}/follow-up`, { on: false })).status).toBe(401);
    expect((await ctx.request("/api/me/journal/follow-ups")).status).toBe(401);
    const [row] = await ctx.services.db.select().from(casts).where(eq(casts.id, id));
    expect(row!.followUp).toBe(true);
  });
});
