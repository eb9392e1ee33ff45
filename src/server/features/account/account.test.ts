import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import {
  createTestContext,
  sessionCookieFrom,
  TEST_DATABASE_KINDS,
  type TestContext,
  uniqueClientAddresses,
} from "../../testing/test-app";
import { SIGN_IN_LINK_PATH } from "../../../shared/account";
import { TWO_FACTOR_CHALLENGE_PATH } from "./two-factor-guards";

const PASSWORD = "correct horse battery";

describe.each(TEST_DATABASE_KINDS)("accounts on %s", (kind) => {
  let ctx: TestContext;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    ctx = await createTestContext(kind, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const newEmail = () => `seeker-${randomUUID()}@example.com`;
  // Every call its own client address, so one test's rate limit never reaches another's requests.
  const uniqueIp = uniqueClientAddresses("198.51");
  /** Follows a mailed link from a client address of its own. */
  const follow = (link: string, cookie?: string) => ctx.followLink(link, { cookie, ip: uniqueIp() });
  const whoAmI = async (cookie: string) => {
    const response = await ctx.request("/api/auth/get-session", { cookie });
    return ((await response.json()) as { user: { id: string; email: string } } | null)?.user ?? null;
  };
  const requestMagicLink = (email: string, ip = uniqueIp()) =>
    ctx.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      ip,
      json: { email, callbackURL: "/dashboard", errorCallbackURL: "/sign-in/link-error" },
    });
  const signIn = (email: string, password = PASSWORD, ip = uniqueIp()) =>
    ctx.request("/api/auth/sign-in/email", { method: "POST", ip, json: { email, password } });

  describe("magic link", () => {
    it("creates the account of a new address on first use and signs it in", async () => {
      const email = newEmail();
      const response = await requestMagicLink(email);
      expect(response.status).toBe(200);
      const mail = await smtp.waitFor(email, /sign-in link/);
      expect(mail.text).toContain("Mystic Dice");
      expect(mail.text).toMatch(/ignore this e-mail/);
      expect(mail.html).toContain("Enter Mystic Dice");
      const link = mail.links.find((candidate) => candidate.includes(`${SIGN_IN_LINK_PATH}?`));
      expect(link).toBeDefined();

      const arrival = await follow(link!);
      expect(arrival.status).toBe(302);
      expect(arrival.headers.get("location")).toBe("http://localhost:3000/dashboard");
      const cookie = sessionCookieFrom(arrival);
      const user = await whoAmI(cookie);
      expect(user?.email).toBe(email);
      const profile = await ctx.request("/api/me/profile", { cookie });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { displayId: string }).displayId).toMatch(/^MYS-/);

      // The link works once.
      const again = await follow(link!);
      expect(again.headers.get("location")).toContain("/sign-in/link-error?error=INVALID_TOKEN");
    });

    it("signs an existing account in, and answers exactly as for an unknown address", async () => {
      const { email, userId } = await ctx.signUp();
      const known = await requestMagicLink(email);
      const unknown = await requestMagicLink(newEmail());
      expect(known.status).toBe(unknown.status);
      expect(await known.text()).toBe(await unknown.text());

      const mail = await smtp.waitFor(email, /sign-in link/);
      const arrival = await follow(mail.links.find((link) => link.includes(`${SIGN_IN_LINK_PATH}?`))!);
      expect(arrival.status).toBe(302);
      expect((await whoAmI(sessionCookieFrom(arrival)))?.id).toBe(userId);
    });

    it("refuses a malformed address with 400", async () => {
      const response = await requestMagicLink("not-an-address");
      expect(response.status).toBe(400);
    });
  });

  describe("the new account's time zone", () => {
    const profileZone = async (cookie: string) =>
      ((await (await ctx.request("/api/me/profile", { cookie })).json()) as { timezone: string }).timezone;

    it("password sign-up takes the browser's zone from its tz cookie", async () => {
      const email = newEmail();
      const response = await ctx.request("/api/auth/sign-up/email", {
        method: "POST",
        cookie: "tz=Asia%2FTokyo",
        json: { email, password: PASSWORD, name: "tokyo" },
      });
      expect(response.status).toBe(200);
      expect(await profileZone(sessionCookieFrom(response))).toBe("Asia/Tokyo");
    });

    it("a sign-in link carries the asking browser's zone to the account it creates, on any device", async () => {
      const email = newEmail();
      const asked = await ctx.request("/api/auth/sign-in/magic-link", {
        method: "POST",
        ip: uniqueIp(),
        cookie: "tz=America%2FSao_Paulo",
        json: { email, callbackURL: "/dashboard", newUserCallbackURL: "/dashboard" },
      });
      expect(asked.status).toBe(200);
      const mail = await smtp.waitFor(email, /sign-in link/);
      const link = mail.links.find((candidate) => candidate.includes(`${SIGN_IN_LINK_PATH}?`))!;
      expect(new URL(link).searchParams.get("tz")).toBe("America/Sao_Paulo");
      // Followed in a browser that has never seen the site: no cookie at all.
      const arrival = await follow(link);
      expect(arrival.status).toBe(302);
      expect(await profileZone(sessionCookieFrom(arrival))).toBe("America/Sao_Paulo");
    });

    it("a link followed in the same browser without a zone in it uses the browser's cookie", async () => {
      const email = newEmail();
      await requestMagicLink(email);
      const mail = await smtp.waitFor(email, /sign-in link/);
      const link = mail.links.find((candidate) => candidate.includes(`${SIGN_IN_LINK_PATH}?`))!;
      expect(new URL(link).searchParams.has("tz")).toBe(false);
      const arrival = await follow(link, "tz=Europe%2FLisbon");
      expect(await profileZone(sessionCookieFrom(arrival))).toBe("Europe/Lisbon");
    });

    it("an unknown or missing zone leaves the account on UTC", async () => {
      const response = await ctx.request("/api/auth/sign-up/email", {
        method: "POST",
        cookie: "tz=Mars%2FOlympus_Mons",
        json: { email: newEmail(), password: PASSWORD, name: "mars" },
      });
      expect(response.status).toBe(200);
      expect(await profileZone(sessionCookieFrom(response))).toBe("UTC");
    });
  });

  describe("password reset", () => {
    const requestReset = (email: string, ip = uniqueIp()) =>
      ctx.request("/api/auth/request-password-reset", {
        method: "POST",
        ip,
        json: { email, redirectTo: "/reset-password" },
      });

    it("mails a one-time link, sets the new password and signs every other session out", async () => {
      const { email, cookie: oldSession } = await ctx.signUp();
      expect(await whoAmI(oldSession)).not.toBeNull();

      const known = await requestReset(email);
      const unknownEmail = newEmail();
      const unknown = await requestReset(unknownEmail);
      expect(known.status).toBe(200);
      expect(await known.text()).toBe(await unknown.text());

      const mail = await smtp.waitFor(email, /Reset your/);
      expect(mail.text).toMatch(/fades in 30 minutes/);
      const callback = await follow(mail.links.find((link) => link.includes("/reset-password/"))!);
      expect(callback.status).toBe(302);
      const landing = new URL(callback.headers.get("location")!, "http://localhost:3000");
      expect(landing.pathname).toBe("/reset-password");
      const token = landing.searchParams.get("token")!;
      expect(token).toBeTruthy();

      const tooShort = await ctx.request("/api/auth/reset-password", {
        method: "POST",
        json: { token, newPassword: "short" },
      });
      expect(tooShort.status).toBe(400);

      const reset = await ctx.request("/api/auth/reset-password", {
        method: "POST",
        json: { token, newPassword: "a brand new password" },
      });
      expect(reset.status).toBe(200);
      expect(await whoAmI(oldSession)).toBeNull();
      expect((await signIn(email, PASSWORD)).status).toBe(401);
      expect((await signIn(email, "a brand new password")).status).toBe(200);

      const replay = await ctx.request("/api/auth/reset-password", {
        method: "POST",
        json: { token, newPassword: "yet another password" },
      });
      expect(replay.status).toBe(400);
      // No mail ever went to the unknown address.
      expect(smtp.mailsTo(unknownEmail)).toEqual([]);
    });
  });

  describe("two-factor (TOTP)", () => {
    /** Enrols a fresh user; returns their authenticator and the backup codes shown once. */
    async function enrol() {
      const { email, cookie, userId } = await ctx.signUp();
      const ip = uniqueIp(); // better-auth allows 3 two-factor calls per 10 s from one address
      const enable = await ctx.request("/api/auth/two-factor/enable", {
        method: "POST",
        ip,
        cookie,
        json: { password: PASSWORD },
      });
      expect(enable.status).toBe(200);
      const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/Mystic%20Dice:/);
      expect(backupCodes.length).toBeGreaterThanOrEqual(8);
      const totp = URI.parse(totpURI) as TOTP;
      const verify = await ctx.request("/api/auth/two-factor/verify-totp", {
        method: "POST",
        ip,
        cookie,
        json: { code: totp.generate() },
      });
      expect(verify.status).toBe(200);
      return { email, userId, totp, backupCodes, cookie: mergeCookies(cookie, sessionCookieFrom(verify)) };
    }
    /** A code from the next 30-second step: better-auth accepts it, and it is not the one just used. */
    const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

    it("reports aal1 without a factor and aal2 with a verified one", async () => {
      const { cookie } = await ctx.signUp();
      const before = await ctx.request("/api/me/security", { cookie });
      expect(await before.json()).toMatchObject({ aal: "aal1", twoFactorEnabled: false, hasPassword: true });
      const enrolled = await enrol();
      const after = await ctx.request("/api/me/security", { cookie: enrolled.cookie });
      expect(await after.json()).toMatchObject({ aal: "aal2", twoFactorEnabled: true });
    });

    it("asks for the code at sign-in and refuses a code that was already used", async () => {
      const { email, totp } = await enrol();
      const ip = uniqueIp();
      const first = await signIn(email, PASSWORD, ip);
      expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
      const pending = sessionCookieFrom(first);
      expect(await whoAmI(pending)).toBeNull(); // not usable before the code

      const code = nextCode(totp);
      const verified = await ctx.request("/api/auth/two-factor/verify-totp", {
        method: "POST",
        ip,
        cookie: pending,
        json: { code },
      });
      expect(verified.status).toBe(200);
      expect((await whoAmI(sessionCookieFrom(verified)))?.email).toBe(email);

      const second = await signIn(email, PASSWORD, uniqueIp());
      const replay = await ctx.request("/api/auth/two-factor/verify-totp", {
        method: "POST",
        cookie: sessionCookieFrom(second),
        json: { code },
      });
      expect(replay.status).toBe(401);
      expect(await replay.json()).toMatchObject({ error: { code: "code_already_used" } });
      expect(sessionCookieFrom(replay)).not.toMatch(/session_token=[^;]+/);
    });

    it("accepts a backup code once", async () => {
      const { email, backupCodes } = await enrol();
      const useBackup = async () => {
        const ip = uniqueIp();
        const pending = sessionCookieFrom(await signIn(email, PASSWORD, ip));
        return ctx.request("/api/auth/two-factor/verify-backup-code", {
          method: "POST",
          ip,
          cookie: pending,
          json: { code: backupCodes[0] },
        });
      };
      const first = await useBackup();
      expect(first.status).toBe(200);
      expect((await whoAmI(sessionCookieFrom(first)))?.email).toBe(email);
      expect((await useBackup()).status).toBe(401);
    });

    it("rate limits wrong codes", async () => {
      const { email } = await enrol();
      const ip = uniqueIp();
      const pending = sessionCookieFrom(await signIn(email, PASSWORD, ip));
      const responses: Response[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        responses.push(
          await ctx.request("/api/auth/two-factor/verify-totp", {
            method: "POST",
            ip,
            cookie: pending,
            json: { code: "000000" },
          }),
        );
      }
      expect(responses.slice(0, 3).map((response) => response.status)).toEqual([401, 401, 401]);
      const limited = responses.at(-1)!;
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
      // Another client is not locked out by this one's limit.
      const other = await ctx.request("/api/auth/two-factor/verify-totp", {
        method: "POST",
        ip: "192.0.2.201",
        cookie: pending,
        json: { code: "000000" },
      });
      expect(other.status).not.toBe(429);
    });

    it("asks for the code after a magic link too", async () => {
      const { email, totp, userId } = await enrol();
      // Its address proven already: an unproven account's factor goes at the first proof (decision 010).
      await ctx.connection.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      await requestMagicLink(email);
      const mail = await smtp.waitFor(email, /sign-in link/);
      const arrival = await follow(mail.links.find((link) => link.includes(`${SIGN_IN_LINK_PATH}?`))!);
      expect(arrival.status).toBe(302);
      expect(new URL(arrival.headers.get("location")!).pathname).toBe(TWO_FACTOR_CHALLENGE_PATH);
      const pending = sessionCookieFrom(arrival);
      expect(await whoAmI(pending)).toBeNull();
      const verified = await ctx.request("/api/auth/two-factor/verify-totp", {
        method: "POST",
        cookie: pending,
        json: { code: nextCode(totp) },
      });
      expect(verified.status).toBe(200);
      expect((await whoAmI(sessionCookieFrom(verified)))?.email).toBe(email);
    });

    it("turns off with a valid code only", async () => {
      const { cookie, totp } = await enrol();
      const wrong = await ctx.request("/api/me/two-factor/disable", {
        method: "POST",
        cookie,
        json: { code: "123456" },
      });
      expect(wrong.status).toBe(400);
      const right = await ctx.request("/api/me/two-factor/disable", {
        method: "POST",
        cookie,
        json: { code: nextCode(totp) },
      });
      expect(right.status).toBe(200);
      const security = await ctx.request("/api/me/security", { cookie });
      expect(await security.json()).toMatchObject({ aal: "aal1", twoFactorEnabled: false });
    });
  });

  describe("sessions", () => {
    it("lists the user's sessions with their device and signs the others out", async () => {
      const { email, cookie } = await ctx.signUp();
      const phone = await ctx.request("/api/auth/sign-in/email", {
        method: "POST",
        ip: uniqueIp(),
        json: { email, password: PASSWORD },
        headers: {
          "user-agent":
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
        },
      });
      const phoneCookie = sessionCookieFrom(phone);
      const list = (await (await ctx.request("/api/me/security", { cookie })).json()) as {
        sessions: Array<{ id: string; device: string; current: boolean }>;
      };
      expect(list.sessions).toHaveLength(2);
      expect(list.sessions.filter((session) => session.current)).toHaveLength(1);
      expect(list.sessions.map((session) => session.device)).toContain("Safari on iOS");

      const revoke = await ctx.request("/api/me/sessions/revoke-others", { method: "POST", cookie });
      expect(await revoke.json()).toEqual({ revoked: 1 });
      expect(await whoAmI(phoneCookie)).toBeNull();
      expect(await whoAmI(cookie)).not.toBeNull();
    });

    it("never rate limits reading one's own session (every tab asks, many behind one address)", async () => {
      const { cookie } = await ctx.signUp();
      const ip = uniqueIp();
      const statuses = new Set<number>();
      for (let read = 0; read < 120; read += 1) {
        statuses.add((await ctx.request("/api/auth/get-session", { cookie, ip })).status);
      }
      expect([...statuses]).toEqual([200]);
    });

    it("cannot end another user's session", async () => {
      const alice = await ctx.signUp();
      const bob = await ctx.signUp();
      const bobSessions = (await (await ctx.request("/api/me/security", { cookie: bob.cookie })).json()) as {
        sessions: Array<{ id: string }>;
      };
      const attempt = await ctx.request(`/api/me/sessions/${bobSessions.sessions[0]!.id}`, {
        method: "DELETE",
        cookie: alice.cookie,
      });
      expect(attempt.status).toBe(404);
      expect(await whoAmI(bob.cookie)).not.toBeNull();
    });
  });

  describe("data rights", () => {
    it("exports the profile, casts with enhanced text, karma ledger, achievements, quests and items", async () => {
      const { cookie, email } = await ctx.signUp();
      const cast = await ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "guidance" } });
      expect(cast.status).toBe(201);
      const { id: castId } = (await cast.json()) as { id: string };
      const enhance = await ctx.request(`/api/casts/${castId}/enhance`, { method: "POST", cookie });
      await enhance.text();
      const draw = await ctx.request("/api/draws", {
        method: "POST",
        cookie,
        json: { tool: "runes", spread: "three-norns", situation: "relationships", question: "Us?" },
      });
      expect(draw.status).toBe(201);
      const { id: drawId } = (await draw.json()) as { id: string };

      const response = await ctx.request("/api/me/export", { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="mystic-dice-my-data-/);
      const data = (await response.json()) as Record<string, unknown> & {
        account: { email: string };
        casts: Array<{
          id: string;
          enhancedText: string | null;
          enhancedBy: string | null;
          enhancedModel: string | null;
          interpretation: string;
        }>;
        draws: Array<{
          id: string;
          tool: string;
          question: string | null;
          items: Array<{ name: string; meaning: string }>;
        }>;
        karmaLedger: Array<{ reason: string; amount: number }>;
        achievements: Array<{ id: string }>;
        quests: unknown[];
        items: unknown[];
        profile: { displayId: string };
      };
      expect(data.account.email).toBe(email);
      expect(data.profile.displayId).toMatch(/^MYS-/);
      expect(data.casts).toHaveLength(1);
      expect(data.casts[0]).toMatchObject({ id: castId });
      expect(data.casts[0]!.enhancedText?.length).toBeGreaterThan(50);
      // Written by the built-in oracle (no AI provider is configured here), and said so.
      expect(data.casts[0]).toMatchObject({ enhancedBy: "oracle", enhancedModel: null });
      expect(data.casts[0]!.interpretation.length).toBeGreaterThan(20);
      // The rune cast is exported with each rune's name and the meaning it was given.
      expect(data.draws).toHaveLength(1);
      expect(data.draws[0]).toMatchObject({ id: drawId, tool: "runes", question: "Us?" });
      expect(data.draws[0]!.items).toHaveLength(3);
      for (const item of data.draws[0]!.items) expect(item.meaning.length).toBeGreaterThan(40);
      expect(data.karmaLedger).toContainEqual(expect.objectContaining({ reason: "cast", amount: 10 }));
      expect(data.achievements.length).toBeGreaterThanOrEqual(1);
      expect(data.quests.length).toBeGreaterThanOrEqual(1);
      expect(Array.isArray(data.items)).toBe(true);
      // No credential anywhere: no field named like one, and none in what is not the readings' own words
      // (a rune's meaning may well speak of secrets).
      const keys: string[] = [];
      JSON.stringify(data, (key, value: unknown) => (keys.push(key), value));
      expect(keys.filter((key) => /password|secret|token/i.test(key))).toEqual([]);
      const { casts: _casts, draws: _draws, ...rest } = data;
      expect(JSON.stringify(rest)).not.toMatch(/password|secret|token/i);
    });

    it("deletes the user and every row they own, table by table, and signs them out", async () => {
      const email = newEmail();
      const { cookie, userId } = await ctx.signUp({ email });
      await ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "finances" } });
      await ctx.request("/api/newsletter", { method: "POST", json: { email } });
      await ctx.request("/api/auth/request-password-reset", {
        method: "POST",
        ip: uniqueIp(),
        json: { email, redirectTo: "/reset-password" },
      });
      await requestMagicLink(email.toUpperCase());
      await smtp.waitFor(email, /sign-in link/);
      await ctx.request("/api/auth/two-factor/enable", { method: "POST", cookie, json: { password: PASSWORD } });
      expect(await rowsMentioning(userId, email)).not.toEqual({});

      // Deletion checks a password, so it is limited per client: this test's tries come from one address.
      const deletingIp = uniqueIp();
      const wrongEmail = await ctx.request("/api/me", {
        method: "DELETE",
        ip: deletingIp,
        cookie,
        json: { email: newEmail(), password: PASSWORD },
      });
      expect(wrongEmail.status).toBe(400);
      const wrongPassword = await ctx.request("/api/me", {
        method: "DELETE",
        ip: deletingIp,
        cookie,
        json: { email, password: "nope nope nope" },
      });
      expect(wrongPassword.status).toBe(400);
      expect(await whoAmI(cookie)).not.toBeNull();

      const deleted = await ctx.request("/api/me", {
        method: "DELETE",
        ip: deletingIp,
        cookie,
        json: { email, password: PASSWORD },
      });
      expect(deleted.status).toBe(200);
      expect(deleted.headers.getSetCookie().some((line) => /session_token=;/.test(line))).toBe(true);
      await ctx.mailer.idle();
      expect(await rowsMentioning(userId, email)).toEqual({});
      expect(await whoAmI(cookie)).toBeNull();
      expect((await signIn(email)).status).toBe(401);
    });
  });

  /** Every table of the schema, searched row by row for the user's id or e-mail address. */
  async function rowsMentioning(userId: string, email: string): Promise<Record<string, number>> {
    const { db } = ctx.connection;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows?: Array<{ table_name: string }> } & Array<{ table_name: string }>;
    const names = (tables.rows ?? tables).map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(["users", "casts", "mail_outbox", "verifications", "two_factors"]));
    const found: Record<string, number> = {};
    for (const name of names) {
      const result = (await db.execute(
        sql`select count(*)::int as count from ${sql.identifier(name)} as t where lower(t::text) like ${`%${userId}%`} or lower(t::text) like ${`%${email.toLowerCase()}%`}`,
      )) as unknown as { rows?: Array<{ count: number }> } & Array<{ count: number }>;
      const count = (result.rows ?? result)[0]!.count;
      if (count > 0) found[name] = count;
    }
    return found;
  }
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
