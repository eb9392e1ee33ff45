import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { AppError, sendError } from "./errors";
import { frontDoor, readyAnswer } from "./front-door";
import { securityHeaderEntries } from "./security-headers";

/** A small app behind the front door, logging at `info` into memory. */
function appWithFrontDoor() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = new Hono<AppEnv>()
    .use(
      frontDoor({
        logger: pino({ level: "info" }, sink),
        resolveClientIp: () => "203.0.113.9",
        allowedHosts: new Set(["localhost:3000"]),
        headerEntries: securityHeaderEntries({ https: false }),
      }),
    )
    .get("/api/ready", (c) => readyAnswer(c, '{"ok":true}', 200, { "Content-Type": "application/json" }))
    .get("/api/shares/:id", (c) => c.json({ ip: c.var.clientIp }))
    .get("/api/broken", () => {
      throw new AppError("not_found", "Nothing here");
    })
    .get("/page", (c) => {
      c.header("Content-Security-Policy", "default-src 'self'; script-src 'self' 'sha256-abc'");
      return c.html("<p>page</p>");
    });
  app.onError((error, c) => sendError(c, error as AppError));
  return { app, lines };
}

describe("the front door", () => {
  it("gives a ready answer every security header and the request id, with its own headers", async () => {
    const { app } = appWithFrontDoor();
    const response = await app.request("http://localhost:3000/api/ready", { headers: { "x-request-id": "trace-7" } });
    expect(await response.text()).toBe('{"ok":true}');
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-request-id")).toBe("trace-7");
    for (const [name, value] of securityHeaderEntries({ https: false })) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it("adds the headers to other answers and errors, and keeps a header the answer set itself", async () => {
    const { app } = appWithFrontDoor();
    const json = await app.request("http://localhost:3000/api/shares/abc");
    expect(await json.json()).toEqual({ ip: "203.0.113.9" });
    const error = await app.request("http://localhost:3000/api/broken");
    expect(error.status).toBe(404);
    for (const response of [json, error]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const page = await app.request("http://localhost:3000/page");
    expect(page.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'self' 'sha256-abc'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });

  it("logs each /api/ request once, with its id and without a secret in the path; pages are not logged", async () => {
    const { app, lines } = appWithFrontDoor();
    await app.request("http://localhost:3000/api/shares/SeCrEtShArEiD", { headers: { "x-request-id": "trace-8" } });
    await app.request("http://localhost:3000/api/broken");
    await app.request("http://localhost:3000/page");
    await app.request("http://rebind.attacker.example/api/ready");
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests).toMatchObject([
      { requestId: "trace-8", method: "GET", path: "/api/shares/:shareId", status: 200 },
      { method: "GET", path: "/api/broken", status: 404 },
      { method: "GET", path: "/api/ready", status: 421 },
    ]);
    for (const line of requests) expect(line.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain("SeCrEtShArEiD");
  });

  it("answers a foreign host 421 with the headers, and an overlong address 414 before taking a request id", async () => {
    const { app } = appWithFrontDoor();
    const foreign = await app.request("http://rebind.attacker.example/api/ready");
    expect(foreign.status).toBe(421);
    expect(foreign.headers.get("x-content-type-options")).toBe("nosniff");
    expect(foreign.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const long = await app.request(`http://localhost:3000/api/${"a".repeat(2000)}`);
    expect(long.status).toBe(414);
    expect(long.headers.get("x-request-id")).toBeNull();
  });
});
