import { describe, expect, it } from "vitest";
import {
  isLocalServer,
  loadEnv,
  paymentsModeOf,
  publicServerWarning,
  supportContactOf,
  supportContactWarning,
} from "./env";
import { isMailboxVisible } from "../mail/mailbox.routes";

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

describe("a local server (test-mode payments, the local mailbox)", () => {
  it("is one that listens on and is addressed as this machine alone in production, and any other server outside it", () => {
    for (const local of [
      { NODE_ENV: "production" },
      { NODE_ENV: "production", HOST: "localhost", PUBLIC_URL: "http://127.0.0.1:3000" },
      { NODE_ENV: "production", HOST: "::1", PUBLIC_URL: "http://[::1]:3000" },
      { NODE_ENV: "production", HOST: "127.0.0.2" },
    ]) {
      const env = loadEnv(local);
      expect(isLocalServer(env), JSON.stringify(local)).toBe(true);
      expect(paymentsModeOf(env)).toBe("test");
      expect(isMailboxVisible(env)).toBe(true);
      expect(publicServerWarning(env)).toBeNull();
    }
    for (const everyInterface of ["0.0.0.0", "::", "192.168.1.20"]) {
      const env = loadEnv({ NODE_ENV: "production", HOST: everyInterface });
      expect(isLocalServer(env), everyInterface).toBe(false);
      expect(paymentsModeOf(env)).toBe("off");
      expect(isMailboxVisible(env)).toBe(false);
      expect(publicServerWarning(env)).toBe(
        `HOST=${everyInterface} listens beyond this machine, so the server is public although PUBLIC_URL is http://localhost:3000: payments are off (no STRIPE_SECRET_KEY, and test mode is for one machine) and the local mailbox is closed (no SMTP_URL); to keep them on one machine listen on HOST=127.0.0.1, else set PUBLIC_URL to the address people use`,
      );
    }
    // Outside production nothing changes: a development server in a container keeps both.
    for (const NODE_ENV of ["development", "test"]) {
      const env = loadEnv({ NODE_ENV, HOST: "0.0.0.0", PUBLIC_URL: "https://dev.mysticdice.example" });
      expect(paymentsModeOf(env)).toBe("test");
      expect(isMailboxVisible(env)).toBe(true);
      expect(publicServerWarning(env)).toBeNull();
    }
  });

  it("warns only of what is off: nothing with a key and a mail server, the public address named", () => {
    const PUBLIC = { NODE_ENV: "production", HOST: "0.0.0.0", PUBLIC_URL: "https://mysticdice.example" };
    expect(publicServerWarning(loadEnv(PUBLIC))).toBe(
      "PUBLIC_URL (https://mysticdice.example) is a public address: payments are off (no STRIPE_SECRET_KEY, and test mode is for one machine) and the local mailbox is closed (no SMTP_URL)",
    );
    const keyed = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(publicServerWarning(loadEnv({ ...PUBLIC, ...keyed }))).toMatch(
      /: the local mailbox is closed \(no SMTP_URL\)$/,
    );
    expect(publicServerWarning(loadEnv({ ...PUBLIC, ...keyed, SMTP_URL: "smtp://mail.example:587" }))).toBeNull();
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
