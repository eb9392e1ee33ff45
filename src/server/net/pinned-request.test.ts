import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CanaryListener } from "../testing/canary-listener";
import { requestPinned } from "./pinned-request";

/** A server on 127.0.0.1 that answers every request with `status` (and `location`), noting each Host. */
async function startServer(status: number, location?: string) {
  const hosts: string[] = [];
  const server = createServer((req, res) => {
    hosts.push(req.headers.host ?? "");
    req.resume();
    res.writeHead(status, location ? { location } : {}).end("body");
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { port, hosts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("requestPinned", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  it("connects to the address it is given, not to what the name resolves to, and keeps the Host", async () => {
    const server = await startServer(201);
    cleanups.push(server.close);
    // `.invalid` never resolves (RFC 6761): only the pinned address can have been used.
    const url = new URL(`http://push.invalid:${server.port}/push/1`);
    const status = await requestPinned(url, {
      method: "POST",
      headers: { ttl: "60" },
      body: new Uint8Array([1, 2, 3]),
      address: { address: "127.0.0.1", family: 4 },
    });
    expect(status).toBe(201);
    expect(server.hosts).toEqual([`push.invalid:${server.port}`]);
    await expect(requestPinned(url, { method: "POST", headers: {} })).rejects.toThrow();
  });

  it("answers a redirect with its status and never follows it", async () => {
    const canary = await new CanaryListener().start();
    cleanups.push(() => canary.stop());
    const server = await startServer(302, `http://127.0.0.1:${canary.port}/internal/admin`);
    cleanups.push(server.close);
    const status = await requestPinned(new URL(`http://127.0.0.1:${server.port}/push/1`), {
      method: "POST",
      headers: {},
    });
    expect(status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(canary.connections).toBe(0);
  });

  it("gives up when its signal ends it", async () => {
    const server = createServer(() => {}).listen(0, "127.0.0.1");
    await once(server, "listening");
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const { port } = server.address() as AddressInfo;
    const started = performance.now();
    await expect(
      requestPinned(new URL(`http://127.0.0.1:${port}/`), {
        method: "POST",
        headers: {},
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
