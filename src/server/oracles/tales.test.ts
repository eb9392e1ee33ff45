import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitmentResponseSchema } from "../../shared/api/casts";
import { readingHistoryPageSchema } from "../../shared/api/me";
import { taleResultSchema } from "../../shared/api/tales";
import { drawSpread, fromSeeds } from "../../shared/draws/draw-fairness";
import { wordCount } from "../../shared/tales/compose";
import { drawTale, drawTaleCard, taleCardKey } from "../../shared/tales/tale-rule";
import { createTestContext, type TestContext } from "../testing/test-app";

describe("a tale's draw", () => {
  it("draws its card as the tarot's one-card spread does, then four bytes, big-endian, for its seed", () => {
    const bytes = Array.from({ length: 120 }, (_, index) => (index * 37 + 11) % 256);
    const stream = () => {
      let next = 0;
      return () => bytes[next++]!;
    };
    const tarot = stream();
    const [card] = drawSpread("tarot", "one-card", tarot);
    const seed = [tarot(), tarot(), tarot(), tarot()].reduce((value, byte) => value * 256 + byte, 0);
    expect(drawTale(stream())).toEqual({ card, seed });
    expect(drawTaleCard(stream())).toBe(taleCardKey(card!));
  });
});

describe("a tale on the reading door", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  const tell = (cookie: string | undefined, json: unknown) =>
    ctx.request("/api/readings/tales", { method: "POST", ...(cookie ? { cookie } : {}), json });

  it("draws its card from a commitment and the seeker's seed, and tells the same tale when read again", async () => {
    const seeker = await ctx.signUp();
    const commitment = commitmentResponseSchema.parse(
      await (await ctx.request("/api/fairness/commitments", { method: "POST", cookie: seeker.cookie })).json(),
    );
    const response = await tell(seeker.cookie, {
      birthDate: "1984-07-02",
      question: "What am I holding on to?",
      commitmentId: commitment.commitmentId,
      clientSeed: "my own seed",
    });
    expect(response.status).toBe(201);
    const tale = taleResultSchema.parse(await response.json());
    expect(tale.fairness).toMatchObject({ serverSeedHash: commitment.serverSeedHash, clientSeed: "my own seed" });
    expect(await fromSeeds(tale.fairness!.serverSeed, "my own seed", drawTaleCard)).toBe(taleCardKey(tale.card));
    expect(tale.fictionLabel).toBe("A tale, not a memory");
    const words = wordCount(tale.paragraphs.join(" "));
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(700);

    const again = await ctx.request(`/api/readings/${tale.id}`, { cookie: seeker.cookie });
    expect(await again.json()).toMatchObject({ title: tale.title, paragraphs: tale.paragraphs, card: tale.card });
    // The birth date stays out of the reading: not in its answer, not in the shared view.
    expect(JSON.stringify(tale)).not.toContain("1984-07-02");
  }, 60_000);

  it("refuses a visitor, bad fields, a day to come, a missing birth date and a question that needs help", async () => {
    expect((await tell(undefined, { birthDate: "1990-01-01" })).status).toBe(401);
    const seeker = await ctx.signUp();
    for (const body of [
      { birthDate: "1990-13-01" },
      { birthDate: "1899-12-31" },
      { birthDate: "1990-01-01", situation: "guidance" },
      { birthDate: "1990-01-01", clientSeed: "alone" },
      { birthDate: "2999-01-01" },
    ]) {
      const refused = await tell(seeker.cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    const incomplete = await tell(seeker.cookie, {});
    expect(incomplete.status).toBe(422);
    expect(await incomplete.json()).toMatchObject({ error: { code: "profile_incomplete" } });

    const help = await tell(seeker.cookie, { birthDate: "1990-01-01", question: "I want to kill myself" });
    expect(help.status).toBe(422);
    expect(await help.json()).toMatchObject({ error: { code: "needs_help" } });
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings", { cookie: seeker.cookie })).json(),
    );
    expect(history.items).toEqual([]);
  });
});
