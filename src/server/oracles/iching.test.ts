import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hexagram } from "../../../content/iching";
import { commitmentResponseSchema } from "../../shared/api/casts";
import { iChingResultSchema } from "../../shared/api/iching";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import { castLines, hexagramsOf, type Lines } from "../../shared/iching/cast-rule";
import { createTestContext, type TestContext } from "../testing/test-app";

describe("the I Ching on the reading door", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  const cast = (cookie: string, json: unknown) => ctx.request("/api/readings/iching", { method: "POST", cookie, json });
  const commit = async (cookie: string) =>
    commitmentResponseSchema.parse(
      await (await ctx.request("/api/fairness/commitments", { method: "POST", cookie })).json(),
    );

  it.each(["coins", "yarrow"] as const)(
    "casts six lines with %s from a commitment, and anyone can cast them again from what it reveals",
    async (method) => {
      const seeker = await ctx.signUp();
      const commitment = await commit(seeker.cookie);
      const response = await cast(seeker.cookie, {
        situation: "finances",
        method,
        question: "Is this the year to save?",
        commitmentId: commitment.commitmentId,
        clientSeed: "my own seed",
      });
      expect(response.status).toBe(201);
      const reading = iChingResultSchema.parse(await response.json());
      expect(reading).toMatchObject({ tool: "iching", method, situation: "finances" });
      expect(reading.fairness).toMatchObject({ serverSeedHash: commitment.serverSeedHash, clientSeed: "my own seed" });
      const again = await fromSeeds(reading.fairness!.serverSeed, "my own seed", (next) => castLines(method, next));
      expect(reading.lines).toEqual([...again]);
      const { hexagram: number, relating } = hexagramsOf(again);
      expect(reading.hexagram).toBe(number);
      expect(reading.relating).toBe(relating);
      expect(reading.primary).toMatchObject({
        number,
        english: hexagram(number).english,
        judgment: hexagram(number).judgment,
        image: hexagram(number).image,
        angle: hexagram(number).angles.finances,
      });
      const changing = again.flatMap((value, index) => (value === 6 || value === 9 ? [index + 1] : []));
      expect(reading.changingLines.map((line) => line.position)).toEqual(changing);
      expect(reading.changingLines.map((line) => line.text)).toEqual(
        changing.map((position) => hexagram(number).lines[position - 1]),
      );
      // The commitment is spent.
      const spent = await cast(seeker.cookie, {
        situation: "guidance",
        commitmentId: commitment.commitmentId,
        clientSeed: "x",
      });
      expect(spent.status).toBe(404);
    },
  );

  it("reads the seeker's own lines as thrown: no changing line has no relating hexagram", async () => {
    const seeker = await ctx.signUp();
    const still: Lines = [7, 7, 7, 8, 8, 8];
    const response = await cast(seeker.cookie, { situation: "guidance", method: "physical", lines: still });
    expect(response.status).toBe(201);
    const reading = iChingResultSchema.parse(await response.json());
    // Heaven below, earth above: 11, Peace.
    expect(reading).toMatchObject({ method: "physical", lines: still, hexagram: 11, relating: null, fairness: null });
    expect(reading.relatingHexagram).toBeNull();
    expect(reading.changingLines).toEqual([]);
    expect(reading.movement).toContain(hexagram(11).english);

    const moving = await cast(seeker.cookie, {
      situation: "relationships",
      method: "physical",
      lines: [9, 7, 7, 7, 7, 6],
    });
    expect(moving.status).toBe(201);
    const turned = iChingResultSchema.parse(await moving.json());
    // Old yang at the bottom and old yin at the top: both turn in the relating hexagram.
    expect(turned.hexagram).toBe(hexagramsOf([9, 7, 7, 7, 7, 6]).hexagram);
    expect(turned.relating).toBe(hexagramsOf([9, 7, 7, 7, 7, 6]).relating);
    expect(turned.relating).not.toBeNull();
    expect(turned.changingLines.map((line) => [line.position, line.value])).toEqual([
      [1, 9],
      [6, 6],
    ]);
    expect(turned.relatingHexagram?.number).toBe(turned.relating);
    expect(turned.movement).toContain(hexagram(turned.relating!).english);

    // Read back through the door.
    const back = await ctx.request(`/api/readings/${turned.id}`, { cookie: seeker.cookie });
    expect(await back.json()).toMatchObject({ lines: [9, 7, 7, 7, 7, 6], relating: turned.relating });
  });

  it("answers 400 for a bad method or bad lines, and 422 for a question that needs help", async () => {
    const seeker = await ctx.signUp();
    const bad = [
      { situation: "guidance", method: "tortoise-shell" },
      { situation: "guidance", method: "physical" },
      { situation: "guidance", method: "physical", lines: [7, 7, 7, 8, 8] },
      { situation: "guidance", method: "physical", lines: [7, 7, 7, 8, 8, 5] },
      { situation: "guidance", method: "physical", lines: [7, 7, 7, 8, 8, "9"] },
      { situation: "guidance", method: "coins", lines: [7, 7, 7, 8, 8, 8] },
      { situation: "guidance", method: "physical", lines: [7, 7, 7, 8, 8, 8, 9] },
    ];
    for (const body of bad) {
      const response = await cast(seeker.cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
    const help = await cast(seeker.cookie, { situation: "guidance", question: "I want to kill myself" });
    expect(help.status).toBe(422);
    expect(await help.json()).toMatchObject({ error: { code: "needs_help" } });
    // None of these was counted: the day's three readings are still there, and the fourth is refused.
    for (let index = 0; index < 3; index++)
      expect((await cast(seeker.cookie, { situation: "guidance" })).status).toBe(201);
    const capped = await cast(seeker.cookie, { situation: "guidance" });
    expect(capped.status).toBe(429);
  });
});
