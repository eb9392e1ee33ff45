import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawResultSchema } from "../../../shared/api/draws";
import { userProfiles } from "../../db/schema";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, type TestContext } from "../../testing/test-app";

/** The reading data the provider's system prompt carries, parsed back from its JSON. */
function readingData(system: string): Record<string, unknown> {
  const line = system.split("\n").find((text) => text.startsWith("Reading data: "))!;
  return JSON.parse(line.slice("Reading data: ".length)) as Record<string, unknown>;
}

describe("a spread's enhancement through an OpenAI-compatible provider", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await createTestContext("pglite", {
      oracle: { apiKey: "sk-test-key", baseUrl: fake.baseUrl, timeoutMs: 1_500 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("gives the provider each item in its position, the relations, the question's subject and term, and the tiers", async () => {
    const seeker = await ctx.signUp();
    await ctx.connection.db
      .update(userProfiles)
      .set({ planLevel: 3, mysticLevel: "Adept" })
      .where(eq(userProfiles.id, seeker.userId));
    const draw = drawResultSchema.parse(
      await (
        await ctx.request("/api/readings/tarot", {
          method: "POST",
          cookie: seeker.cookie,
          json: { spread: "celtic-cross", situation: "relationships", question: "Will my ex come back?" },
        })
      ).json(),
    );
    const before = fake.requests.length;
    const response = await ctx.request(`/api/casts/${draw.id}/enhance`, { method: "POST", cookie: seeker.cookie });
    await response.text();
    const messages = fake.requests.at(before)!.body.messages as { role: string; content: string }[];
    const data = readingData(messages[0]!.content);

    const items = data.items as { position: string; inPosition: string; meaning: string }[];
    expect(items).toHaveLength(10);
    for (const [at, item] of items.entries()) {
      expect(item.inPosition).toBe(draw.items[at]!.inPosition);
      expect(item.position).toBe(draw.items[at]!.positionLabel);
    }
    const relations = data.relations as string[];
    expect(relations).toHaveLength(6);
    expect(relations.join(" ")).toMatch(/the Heart/);
    expect(relations.join(" ")).toMatch(/Foundation/);
    expect(data.question).toEqual({ subject: "person", term: "your ex", form: "yes-no" });
    const answer = data.answer as { yesNo: string; outcomePosition: string; convention: string };
    expect(["yes", "leaning-yes", "not-yet", "no"]).toContain(answer.yesNo);
    expect(answer.outcomePosition).toBe("Final Outcome");
    expect(answer.convention).toMatch(/own convention/);
    const tiers = data.tiers as Record<string, string>;
    expect(Object.keys(tiers)).toEqual(["1", "2", "3", "4", "5"]);
    expect(tiers["4"]).toMatch(/counter-reading/);
  });
});
