import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { readingHistoryPageSchema } from "../../../shared/api/me";
import { userProfiles } from "../../db/schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { substringPattern } from "./search";

describe("the search's substring pattern", () => {
  it("takes %, _ and \\ literally", () => {
    expect(substringPattern("50%_off\\now")).toBe("%50\\%\\_off\\\\now%");
  });
});

describe.each(TEST_DATABASE_KINDS)("the history's filters and search on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  let now = new Date("2026-05-01T12:00:00Z");
  const ids: Record<string, string> = {};

  const read = async (
    name: string,
    tool: string,
    body: Record<string, unknown>,
    at: string,
    cookie = seeker.cookie,
  ) => {
    now = new Date(at);
    const response = await ctx.request(`/api/readings/${tool}`, { method: "POST", cookie, json: body });
    expect(response.status).toBe(201);
    ids[name] = ((await response.json()) as { id: string }).id;
    return ids[name];
  };
  const list = async (query: string, cookie = seeker.cookie) => {
    const response = await ctx.request(`/api/me/readings?${query}`, { cookie });
    expect(response.status).toBe(200);
    return readingHistoryPageSchema.parse(await response.json());
  };
  /** The names of the readings a query finds, newest first. */
  const found = async (query: string) => {
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (await list(`limit=50&${query}`)).items.map((entry) => byId[entry.id]);
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
    seeker = await ctx.signUp();
    other = await ctx.signUp();
    for (const { userId } of [seeker, other]) {
      await ctx.connection.db
        .update(userProfiles)
        .set({ planLevel: 3, timezone: "America/New_York" })
        .where(eq(userProfiles.id, userId));
    }
    // 2026-05-02 01:30 UTC is still 1 May in New York.
    await read(
      "lateMay1",
      "dice",
      { situation: "finances", question: "Will the 50% raise come?" },
      "2026-05-02T01:30:00Z",
    );
    await read(
      "may3",
      "tarot",
      { spread: "one-card", situation: "guidance", question: "Where am I going?" },
      "2026-05-03T15:00:00Z",
    );
    await read("may5", "runes", { spread: "single", situation: "relationships" }, "2026-05-05T15:00:00Z");
    await read(
      "may7",
      "dice",
      { situation: "relationships", question: "Should I call her_back?" },
      "2026-05-07T15:00:00Z",
    );
    await read(
      "theirs",
      "dice",
      { situation: "guidance", question: "Where am I running?" },
      "2026-05-04T15:00:00Z",
      other.cookie,
    );
    delete ids.theirs;
    const note = (id: string, text: string) =>
      ctx.request(`/api/me/readings/${id}/note`, { method: "PUT", cookie: seeker.cookie, json: { text } });
    expect((await note(ids.may3!, "I keep running toward the sea")).status).toBe(200);
    expect((await note(ids.may5!, "Talked with Bartholomew after the run")).status).toBe(200);
    const outcome = await ctx.request(`/api/me/readings/${ids.may7}/outcome`, {
      method: "POST",
      cookie: seeker.cookie,
      json: { resonated: "partly" },
    });
    expect(outcome.status).toBe(200);
  });
  afterAll(() => ctx.close());

  it("lists every reading of the seeker, newest first, with no filter", async () => {
    expect(await found("")).toEqual(["may7", "may5", "may3", "lateMay1"]);
  });

  it("filters by oracle and situation, and refuses an unknown oracle with the ones it knows", async () => {
    expect(await found("tool=dice")).toEqual(["may7", "lateMay1"]);
    expect(await found("situation=relationships")).toEqual(["may7", "may5"]);
    expect(await found("tool=dice&situation=relationships")).toEqual(["may7"]);
    const unknown = await ctx.request("/api/me/readings?tool=crystal-ball", { cookie: seeker.cookie });
    expect(unknown.status).toBe(400);
    const { error } = (await unknown.json()) as { error: { message: string; fields?: Record<string, string[]> } };
    expect(JSON.stringify(error)).toContain("dice, tarot, runes");
    expect((await ctx.request("/api/me/readings?situation=career", { cookie: seeker.cookie })).status).toBe(400);
  });

  it("filters by the seeker's own days, both ends included", async () => {
    expect(await found("from=2026-05-01&to=2026-05-01")).toEqual(["lateMay1"]);
    expect(await found("from=2026-05-03&to=2026-05-05")).toEqual(["may5", "may3"]);
    expect(await found("from=2026-05-05")).toEqual(["may7", "may5"]);
    expect(await found("to=2026-05-02")).toEqual(["lateMay1"]);
    expect((await ctx.request("/api/me/readings?from=2026-02-30", { cookie: seeker.cookie })).status).toBe(400);
  });

  it("keeps the readings with a note, or with an outcome", async () => {
    expect(await found("hasNote=true")).toEqual(["may5", "may3"]);
    expect(await found("hasOutcome=true")).toEqual(["may7"]);
    expect((await ctx.request("/api/me/readings?hasNote=yes", { cookie: seeker.cookie })).status).toBe(400);
  });

  it("searches questions and notes by a word, by its stem, and by a substring, never another seeker's", async () => {
    expect(await found("q=bartholomew")).toEqual(["may5"]);
    expect(await found("q=sea")).toEqual(["may3"]);
    // By the stem: "running" finds "run", and "runs" finds "running" (another seeker's question is never found).
    expect(await found("q=running")).toEqual(["may5", "may3"]);
    expect(await found("q=runs")).toEqual(["may5", "may3"]);
    expect(await found("q=going")).toEqual(["may3"]);
    expect(await found(`q=${encodeURIComponent('"toward the sea"')}`)).toEqual(["may3"]);
    // Not a word: a fragment, a percent sign and an underscore are found as written.
    expect(await found("q=tholom")).toEqual(["may5"]);
    expect(await found(`q=${encodeURIComponent("50%")}`)).toEqual(["lateMay1"]);
    expect(await found(`q=${encodeURIComponent("%")}`)).toEqual(["lateMay1"]);
    expect(await found(`q=${encodeURIComponent("her_back")}`)).toEqual(["may7"]);
    expect(await found(`q=${encodeURIComponent("r_b")}`)).toEqual(["may7"]);
    expect(await found("q=nowhere")).toEqual([]);
  });

  it("combines the filters, and the cursor pages through the filtered readings", async () => {
    expect(await found("q=run&hasNote=true&from=2026-05-03")).toEqual(["may5", "may3"]);
    expect(await found("q=run&tool=tarot&hasNote=true&from=2026-05-03")).toEqual(["may3"]);
    expect(await found("q=run&tool=dice")).toEqual([]);
    const first = await list("limit=1&situation=relationships");
    expect(first.items.map((entry) => entry.id)).toEqual([ids.may7]);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`limit=1&situation=relationships&cursor=${first.nextCursor}`);
    expect(second.items.map((entry) => entry.id)).toEqual([ids.may5]);
    expect(second.nextCursor).toBeNull();
  });
});
