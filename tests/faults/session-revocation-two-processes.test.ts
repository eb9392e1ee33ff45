import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startServerProcess, signUpOver, type ServerProcess } from "../../src/server/testing/server-process";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../src/server/testing/test-app";

/**
 * Two real server processes on one PostgreSQL database, each keeping the sessions it has checked in
 * memory: a session revoked or signed out through one process is refused by the other on the very next
 * request, and a changed account is read afresh, because the change is announced over LISTEN/NOTIFY and
 * a process catches up with the announcements before it answers from its cache.
 */

const SECRET = "session-cache-test-secret-0123456789ab";
const PASSWORD = "correct horse battery";

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const send = (server: ServerProcess, path: string, cookie: string, init: { method?: string; json?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: { origin: server.url, cookie, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });

/** Asks a few times, so the process has certainly checked (and cached) the session. */
async function warm(server: ServerProcess, cookie: string) {
  for (let index = 0; index < 3; index++) expect((await send(server, "/api/me/security", cookie)).status).toBe(200);
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("sessions across two server processes", () => {
  it("ends a revoked or signed-out session on the other process at once, and reads a changed account afresh on the next request", async () => {
    const connection = await createTestDatabase("postgres");
    const env = { DATABASE_URL: connection.url!, BETTER_AUTH_SECRET: SECRET };
    const [first, second] = (await Promise.all([startServerProcess(env), startServerProcess(env)])) as [
      ServerProcess,
      ServerProcess,
    ];
    try {
      const email = `two-nodes-${randomUUID()}@example.com`;
      const { cookie: laptop } = await signUpOver(first.url, email, PASSWORD);
      const phone = await signIn(first, email);
      const tablet = await signIn(second, email);
      for (const server of [first, second]) for (const cookie of [laptop, phone, tablet]) await warm(server, cookie);

      // Revoked from the laptop through the first process: the second refuses the phone straight away.
      const overview = (await (await send(first, "/api/me/security", laptop)).json()) as {
        sessions: Array<{ id: string; current: boolean; lastActiveAt: string }>;
      };
      const others = overview.sessions.filter((session) => !session.current);
      expect(others).toHaveLength(2);
      const phoneSession = (await (await send(second, "/api/auth/get-session", phone)).json()) as {
        session: { id: string };
      };
      const revoked = await send(first, `/api/me/sessions/${phoneSession.session.id}`, laptop, { method: "DELETE" });
      expect(revoked.status).toBe(204);
      expect((await send(second, "/api/me/security", phone)).status).toBe(401);
      expect((await send(first, "/api/me/security", phone)).status).toBe(401);
      expect((await send(second, "/api/me/security", laptop)).status).toBe(200);

      // Signed out through the second process: the first refuses the tablet straight away.
      const signedOut = await send(second, "/api/auth/sign-out", tablet, { method: "POST", json: {} });
      expect(signedOut.status).toBe(200);
      expect((await send(first, "/api/me/security", tablet)).status).toBe(401);

      // The account row changed in the database (as a two-factor or e-mail change writes it): the second
      // process reads it afresh on the next request. Written here straight to the database, the write's
      // acknowledgement and the notification travel side by side; the process catches up with the
      // notifications before it answers from its cache.
      const newEmail = `moved-${randomUUID()}@example.com`;
      await connection.sql!`update users set email = ${newEmail} where email = ${email}`;
      expect(((await (await send(second, "/api/me/security", laptop)).json()) as { email: string }).email).toBe(
        newEmail,
      );
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await connection.close();
    }
  }, 60_000);
});
