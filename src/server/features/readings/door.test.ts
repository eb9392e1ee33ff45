import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { readingHistoryPageSchema } from "../../../shared/api/me";
import { CHAKRA_ITEMS } from "../../../shared/chakra/check-in";
import { oracleSpec } from "../../../shared/oracles/registry";
import { ORACLE_TOOLS, type OracleTool } from "../../../shared/oracles/tools";
import { userProfiles } from "../../db/schema";
import { createTestContext, type TestContext } from "../../testing/test-app";

/** A body every registered oracle accepts: a new oracle adds its line (the type asks for it). */
const BODIES: Record<OracleTool, Record<string, unknown>> = {
  dice: { situation: "finances", question: "A raise?" },
  tarot: { spread: "three-card", situation: "relationships", question: "Us?" },
  runes: { spread: "single", situation: "guidance" },
  numerology: { situation: "guidance", question: "Today?" },
  moon: { situation: "finances" },
  pendulum: { situation: "relationships", question: "Call her?" },
  "angel-numbers": { number: "11:11", situation: "finances", note: "On the train" },
  cycles: { situation: "guidance", question: "This year?" },
  iching: { situation: "guidance", method: "coins", question: "This move?" },
  tales: { birthDate: "1988-03-09", question: "What do I keep?" },
  archetypes: { answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0], situation: "guidance", note: "Taken on the bus" },
  energy: { pleasant: 7, energy: 3, word: "mellow", note: "Slept well" },
  dreams: { text: "I was flying over the sea at night." },
  chakra: { answers: Object.fromEntries(CHAKRA_ITEMS.map((item, index) => [item.id, (index % 5) + 1])) },
  compass: {
    question: "Move to Leeds or stay?",
    options: ["Leeds", "Stay"],
    values: [{ name: "Money", weight: 4 }],
    scores: [[4], [2]],
    perspective: "tarot",
  },
  intuition: { hunch: { kind: "card-arcana", value: "major" }, confidence: 70 },
};
/** The situation each reading is recorded with: a dream's is always guidance. */
const situationOf = (tool: OracleTool) => BODIES[tool].situation ?? "guidance";

/**
 * The registry's promise, held for every registered oracle: one door makes a reading and reads it back, and
 * history, enhancement, the share link and card, and the export take it with no code of the oracle's own.
 */
describe("one door for every registered oracle", () => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext("pglite");
    seeker = await ctx.signUp();
    // The highest plan: the cap never stops this test, and every spread is open.
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
    const profile = await ctx.request("/api/me/profile", {
      method: "PATCH",
      cookie: seeker.cookie,
      json: { fullName: "Ada Lovelace", birthDate: "1990-05-17" },
    });
    expect(profile.status).toBe(200);
  });
  afterAll(() => ctx.close());

  it("declares POST /api/readings/{tool} for each oracle and GET /api/readings/{id} in the API document", async () => {
    const document = (await (await ctx.request("/api/openapi.json")).json()) as { paths: Record<string, object> };
    for (const tool of ORACLE_TOOLS) expect(Object.keys(document.paths)).toContain(`/api/readings/${tool}`);
    expect(document.paths["/api/readings/{id}"]).toHaveProperty("get");
  });

  it.each(ORACLE_TOOLS)("makes a %s reading and every reader of a reading takes it", async (tool) => {
    const made = await ctx.request(`/api/readings/${tool}`, {
      method: "POST",
      cookie: seeker.cookie,
      json: BODIES[tool],
    });
    expect(made.status).toBe(201);
    const reading = (await made.json()) as { id: string; situation: string; rewards: { karma: number } };
    expect(reading).toMatchObject({ situation: situationOf(tool) });
    expect(reading.rewards.karma).toBeGreaterThan(0);

    // Read back through the door, not found for another seeker.
    const again = await ctx.request(`/api/readings/${reading.id}`, { cookie: seeker.cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: reading.id, situation: situationOf(tool) });
    const stranger = await ctx.signUp();
    expect((await ctx.request(`/api/readings/${reading.id}`, { cookie: stranger.cookie })).status).toBe(404);

    // History lists it with its summary.
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?limit=5", { cookie: seeker.cookie })).json(),
    );
    const entry = history.items.find((item) => item.id === reading.id);
    expect(entry).toMatchObject({ tool, question: BODIES[tool].question ?? null });
    expect(entry!.summary.length).toBeGreaterThan(10);

    // Enhanced by the built-in oracle, streamed to the end and kept.
    const enhanced = await ctx.request(`/api/casts/${reading.id}/enhance`, { method: "POST", cookie: seeker.cookie });
    const stream = await enhanced.text();
    expect(stream).toContain("event: done");
    const kept = (await (await ctx.request(`/api/readings/${reading.id}`, { cookie: seeker.cookie })).json()) as {
      enhancedText: string | null;
    };
    expect(kept.enhancedText?.length).toBeGreaterThan(100);

    // A private oracle's reading (a dream) is refused a link, and is in the export.
    if (oracleSpec(tool).private) {
      const refused = await ctx.request(`/api/casts/${reading.id}/share`, { method: "POST", cookie: seeker.cookie });
      expect(refused.status).toBe(403);
      const exported = JSON.stringify(await (await ctx.request("/api/me/export", { cookie: seeker.cookie })).json());
      expect(exported).toContain(reading.id);
      return;
    }

    // Shared: the public link shows it (its tool, nothing of the seeker's), with a picture card.
    const shared = (await (
      await ctx.request(`/api/casts/${reading.id}/share`, { method: "POST", cookie: seeker.cookie })
    ).json()) as { url: string };
    const shareId = shared.url.split("/").at(-1)!;
    const publicView = await ctx.request(`/api/shares/${shareId}`);
    expect(publicView.status).toBe(200);
    const shown = (await publicView.json()) as Record<string, unknown>;
    expect(shown).toMatchObject({ tool, situation: situationOf(tool) });
    expect(JSON.stringify(shown)).not.toContain(seeker.userId);
    const card = await ctx.request(`/r/${shareId}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");

    // And the export carries it.
    const exported = JSON.stringify(await (await ctx.request("/api/me/export", { cookie: seeker.cookie })).json());
    expect(exported).toContain(reading.id);
  });

  it("refuses a body its oracle does not accept, and an oracle that is not registered", async () => {
    const bad = await ctx.request("/api/readings/tarot", {
      method: "POST",
      cookie: seeker.cookie,
      json: { spread: "three-norns", situation: "guidance" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_request" } });
    const unknown = await ctx.request("/api/readings/crystal-ball", {
      method: "POST",
      cookie: seeker.cookie,
      json: { situation: "guidance" },
    });
    expect(unknown.status).toBe(404);
  });
});
