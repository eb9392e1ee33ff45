import Bowser from "bowser";
import { parseCookies } from "better-auth/cookies";
import { and, desc, eq, gt, ne, or, sql } from "drizzle-orm";
import type { ActiveSession, SecurityOverview } from "../../../shared/api/account";
import type { Clock } from "../../clock";
import type { Auth, AuthSession } from "./auth";
import type { Database } from "../../db/client";
import { sessions, verifications } from "../../db/schema";
import { hasPassword } from "./credentials";
import type { SessionCache } from "./session-cache";

/** "Chrome on macOS", "Safari on iOS", or a plain fallback. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || "Unknown device";
}

/** Sessions show when they were last used; the timestamp is written at most this often. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

async function touchSession(db: Database, session: { id: string; updatedAt: Date }, now: Date): Promise<void> {
  if (now.getTime() - session.updatedAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  // The object may be the session cache's copy: it now shows the time written.
  session.updatedAt = now;
  await db.update(sessions).set({ updatedAt: session.updatedAt }).where(eq(sessions.id, session.id));
}

/** The request's signed session cookie (the cache's key), or null when it carries none. */
async function sessionCookieOf(auth: Auth, headers: Headers): Promise<string | null> {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  const { authCookies } = await auth.$context;
  return parseCookies(cookie).get(authCookies.sessionToken.name) ?? null;
}

/**
 * The request's signed-in user and session, or null; notes when the session was last used (for the
 * sessions list). A session this process checked lately is served from the cache (./session-cache.ts).
 */
export async function authenticate(
  db: Database,
  auth: Auth,
  clock: Clock,
  headers: Headers,
  cache?: SessionCache,
): Promise<AuthSession | null> {
  const key = cache ? await sessionCookieOf(auth, headers) : null;
  let found = key ? await cache!.getHeard(key) : null;
  if (!found) {
    const epoch = cache?.currentEpoch ?? 0;
    found = await auth.api.getSession({ headers });
    if (found && key) cache!.set(key, found, epoch);
  }
  if (found) await touchSession(db, found.session, clock());
  return found;
}

/**
 * After a state-changing request of a signed-in user (sign-out, revoking sessions, a new password, two-factor,
 * deleting the account): this process forgets the user's cached sessions at once. Other processes forget
 * them when the database's notification arrives.
 */
export async function forgetSessionsOfRequester(auth: Auth, cache: SessionCache, headers: Headers): Promise<void> {
  const key = await sessionCookieOf(auth, headers);
  const found = key ? cache.get(key) : null;
  if (found) cache.userChanged(found.user.id);
}

/** One indexed lookup: whether the session still exists and has not expired at `now`. */
export async function isSessionCurrent(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row !== undefined;
}

async function listActiveSessions(db: Database, userId: string, currentSessionId: string, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row): ActiveSession => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

export async function getSecurityOverview(
  db: Database,
  user: { id: string; email: string; twoFactorEnabled?: boolean | null },
  currentSessionId: string,
  now: Date,
): Promise<SecurityOverview> {
  // The session's user is read from the database on every request, so its flag is current.
  const twoFactorEnabled = !!user.twoFactorEnabled;
  return {
    email: user.email,
    aal: twoFactorEnabled ? "aal2" : "aal1",
    twoFactorEnabled,
    hasPassword: await hasPassword(db, user.id),
    sessions: await listActiveSessions(db, user.id, currentSessionId, now),
  };
}

/** Ends every session of the user but this one; returns how many ended. */
export async function revokeOtherSessions(db: Database, userId: string, currentSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one of the user's sessions; false when it is not theirs (or already gone). */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * After a password change: every other session, pending two-factor sign-in and trusted device of the user
 * ends (whoever knew the old password keeps nothing).
 */
export async function endOtherSignIns(db: Database, userId: string, currentSessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
    await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.value, userId),
          or(sql`${verifications.identifier} like 'trust-device-%'`, sql`${verifications.identifier} like '2fa-%'`),
        ),
      );
  });
}
