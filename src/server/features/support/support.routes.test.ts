import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportContactOf, loadEnv } from "../../config/env";
import { createTestContext, type TestContext } from "../../testing/test-app";

// The details are settings, not data: one database kind is enough.
describe("GET /api/support", () => {
  describe("with every setting", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      const env = loadEnv({
        SUPPORT_EMAIL: "help@mystic-oracle.net",
        SUPPORT_WHATSAPP: "+44 20 3318 4471",
        POSTAL_ADDRESS: "Mystic Oracle Ltd | 4 Quay Street | Bristol BS1 4DB",
      });
      ctx = await createTestContext("pglite", { support: supportContactOf(env) });
    });
    afterAll(() => ctx.close());

    it("answers exactly what the settings say, to anyone, for browsers and caches to keep a while", async () => {
      const response = await ctx.request("/api/support");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      expect(await response.json()).toEqual({
        email: "help@mystic-oracle.net",
        whatsapp: "+44 20 3318 4471",
        postalAddress: ["Mystic Oracle Ltd", "4 Quay Street", "Bristol BS1 4DB"],
      });
    });
  });

  describe("with none set", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext("pglite");
    });
    afterAll(() => ctx.close());

    it("answers no detail at all", async () => {
      const response = await ctx.request("/api/support");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ email: null, whatsapp: null, postalAddress: null });
    });
  });

  describe("with some set", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext("pglite", {
        support: supportContactOf(loadEnv({ SUPPORT_WHATSAPP: "+1 415 867 2290" })),
      });
    });
    afterAll(() => ctx.close());

    it("answers only those", async () => {
      expect(await (await ctx.request("/api/support")).json()).toEqual({
        email: null,
        whatsapp: "+1 415 867 2290",
        postalAddress: null,
      });
    });
  });
});
