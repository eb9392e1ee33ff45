import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CYCLES } from "../../../content/cycles";
import { cyclesReadingSchema, cyclesResultSchema, sharedCyclesSchema } from "../../shared/api/cycles";
import { readingHistoryPageSchema } from "../../shared/api/me";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../testing/test-app";

describe.each(TEST_DATABASE_KINDS)("Your Cycles on the reading door, on %s", (kind) => {
  let ctx: TestContext;
  // The server's clock, moved by the tests: 23:30 on 14 June 2026 in UTC, already the 15th in Tokyo.
  let now = new Date("2026-06-14T23:30:00Z");

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
  });
  afterAll(() => ctx.close());

  const record = (cookie: string, json: unknown) =>
    ctx.request("/api/readings/cycles", { method: "POST", cookie, json });
  async function seekerBornOn(birthDate: string | null, timezone = "Asia/Tokyo") {
    const seeker = await ctx.signUp();
    const saved = await ctx.request("/api/me/profile", {
      method: "PATCH",
      cookie: seeker.cookie,
      json: birthDate ? { birthDate, timezone } : { timezone },
    });
    expect(saved.status).toBe(200);
    return seeker;
  }

  it("records today's cycles for the seeker's local day, once a day, and in history and the export", async () => {
    now = new Date("2026-06-14T23:30:00Z");
    const seeker = await seekerBornOn("1985-11-18");
    const made = await record(seeker.cookie, { situation: "finances", question: "A new job this year?" });
    expect(made.status).toBe(201);
    const reading = cyclesResultSchema.parse(await made.json());
    // On 15 June 2026 in Tokyo. Year: (11 → 2) + (18 → 9) + (2026 → 10 → 1) = 12 → 3. Month: 3 + 6 = 9.
    // Day: 9 + (15 → 6) = 15 → 6. Universal year: 2026 → 10 → 1.
    expect(reading).toMatchObject({
      tool: "cycles",
      day: "2026-06-15",
      situation: "finances",
      question: "A new job this year?",
      personalYear: { value: 3, title: CYCLES.personalYears[3].title },
      personalMonth: { value: 9, title: CYCLES.personalMonths[9].title },
      personalDay: { value: 6, title: CYCLES.personalDays[6].title },
      universalYear: { value: 1, title: CYCLES.universalYears[1].title },
      title: "Personal Year 3 · Month 9 · Day 6 · Universal Year 1",
    });
    expect(reading.sections.map((section) => section.text).slice(0, 4)).toEqual([
      CYCLES.personalYears[3].text,
      CYCLES.personalMonths[9].text,
      CYCLES.personalDays[6].text,
      CYCLES.universalYears[1].text,
    ]);
    expect(reading.rewards.karma).toBeGreaterThan(0);
    expect(JSON.stringify(reading)).not.toMatch(/karmic/i);

    // Later the same local day: the same reading, not made again.
    now = new Date("2026-06-15T10:00:00Z");
    const again = await record(seeker.cookie, { situation: "guidance" });
    expect(again.status).toBe(200);
    expect(cyclesReadingSchema.parse(await again.json())).toMatchObject({ id: reading.id, situation: "finances" });

    // The next local day (after midnight in Tokyo): a new day, a new Personal Day (9 + (16 → 7) = 16 → 7).
    now = new Date("2026-06-15T15:30:00Z");
    const next = await record(seeker.cookie, { situation: "guidance" });
    expect(next.status).toBe(201);
    const tomorrow = cyclesResultSchema.parse(await next.json());
    expect(tomorrow).toMatchObject({ day: "2026-06-16", personalDay: { value: 7 }, personalYear: { value: 3 } });

    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?limit=10", { cookie: seeker.cookie })).json(),
    );
    expect(history.items.filter((item) => item.tool === "cycles").map((item) => item.id)).toEqual([
      tomorrow.id,
      reading.id,
    ]);
    expect(history.items.find((item) => item.id === reading.id)).toMatchObject({
      title: reading.title,
      question: "A new job this year?",
    });
    const exported = (await (await ctx.request("/api/me/export", { cookie: seeker.cookie })).json()) as {
      readings: { id: string; day: string; personalYear: { value: number } }[];
    };
    expect(exported.readings.find((entry) => entry.id === reading.id)).toMatchObject({
      day: "2026-06-15",
      personalYear: { value: 3 },
    });
  });

  it("asks for the birth date when the profile has none, and records nothing", async () => {
    now = new Date("2026-06-14T12:00:00Z");
    const seeker = await seekerBornOn(null);
    const refused = await record(seeker.cookie, { situation: "guidance" });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: { code: string; message: string; fields: object } };
    expect(body.error).toMatchObject({ code: "profile_incomplete", fields: { birthDate: ["Add your birth date"] } });
    expect(body.error.message).toMatch(/birth date/);
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings", { cookie: seeker.cookie })).json(),
    );
    expect(history.items).toEqual([]);
    expect((await record(seeker.cookie, { situation: "nowhere" })).status).toBe(400);
    const help = await record(seeker.cookie, { situation: "guidance", question: "I want to kill myself" });
    expect(help.status).toBe(422);
    expect(await help.json()).toMatchObject({ error: { code: "needs_help" } });
  });

  it("shares the numbers and their words without the birth date or the day", async () => {
    now = new Date("2026-06-14T12:00:00Z");
    const seeker = await seekerBornOn("1990-05-17", "UTC");
    const reading = cyclesResultSchema.parse(
      await (await record(seeker.cookie, { situation: "relationships" })).json(),
    );
    const shared = (await (
      await ctx.request(`/api/casts/${reading.id}/share`, { method: "POST", cookie: seeker.cookie })
    ).json()) as { url: string };
    const shown = await (await ctx.request(`/api/shares/${shared.url.split("/").at(-1)}`)).json();
    const view = sharedCyclesSchema.strict().parse(shown);
    expect(view).toMatchObject({ tool: "cycles", personalYear: reading.personalYear, sections: reading.sections });
    const text = JSON.stringify(shown);
    for (const secret of ["1990-05-17", "1990", "2026-06-14", seeker.userId]) expect(text).not.toContain(secret);
  });
});
