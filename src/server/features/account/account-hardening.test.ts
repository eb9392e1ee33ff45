import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { TOTP, URI } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SIGN_IN_LINK_PATH } from "../../../shared/account";
import { twoFactors, users } from "../../db/schema";
import { AUTH_ENDPOINT_ALLOWLIST } from "../../http/auth-allowlist";
import { systemClock } from "../../clock";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import {
  createTestContext,
  sessionCookieFrom,
  TEST_DATABASE_KINDS,
  type TestContext,
  uniqueClientAddresses,
} from "../../testing/test-app";
import { TWO_FACTOR_CHALLENGE_PATH, TWO_FACTOR_LOCKOUT } from "./two-factor-guards";

const PASSWORD = "correct horse battery";

describe.each(TEST_DATABASE_KINDS)("account hardening on %s", (kind) => {
  let ctx: TestContext;
  let smtp: SmtpReceiver;

  // The server's clock: the real one (as faked by a test's timers), unless a test holds it still.
  let heldAt: Date | null = null;
  /**
   * Runs `work` with the server's clock held still: the per-client limits count in windows of that clock,
   * so requests a slow machine takes many seconds to send still fall in one window.
   */
  const withClockHeld = async <T>(work: () => Promise<T>): Promise<T> => {
    heldAt = systemClock();
    try {
      return await work();
    } finally {
      heldAt = null;
    }
  };

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    ctx = await createTestContext(kind, { smtpUrl: smtp.url, clock: () => heldAt ?? systemClock() });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const newEmail = () => `seeker-${randomUUID()}@example.com`;
  // Every call its own client address, so per-client limits never mix tests (or the attempts of one test).
  const uniqueIp = uniqueClientAddresses("198.18");
  const post = (path: string, json: unknown, cookie?: string, ip = uniqueIp()) =>
    ctx.request(path, { method: "POST", json, cookie, ip });
  const whoAmI = async (cookie: string) => {
    const response = await ctx.request("/api/auth/get-session", { cookie });
    return ((await response.json()) as { user: { id: string; email: string; name: string } } | null)?.user ?? null;
  };
  const security = async (cookie: string) =>
    (await (await ctx.request("/api/me/security", { cookie })).json()) as {
      twoFactorEnabled: boolean;
      aal: string;
      hasPassword: boolean;
    };
  const signIn = (email: string, password = PASSWORD) => post("/api/auth/sign-in/email", { email, password });
  /** Follows a mailed link from a client address of its own. */
  const follow = (link: string, cookie?: string) => ctx.followLink(link, { cookie, ip: uniqueIp() });
  /** The mail that the action sends to the address (not an earlier one with the same subject). */
  async function mailFrom(email: string, subject: RegExp, action: () => Promise<unknown>) {
    const matching = () => smtp.mailsTo(email).filter((mail) => subject.test(mail.subject));
    const before = matching().length;
    await action();
    for (let waited = 0; matching().length === before; waited += 20) {
      if (waited > 5_000) throw new Error(`no new mail to ${email} matching ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return matching().at(-1)!;
  }
  /** Mails a sign-in link to the address and follows it, as the mailbox's owner would. */
  async function followMagicLink(email: string) {
    const mail = await mailFrom(email, /sign-in link/, () =>
      post("/api/auth/sign-in/magic-link", { email, callbackURL: "/dashboard" }),
    );
    return follow(mail.links.find((link) => new URL(link).pathname === SIGN_IN_LINK_PATH)!);
  }
  /** Proves the address by a mailed reset link and sets the new password. */
  async function resetPassword(email: string, newPassword: string) {
    const mail = await mailFrom(email, /Reset your/, () =>
      post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
    );
    const callback = await follow(mail.links.find((link) => link.includes("/reset-password/"))!);
    const token = new URL(callback.headers.get("location")!, "http://localhost:3000").searchParams.get("token")!;
    return post("/api/auth/reset-password", { token, newPassword });
  }

  /** Turns TOTP on for a signed-in account; returns its authenticator, backup codes and fresh cookie. */
  async function enrolTotp(cookie: string) {
    const enable = await post("/api/auth/two-factor/enable", { password: PASSWORD }, cookie);
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const totp = URI.parse(totpURI) as TOTP;
    const verify = await post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, cookie);
    expect(verify.status).toBe(200);
    return { totp, backupCodes, cookie: mergeCookies(cookie, sessionCookieFrom(verify)) };
  }
  async function enrolled() {
    const account = await ctx.signUp();
    return { ...account, ...(await enrolTotp(account.cookie)) };
  }
  /** A code from the next 30-second step: better-auth accepts it, and it is not the one used to enrol. */
  const freshCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

  describe("only the better-auth endpoints the product uses are served", () => {
    it("answers verify-email's open redirect with a 404 and no Location", async () => {
      const response = await ctx.request("/api/auth/verify-email?token=x&callbackURL=%2F.%2F%2Fevil.example", {
        redirect: "manual",
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    });

    it("refuses every endpoint the product does not use, signed in, and none of them changes anything", async () => {
      const { cookie, email, userId } = await enrolled();
      const attempts: Array<[string, string, unknown?]> = [
        ["POST", "/api/auth/two-factor/disable", { password: PASSWORD }],
        ["POST", "/api/auth/two-factor/disable", {}],
        ["POST", "/api/auth/two-factor/get-totp-uri", { password: PASSWORD }],
        ["POST", "/api/auth/two-factor/generate-backup-codes", { password: PASSWORD }],
        ["GET", "/api/auth/list-sessions"],
        ["POST", "/api/auth/verify-password", { password: PASSWORD }],
        ["POST", "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "another fine password" }],
        ["POST", "/api/auth/update-user", { name: "x".repeat(60_000) }],
        ["POST", "/api/auth/revoke-sessions", {}],
        ["POST", "/api/auth/change-email", { newEmail: newEmail() }],
        ["POST", "/api/auth/delete-user", { password: PASSWORD }],
        ["POST", "/api/auth/send-verification-email", { email }],
        ["GET", "/api/auth/error"],
        // Variants of allowed paths are not allowed either.
        ["GET", "/api/auth/list-sessions/"],
        ["GET", "/api/auth/get-session/"],
        ["POST", "/api/auth//change-password", { currentPassword: PASSWORD, newPassword: "another fine password" }],
        ["POST", "/api/auth/two-factor/verify-totp/", { code: "000000" }],
        ["GET", "/api/auth/sign-in/email"],
        ["POST", "/api/auth/get-session", {}],
      ];
      for (const [method, path, json] of attempts) {
        const response = await ctx.request(path, { method, json, cookie, ip: uniqueIp() });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
        expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
      }
      // Still signed in, with two-factor on, the same name and the same password.
      expect((await whoAmI(cookie))?.name).toBe(email.split("@")[0]);
      expect(await security(cookie)).toMatchObject({ twoFactorEnabled: true, aal: "aal2" });
      expect(await signIn(email)).toHaveProperty("status", 200);
      const [user] = await ctx.connection.db.select().from(users).where(eq(users.id, userId));
      expect(user?.twoFactorEnabled).toBe(true);
    });

    it("keeps the list small and written down", () => {
      expect(AUTH_ENDPOINT_ALLOWLIST.map((entry) => `${entry.method} ${String(entry.path)}`)).toEqual([
        "GET /get-session",
        "POST /sign-up/email",
        "POST /sign-in/email",
        "POST /sign-in/magic-link",
        "GET /magic-link/verify",
        "POST /request-password-reset",
        "GET /^\\/reset-password\\/[A-Za-z0-9_-]{1,100}$/",
        "POST /reset-password",
        "POST /sign-out",
        "POST /two-factor/enable",
        "POST /two-factor/verify-totp",
        "POST /two-factor/verify-backup-code",
      ]);
    });
  });

  describe("the account's name", () => {
    const signUpNamed = (name: string) =>
      post("/api/auth/sign-up/email", { email: newEmail(), password: PASSWORD, name });

    it("is at most 80 characters at sign-up", async () => {
      expect((await signUpNamed("n".repeat(80))).status).toBe(200);
      const tooLong = await signUpNamed("n".repeat(81));
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ error: { code: "name_too_long" } });
      // Just under the 64 KB body limit.
      expect((await signUpNamed("n".repeat(60_000))).status).toBe(400);
    });

    it("is at most 80 characters when a sign-in link would create the account", async () => {
      const response = await post("/api/auth/sign-in/magic-link", { email: newEmail(), name: "n".repeat(81) });
      expect(response.status).toBe(400);
    });
  });

  describe("changing the password (POST /api/me/password)", () => {
    it("needs the current password, refuses common ones, and signs every other session out", async () => {
      const { email, cookie } = await ctx.signUp();
      const phone = sessionCookieFrom(await signIn(email));
      expect(await whoAmI(phone)).not.toBeNull();

      const wrong = await post(
        "/api/me/password",
        { currentPassword: "not it at all", newPassword: "fresh moonlight" },
        cookie,
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        error: { code: "bad_request", fields: { currentPassword: [expect.any(String)] } },
      });
      const common = await post("/api/me/password", { currentPassword: PASSWORD, newPassword: "password123" }, cookie);
      expect(common.status).toBe(400);
      expect(await common.json()).toMatchObject({ error: { fields: { newPassword: [expect.any(String)] } } });
      const short = await post("/api/me/password", { currentPassword: PASSWORD, newPassword: "short" }, cookie);
      expect(short.status).toBe(400);
      expect(await whoAmI(phone)).not.toBeNull();

      const changed = await post(
        "/api/me/password",
        { currentPassword: PASSWORD, newPassword: "fresh moonlight" },
        cookie,
      );
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual({ changed: true });
      expect(await whoAmI(cookie)).not.toBeNull();
      expect(await whoAmI(phone)).toBeNull();
      expect((await signIn(email)).status).toBe(401);
      expect((await signIn(email, "fresh moonlight")).status).toBe(200);
    });

    it("asks for a current code when two-factor is on, and ends pending sign-ins", async () => {
      const { email, cookie, totp } = await enrolled();
      const pending = sessionCookieFrom(await signIn(email)); // password known, code still to come
      const body = { currentPassword: PASSWORD, newPassword: "fresh moonlight" };
      const noCode = await post("/api/me/password", body, cookie);
      expect(noCode.status).toBe(400);
      expect(await noCode.json()).toMatchObject({ error: { fields: { code: [expect.any(String)] } } });
      expect((await post("/api/me/password", { ...body, code: "000000" }, cookie)).status).toBe(400);
      const changed = await post("/api/me/password", { ...body, code: freshCode(totp) }, cookie);
      expect(changed.status).toBe(200);
      const completed = await post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, pending);
      expect(completed.status).toBe(401);
    });

    it("refuses an account without a password (it sets one by reset)", async () => {
      const email = newEmail();
      const cookie = sessionCookieFrom(await followMagicLink(email));
      const response = await post(
        "/api/me/password",
        { currentPassword: "anything at all", newPassword: "fresh moonlight" },
        cookie,
      );
      expect(response.status).toBe(400);
    });
  });

  describe("new backup codes (POST /api/me/two-factor/backup-codes)", () => {
    it("takes a current code, answers ten new codes that sign in, and ends the old ones", async () => {
      const { email, cookie, totp, backupCodes: oldCodes } = await enrolled();
      expect((await post("/api/me/two-factor/backup-codes", { code: "000000" }, cookie)).status).toBe(400);
      const response = await post("/api/me/two-factor/backup-codes", { code: freshCode(totp) }, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { backupCodes } = (await response.json()) as { backupCodes: string[] };
      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

      const useBackup = async (code: string) => {
        const ip = uniqueIp();
        const pending = sessionCookieFrom(
          await post("/api/auth/sign-in/email", { email, password: PASSWORD }, undefined, ip),
        );
        return post("/api/auth/two-factor/verify-backup-code", { code }, pending, ip);
      };
      expect((await useBackup(oldCodes[0]!)).status).toBe(401);
      const fresh = await useBackup(backupCodes[0]!);
      expect(fresh.status).toBe(200);
      expect((await whoAmI(sessionCookieFrom(fresh)))?.email).toBe(email);
    });

    it("refuses when two-factor is off", async () => {
      const { cookie } = await ctx.signUp();
      expect((await post("/api/me/two-factor/backup-codes", { code: "123456" }, cookie)).status).toBe(400);
    });
  });

  describe("passwords tried by a signed-in user (deleting the account)", () => {
    it("are limited per client, so deletion is no password oracle", async () => {
      const { cookie, email } = await ctx.signUp({ ip: uniqueIp() });
      const ip = uniqueIp();
      const statuses: number[] = [];
      await withClockHeld(async () => {
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const response = await ctx.request("/api/me", {
            method: "DELETE",
            cookie,
            ip,
            json: { email, password: `wrong password ${attempt}` },
          });
          statuses.push(response.status);
        }
      });
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
      expect(await whoAmI(cookie)).not.toBeNull();
    });
  });

  describe("codes tried by a signed-in user (turning two-factor off)", () => {
    const disable = (cookie: string, code: string, ip = uniqueIp()) =>
      post("/api/me/two-factor/disable", { code }, cookie, ip);

    it("are limited per client: 300 wrong codes from one address meet 429 after the third", async () => {
      const { cookie } = await enrolled();
      const ip = uniqueIp();
      const statuses: number[] = [];
      const limited = await withClockHeld(async () => {
        for (let attempt = 0; attempt < 300; attempt += 1) {
          statuses.push((await disable(cookie, String(100000 + attempt), ip)).status);
        }
        return disable(cookie, "123456", ip);
      });
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
      // The whole 10 s window is still ahead on the held clock.
      expect(limited.headers.get("retry-after")).toBe("10");
      expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    });

    it("lock the factor after repeated failures from any number of clients, for sign-in too, until it expires", async () => {
      const { email, cookie, totp, backupCodes, userId } = await enrolled();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 300; attempt += 1) {
        // Wrong authenticator codes and wrong backup codes count alike.
        const code = attempt % 2 === 0 ? String(200000 + attempt) : `wrong-${String(attempt).padStart(5, "0")}`;
        statuses.push((await disable(cookie, code)).status);
      }
      const failures = TWO_FACTOR_LOCKOUT.maxFailedAttempts;
      expect(statuses.slice(0, failures)).toEqual(Array(failures).fill(400));
      expect(new Set(statuses.slice(failures))).toEqual(new Set([429]));

      // Locked: a correct code is refused too, here and at sign-in, and so is a backup code.
      const during = await disable(cookie, freshCode(totp));
      expect(during.status).toBe(429);
      expect(Number(during.headers.get("retry-after"))).toBeGreaterThan(TWO_FACTOR_LOCKOUT.durationSeconds - 60);
      expect(await during.json()).toMatchObject({ error: { code: "rate_limited" } });
      expect((await disable(cookie, backupCodes[0]!)).status).toBe(429);
      const ip = uniqueIp();
      const pending = sessionCookieFrom(
        await post("/api/auth/sign-in/email", { email, password: PASSWORD }, undefined, ip),
      );
      const signInDuringLock = await post("/api/auth/two-factor/verify-totp", { code: freshCode(totp) }, pending, ip);
      expect(signInDuringLock.status).toBe(429);
      expect(await signInDuringLock.json()).toMatchObject({ error: { code: "rate_limited" } });
      expect(await security(cookie)).toMatchObject({ twoFactorEnabled: true });

      // The lock ends after its time.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (TWO_FACTOR_LOCKOUT.durationSeconds + 60) * 1000 });
      const after = await disable(cookie, totp.generate());
      expect(after.status).toBe(200);
      expect(await security(cookie)).toMatchObject({ twoFactorEnabled: false });
      expect(await ctx.connection.db.select().from(twoFactors).where(eq(twoFactors.userId, userId))).toEqual([]);
    });

    it("a success resets the count (it is of consecutive failures)", async () => {
      const { cookie, totp, userId } = await enrolled();
      for (let attempt = 0; attempt < TWO_FACTOR_LOCKOUT.maxFailedAttempts - 1; attempt += 1) {
        expect((await disable(cookie, String(300000 + attempt))).status).toBe(400);
      }
      const regenerated = await post("/api/me/two-factor/backup-codes", { code: freshCode(totp) }, cookie);
      expect(regenerated.status).toBe(200);
      const [factor] = await ctx.connection.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
      expect(factor?.failedVerificationCount).toBe(0);
      expect((await disable(cookie, "999999")).status).toBe(400);
    });
  });

  describe("an address squatter's factor does not outlive the owner's proof", () => {
    /** Someone signs up with an address they do not own (nothing proves it) and turns TOTP on. */
    async function squat(email: string) {
      const squatter = await ctx.signUp({ email });
      const { cookie } = await enrolTotp(squatter.cookie);
      expect(await security(cookie)).toMatchObject({ twoFactorEnabled: true });
      return { ...squatter, cookie };
    }

    it("proven by a sign-in link: the owner gets in without the squatter's code, and keeps the account", async () => {
      const email = newEmail();
      const squatter = await squat(email);

      const arrival = await followMagicLink(email);
      expect(arrival.status).toBe(302);
      expect(new URL(arrival.headers.get("location")!).pathname).toBe("/dashboard");
      expect(new URL(arrival.headers.get("location")!).pathname).not.toBe(TWO_FACTOR_CHALLENGE_PATH);
      const owner = sessionCookieFrom(arrival);
      expect((await whoAmI(owner))?.email).toBe(email);
      expect(await security(owner)).toMatchObject({ twoFactorEnabled: false, aal: "aal1", hasPassword: false });

      // The squatter keeps nothing: no session, no password, no factor.
      expect(await whoAmI(squatter.cookie)).toBeNull();
      expect((await signIn(email)).status).toBe(401);
      expect(await ctx.connection.db.select().from(twoFactors).where(eq(twoFactors.userId, squatter.userId))).toEqual(
        [],
      );
      // The owner can set up their own factor, and it holds at the next sign-in link.
      const own = await enrolTotp(owner);
      expect(await security(own.cookie)).toMatchObject({ twoFactorEnabled: true });
      const again = await followMagicLink(email);
      expect(new URL(again.headers.get("location")!).pathname).toBe(TWO_FACTOR_CHALLENGE_PATH);
    });

    it("proven by a password reset: the owner signs in with the new password and no code", async () => {
      const email = newEmail();
      const squatter = await squat(email);

      expect((await resetPassword(email, "the owner's own secret")).status).toBe(200);

      const signedIn = await signIn(email, "the owner's own secret");
      expect(signedIn.status).toBe(200);
      const body = (await signedIn.json()) as { twoFactorRedirect?: boolean };
      expect(body.twoFactorRedirect).toBeUndefined();
      const owner = sessionCookieFrom(signedIn);
      expect((await whoAmI(owner))?.email).toBe(email);
      expect(await security(owner)).toMatchObject({ twoFactorEnabled: false, hasPassword: true });
      expect(await whoAmI(squatter.cookie)).toBeNull();
      expect((await signIn(email)).status).toBe(401);

      // The address is now proven: a later sign-in link leaves the owner's password in place.
      expect((await followMagicLink(email)).status).toBe(302);
      expect((await signIn(email, "the owner's own secret")).status).toBe(200);
    });

    it("an account whose address was already proven keeps its factor through a reset", async () => {
      const email = newEmail();
      const owner = sessionCookieFrom(await followMagicLink(email)); // the link proves the address
      await enrolTotp(owner);
      expect((await resetPassword(email, "a password at last")).status).toBe(200);
      const signedIn = await signIn(email, "a password at last");
      expect(await signedIn.json()).toMatchObject({ twoFactorRedirect: true });
    });
  });
});

/** Cookie pairs from two responses, the later winning. */
function mergeCookies(...cookies: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of cookies.flatMap((cookie) => cookie.split("; ")).filter(Boolean)) {
    const [name] = pair.split("=");
    jar.set(name!, pair);
  }
  return [...jar.values()].join("; ");
}
