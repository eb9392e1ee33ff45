import { describe, expect, it } from "vitest";
import { loadEnv, paymentsModeOf } from "./env";

describe("loadEnv", () => {
  it("has working defaults for the embedded set-up", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      PUBLIC_URL: "http://localhost:3000",
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("names every bad variable", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
  it("reads TRUST_PROXY as off, a hop count (true is one hop) or a list of proxies", () => {
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    const listed = loadEnv({ TRUST_PROXY: "10.0.0.0/8, 2001:db8::1" }).TRUST_PROXY;
    expect(listed && "proxies" in listed && listed.proxies.map((range) => range.prefix)).toEqual([8, 128]);
    expect(() => loadEnv({ TRUST_PROXY: "the last hop" })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });
  it("requires a shared secret for production on PostgreSQL", () => {
    expect(() => loadEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrow(/BETTER_AUTH_SECRET/);
  });
});

describe("how payments run", () => {
  it("uses Stripe with a key, the test checkout on a local server, and nothing on a public production server", () => {
    const local = loadEnv({ NODE_ENV: "production" });
    expect(paymentsModeOf(local)).toBe("test");
    expect(paymentsModeOf(loadEnv({}))).toBe("test");
    expect(paymentsModeOf(loadEnv({ NODE_ENV: "production", PUBLIC_URL: "https://mysticdice.example" }))).toBe("off");
    expect(paymentsModeOf(loadEnv({ NODE_ENV: "development", PUBLIC_URL: "https://dev.mysticdice.example" }))).toBe(
      "test",
    );
    const keyed = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(
      paymentsModeOf(loadEnv({ ...keyed, NODE_ENV: "production", PUBLIC_URL: "https://mysticdice.example" })),
    ).toBe("stripe");
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });
});
