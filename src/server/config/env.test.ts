import { describe, expect, it } from "vitest";
import { loadEnv, paymentsModeOf, supportContactOf, supportContactWarning } from "./env";

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
  it("takes a test push service on this machine, and a production server refuses to start with one", () => {
    const origin = "http://127.0.0.1:4319";
    expect(loadEnv({ NODE_ENV: "test", PUSH_TEST_SERVICE_URL: origin }).PUSH_TEST_SERVICE_URL).toBe(origin);
    expect(loadEnv({ PUSH_TEST_SERVICE_URL: origin }).PUSH_TEST_SERVICE_URL).toBe(origin);
    expect(loadEnv({}).PUSH_TEST_SERVICE_URL).toBeUndefined();
    expect(() => loadEnv({ NODE_ENV: "production", PUSH_TEST_SERVICE_URL: origin })).toThrow(
      /PUSH_TEST_SERVICE_URL: tests only/,
    );
    for (const elsewhere of ["http://10.0.0.8:4319", "https://fcm.googleapis.com", "http://127.0.0.1:4319/push", "x"]) {
      expect(() => loadEnv({ PUSH_TEST_SERVICE_URL: elsewhere })).toThrow(/PUSH_TEST_SERVICE_URL/);
    }
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

describe("the operator's support contact", () => {
  const PUBLIC = { NODE_ENV: "production", PUBLIC_URL: "https://dice.mystic-oracle.net" };
  const DETAILS = {
    SUPPORT_EMAIL: "help@mystic-oracle.net",
    SUPPORT_WHATSAPP: "+44 20 3318 4471",
    POSTAL_ADDRESS: "Mystic Oracle Ltd | 4 Quay Street | Bristol BS1 4DB | United Kingdom",
  };

  it("reads the three settings, each shown only when set", () => {
    expect(supportContactOf(loadEnv({ ...PUBLIC, ...DETAILS }))).toEqual({
      email: "help@mystic-oracle.net",
      whatsapp: "+44 20 3318 4471",
      postalAddress: ["Mystic Oracle Ltd", "4 Quay Street", "Bristol BS1 4DB", "United Kingdom"],
    });
    expect(supportContactOf(loadEnv({ SUPPORT_EMAIL: DETAILS.SUPPORT_EMAIL }))).toEqual({
      email: "help@mystic-oracle.net",
      whatsapp: null,
      postalAddress: null,
    });
    expect(supportContactOf(loadEnv({}))).toEqual({ email: null, whatsapp: null, postalAddress: null });
  });

  it("refuses a detail nobody could reach", () => {
    expect(() => loadEnv({ SUPPORT_EMAIL: "support at mystic-oracle.net" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadEnv({ SUPPORT_WHATSAPP: "020 3318 4471" })).toThrow(/SUPPORT_WHATSAPP: .*international form/);
    expect(() => loadEnv({ SUPPORT_WHATSAPP: "+44 1" })).toThrow(/SUPPORT_WHATSAPP/);
    expect(() => loadEnv({ POSTAL_ADDRESS: " | " })).toThrow(/POSTAL_ADDRESS/);
  });

  it("refuses placeholders on a public server, and lets a local one use them for tests", () => {
    for (const [name, value] of [
      ["SUPPORT_EMAIL", "support@mysticdice.example"],
      ["SUPPORT_EMAIL", "help@example.com"],
      ["SUPPORT_EMAIL", "help@oracle.test"],
      ["SUPPORT_WHATSAPP", "+1 555 0142 777"],
      ["SUPPORT_WHATSAPP", "+1 (212) 555-0142"],
      ["SUPPORT_WHATSAPP", "+44 7700 900123"],
      ["POSTAL_ADDRESS", "Mystic Dice | 123 Main Street | Anytown"],
      ["POSTAL_ADDRESS", "Example Ltd | 1 High Street | Leeds"],
    ]) {
      expect(() => loadEnv({ ...PUBLIC, [name!]: value }), value).toThrow(new RegExp(`${name}: .*placeholder`));
      expect(supportContactOf(loadEnv({ NODE_ENV: "production", [name!]: value }))).not.toEqual({
        email: null,
        whatsapp: null,
        postalAddress: null,
      });
    }
  });

  it("warns when a production server has none of them", () => {
    expect(supportContactWarning(loadEnv({ NODE_ENV: "production" }))).toMatch(
      /SUPPORT_EMAIL, SUPPORT_WHATSAPP and POSTAL_ADDRESS are not set/,
    );
    expect(supportContactWarning(loadEnv({ ...PUBLIC }))).toMatch(/Contact, Help, Terms and Privacy/);
    expect(supportContactWarning(loadEnv({ ...PUBLIC, SUPPORT_WHATSAPP: DETAILS.SUPPORT_WHATSAPP }))).toBeNull();
    expect(supportContactWarning(loadEnv({ NODE_ENV: "development" }))).toBeNull();
    expect(supportContactWarning(loadEnv({ NODE_ENV: "test" }))).toBeNull();
  });
});
