import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { castResponseSchema, castShareResponseSchema } from "../../../shared/api/casts";
import { drawResultSchema } from "../../../shared/api/draws";
import { castShareStateSchema, sharedReadingSchema } from "../../../shared/api/sharing";
import { FACE_NAMES } from "../../../shared/dice";
import { firstSentence } from "../../../shared/text";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, TEST_ORIGIN, type TestContext } from "../../testing/test-app";

/** The built app as far as these tests need it: the SPA shell the shared page is served in. */
function tinySite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "mystic-sharing-site-"));
  const shell = '<!doctype html><html><head><meta charset="utf-8"/></head><body><div id="app"></div></body></html>';
  writeFileSync(path.join(root, "__spa-fallback.html"), shell);
  writeFileSync(path.join(root, "index.html"), shell);
  return root;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  expect(buffer.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(buffer.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

const QUESTION = 'Will the "new door" <open> for me & mine?';

describe.each(TEST_DATABASE_KINDS)("sharing a reading on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string; email: string };
  let other: { cookie: string; userId: string };
  let displayId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { staticDir: tinySite() });
    seeker = await ctx.signUp({ email: `celeste.moonwhisper-${Date.now()}@example.com` });
    other = await ctx.signUp();
    const { db } = ctx.connection;
    await db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
    [{ displayId }] = (await db
      .select({ displayId: userProfiles.displayId })
      .from(userProfiles)
      .where(eq(userProfiles.id, seeker.userId))) as [{ displayId: string }];
  }, 120_000);
  afterAll(() => ctx.close());

  async function castWith(body: Record<string, unknown>) {
    const response = await ctx.request("/api/casts", { method: "POST", cookie: seeker.cookie, json: body });
    expect(response.status).toBe(201);
    return castResponseSchema.parse(await response.json());
  }
  async function drawWith(body: Record<string, unknown>) {
    const response = await ctx.request("/api/draws", { method: "POST", cookie: seeker.cookie, json: body });
    expect(response.status).toBe(201);
    return drawResultSchema.parse(await response.json());
  }
  const share = (castId: string, cookie = seeker.cookie) =>
    ctx.request(`/api/casts/${castId}/share`, { method: "POST", cookie });
  const unshare = (castId: string, cookie = seeker.cookie) =>
    ctx.request(`/api/casts/${castId}/share`, { method: "DELETE", cookie });
  /** Everything about the seeker that must never reach a shared page, JSON or card. */
  const personal = () => [seeker.email, seeker.email.split("@")[0]!, seeker.userId, displayId];

  describe("the owner's picture card", () => {
    it("is a 1200×630 PNG for the owner, kept privately and revalidated by its ETag", async () => {
      const cast = await castWith({ situation: "guidance", question: QUESTION });
      const response = await ctx.request(`/api/casts/${cast.id}/image.png`, { cookie: seeker.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      const again = await ctx.request(`/api/casts/${cast.id}/image.png`, {
        cookie: seeker.cookie,
        headers: { "if-none-match": etag },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    });

    it("is drawn once for a reading asked for again", async () => {
      const cast = await castWith({ situation: "finances" });
      const before = ctx.services.cards.size;
      for (let time = 0; time < 3; time++) {
        const response = await ctx.request(`/api/casts/${cast.id}/image.png`, { cookie: seeker.cookie });
        expect(response.status).toBe(200);
      }
      expect(ctx.services.cards.size).toBe(before + 1);
    });

    it("answers 404 for another seeker's cast and 401 signed out", async () => {
      const cast = await castWith({ situation: "relationships" });
      const theirs = await ctx.request(`/api/casts/${cast.id}/image.png`, { cookie: other.cookie });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual({ error: { code: "not_found", message: "That reading was not found" } });
      expect((await ctx.request(`/api/casts/${cast.id}/image.png`)).status).toBe(401);
    });
  });

  describe("a public link", () => {
    it("is made on request only, unguessable, and the same link while shared (201, then 200)", async () => {
      const cast = await castWith({ situation: "guidance" });
      expect(cast.shareUrl).toBeNull();
      const first = await share(cast.id);
      expect(first.status).toBe(201);
      const { url } = castShareResponseSchema.parse(await first.json());
      // 22 base64url characters: 128 random bits.
      expect(url).toMatch(/^\/r\/[A-Za-z0-9_-]{22}$/);

      const second = await share(cast.id);
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ url });
      const stored = await ctx.request(`/api/casts/${cast.id}`, { cookie: seeker.cookie });
      expect((await stored.json()).shareUrl).toBe(url);

      const another = castShareResponseSchema.parse(
        await (await share((await castWith({ situation: "guidance" })).id)).json(),
      );
      expect(another.url).not.toBe(url);
    });

    it("cannot be made or stopped for another seeker's cast", async () => {
      const cast = await castWith({ situation: "finances" });
      expect((await share(cast.id, other.cookie)).status).toBe(404);
      expect((await unshare(cast.id, other.cookie)).status).toBe(404);
      expect((await share(cast.id, "")).status).toBe(401);
      const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, cast.id));
      expect(row!.shareId).toBeNull();
    });

    it("shows the reading, the dice and the question, and nothing about the seeker", async () => {
      // Dice the seeker rolled: 3-6-1's love text opens with an apostrophe ("the Crown's gift"), escaped too.
      const cast = await castWith({
        situation: "relationships",
        question: QUESTION,
        dice: "3-6-1",
        source: "physical",
      });
      expect(firstSentence(cast.interpretation)).toContain("'");
      const { url } = castShareResponseSchema.parse(await (await share(cast.id)).json());
      const shareId = url.slice("/r/".length);

      const json = await ctx.request(`/api/shares/${shareId}`);
      expect(json.status).toBe(200);
      expect(json.headers.get("cache-control")).toBe("no-cache");
      const text = await json.text();
      expect(sharedReadingSchema.parse(JSON.parse(text))).toEqual({
        tool: "dice",
        situation: "relationships",
        dice: cast.dice,
        question: QUESTION,
        interpretation: cast.reading.interpretationLove,
        timingPrediction: cast.reading.timingPrediction,
        yesNoAnswer: cast.reading.yesNoAnswer,
        totalSumInterpretation: cast.reading.totalSumInterpretation,
      });
      for (const value of [...personal(), cast.id]) expect(text).not.toContain(value);

      const page = await ctx.request(url);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      const html = await page.text();
      for (const value of [...personal(), cast.id]) expect(html).not.toContain(value);
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1] ?? null;
      const faces = [cast.dice.red, cast.dice.white, cast.dice.green].map((face) => FACE_NAMES[face - 1]);
      expect(meta("og:title")).toBe(`Relationships Reading: ${faces.join(" · ")} · Mystic Dice`);
      expect(meta("og:url")).toBe(`${TEST_ORIGIN}${url}`);
      expect(meta("og:image")).toBe(`${TEST_ORIGIN}${url}.png`);
      expect(meta("og:image:width")).toBe("1200");
      expect(meta("og:image:height")).toBe("630");
      expect(meta("twitter:card")).toBe("summary_large_image");
      expect(meta("robots")).toBe("noindex");
      // The question is in the description, escaped: it cannot open a tag or end the attribute.
      const description = meta("og:description")!;
      expect(description).toContain("“Will the &quot;new door&quot; &lt;open&gt; for me &amp; mine?”");
      const entities: Record<string, string> = { quot: '"', lt: "<", gt: ">", "#39": "'", amp: "&" };
      const unescaped = description.replace(/&(quot|lt|gt|#39|amp);/g, (_, name: string) => entities[name]!);
      expect(unescaped).toBe(`“${QUESTION}” ${firstSentence(cast.interpretation)}`);
      expect(html).not.toContain("<open>");

      const card = await ctx.request(`${url}.png`);
      expect(card.status).toBe(200);
      expect(card.headers.get("content-type")).toBe("image/png");
      expect(card.headers.get("cache-control")).toBe("public, no-cache");
      expect(card.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
      const revalidated = await ctx.request(`${url}.png`, { headers: { "if-none-match": card.headers.get("etag")! } });
      expect(revalidated.status).toBe(304);
    });

    it("stops for good: the page, its JSON and its card answer 404, and sharing again makes a new link", async () => {
      const cast = await castWith({ situation: "guidance" });
      const { url } = castShareResponseSchema.parse(await (await share(cast.id)).json());
      const shareId = url.slice("/r/".length);
      const card = await ctx.request(`${url}.png`);
      expect(card.status).toBe(200);

      const stopped = await unshare(cast.id);
      expect(stopped.status).toBe(204);
      expect(await stopped.text()).toBe("");
      expect((await unshare(cast.id)).status).toBe(204);
      expect(
        (await ctx.request(`/api/casts/${cast.id}`, { cookie: seeker.cookie }).then((r) => r.json())).shareUrl,
      ).toBe(null);

      expect((await ctx.request(`/api/shares/${shareId}`)).status).toBe(404);
      const page = await ctx.request(url);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain("og:image");
      expect((await ctx.request(`${url}.png`)).status).toBe(404);
      // A browser's copy of the card is not confirmed either.
      expect(
        (await ctx.request(`${url}.png`, { headers: { "if-none-match": card.headers.get("etag")! } })).status,
      ).toBe(404);

      const again = await share(cast.id);
      expect(again.status).toBe(201);
      const renewed = castShareResponseSchema.parse(await again.json()).url;
      expect(renewed).not.toBe(url);
      expect((await ctx.request(`/api/shares/${shareId}`)).status).toBe(404);
      expect((await ctx.request(renewed)).status).toBe(200);
    });

    it("shares a tarot spread: its items, meanings and synthesis, its card and preview, never the seeker; stopping ends it", async () => {
      const draw = await drawWith({
        tool: "tarot",
        spread: "celtic-cross",
        situation: "relationships",
        question: QUESTION,
      });
      const state = async () =>
        castShareStateSchema.parse(
          await (await ctx.request(`/api/casts/${draw.id}/share`, { cookie: seeker.cookie })).json(),
        ).url;
      expect(await state()).toBeNull();
      expect((await ctx.request(`/api/casts/${draw.id}/share`, { cookie: other.cookie })).status).toBe(404);

      // The owner's picture: drawn once however often it is asked for.
      const before = ctx.services.cards.size;
      for (let time = 0; time < 2; time++) {
        const own = await ctx.request(`/api/casts/${draw.id}/image.png`, { cookie: seeker.cookie });
        expect(own.status).toBe(200);
        expect(pngSize(new Uint8Array(await own.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
      }
      expect(ctx.services.cards.size).toBe(before + 1);
      expect((await ctx.request(`/api/casts/${draw.id}/image.png`, { cookie: other.cookie })).status).toBe(404);

      const shared = await share(draw.id);
      expect(shared.status).toBe(201);
      const { url } = castShareResponseSchema.parse(await shared.json());
      expect(await state()).toBe(url);
      const shareId = url.slice("/r/".length);

      const json = await ctx.request(`/api/shares/${shareId}`);
      expect(json.status).toBe(200);
      const text = await json.text();
      expect(sharedReadingSchema.parse(JSON.parse(text))).toEqual({
        tool: "tarot",
        spread: "celtic-cross",
        spreadName: draw.spreadName,
        situation: "relationships",
        question: QUESTION,
        items: draw.items.map(({ key, name, position, positionLabel, reversed, inPosition, meaning }) => ({
          key,
          name,
          position,
          positionLabel,
          reversed,
          inPosition,
          meaning,
        })),
        synthesis: draw.synthesis,
      });
      expect(JSON.parse(text).items).toHaveLength(10);
      for (const value of [...personal(), draw.id, draw.createdAt]) expect(text).not.toContain(value);

      const html = await (await ctx.request(url)).text();
      for (const value of [...personal(), draw.id]) expect(html).not.toContain(value);
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1] ?? null;
      expect(meta("og:title")).toBe(`${draw.spreadName}: a tarot reading for Relationships · Mystic Dice`);
      expect(meta("twitter:title")).toBe(meta("og:title"));
      expect(meta("og:image")).toBe(`${TEST_ORIGIN}${url}.png`);
      expect(meta("og:description")).toContain(draw.items[0]!.name);
      expect(html).not.toContain("<open>");

      const card = await ctx.request(`${url}.png`);
      expect(card.status).toBe(200);
      expect(card.headers.get("content-type")).toBe("image/png");
      expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

      expect((await unshare(draw.id)).status).toBe(204);
      expect(await state()).toBeNull();
      expect((await ctx.request(`/api/shares/${shareId}`)).status).toBe(404);
      expect((await ctx.request(url)).status).toBe(404);
      expect((await ctx.request(`${url}.png`)).status).toBe(404);
    });

    it("shares a rune cast with its preview and card", async () => {
      const draw = await drawWith({ tool: "runes", spread: "five-rune-cross", situation: "guidance" });
      const { url } = castShareResponseSchema.parse(await (await share(draw.id)).json());
      const reading = sharedReadingSchema.parse(await (await ctx.request(`/api/shares/${url.slice(3)}`)).json());
      expect(reading.tool).toBe("runes");
      expect("items" in reading && reading.items.map((item) => item.key)).toEqual(draw.items.map((item) => item.key));
      const html = await (await ctx.request(url)).text();
      expect(html).toContain(
        `<meta property="og:title" content="${draw.spreadName}: a rune cast for Guidance · Mystic Dice"/>`,
      );
      const card = await ctx.request(`${url}.png`);
      expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    });

    it("answers 404 for an id never given and 400 for one of the wrong form", async () => {
      expect((await ctx.request(`/api/shares/${"A".repeat(22)}`)).status).toBe(404);
      expect((await ctx.request(`/r/${"A".repeat(22)}`)).status).toBe(404);
      expect((await ctx.request(`/r/${"A".repeat(22)}.png`)).status).toBe(404);
      const wrong = await ctx.request("/api/shares/short");
      expect(wrong.status).toBe(400);
    });
  });
});
