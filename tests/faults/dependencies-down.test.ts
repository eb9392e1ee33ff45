import { randomUUID } from "node:crypto";
import { createServer as createTcpServer, connect, type Server, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, startServerProcess, signUpOver } from "../../src/server/testing/server-process";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../src/server/testing/test-app";

const SECRET = "fault-test-secret-fault-test-secret-0123";

/** A TCP relay to PostgreSQL that can be cut and restored, standing in for a database outage. */
class DatabaseLink {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  constructor(
    private readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async up(): Promise<void> {
    this.server = createTcpServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("when PostgreSQL goes away", () => {
  it("answers 503 JSON while it is down and recovers by itself when it returns", async () => {
    const connection = await createTestDatabase("postgres");
    const real = new URL(connection.url!);
    const linkPort = await freePort();
    const link = new DatabaseLink(linkPort, { host: real.hostname, port: Number(real.port || 5432) });
    await link.up();
    const viaLink = new URL(connection.url!);
    viaLink.hostname = "127.0.0.1";
    viaLink.port = String(linkPort);
    const server = await startServerProcess({ DATABASE_URL: viaLink.toString(), BETTER_AUTH_SECRET: SECRET });
    try {
      const seeker = await signUpOver(server.url, `outage-${randomUUID()}@example.com`);
      const cast = () =>
        fetch(`${server.url}/api/casts`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url, cookie: seeker.cookie },
          body: JSON.stringify({ situation: "finances" }),
        });
      expect((await cast()).status).toBe(201);

      await link.down();
      for (const request of [
        () => fetch(`${server.url}/api/health`),
        cast,
        () => fetch(`${server.url}/api/me/profile`, { headers: { cookie: seeker.cookie } }),
        () => fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: seeker.cookie } }),
      ]) {
        const response = await request();
        const body = await response.text();
        expect(response.status, body).toBe(503);
        expect(JSON.parse(body)).toMatchObject({ error: { code: "database_unavailable" } });
        expect(response.headers.get("retry-after")).toBe("5");
      }
      // Readings are served from memory: the oracle still answers a lookup it has seen.
      expect((await fetch(`${server.url}/api/readings/1-1-1`)).status).toBeLessThan(500);

      await link.up();
      const recoveredAt = Date.now();
      await expect
        .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 15_000, interval: 200 })
        .toBe(200);
      expect((await cast()).status).toBe(201);
      expect(Date.now() - recoveredAt).toBeLessThan(15_000);
    } finally {
      await server.stop("SIGTERM");
      await link.down();
      await connection.close();
    }
  }, 90_000);
});
