import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createClientIpResolver } from "./client-ip";

/** Runs the resolver inside a real Hono request whose socket address is `socketAddress`. */
async function resolve(options: { trustProxy: boolean; forwardedFor?: string; socketAddress: string }) {
  const resolver = createClientIpResolver({ trustProxy: options.trustProxy });
  const app = new Hono().get("/", (c) => c.text(resolver(c) ?? "none"));
  const headers = options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : undefined;
  const env = {
    incoming: { socket: { remoteAddress: options.socketAddress, remotePort: 5000, remoteFamily: "IPv4" } },
  };
  return (await app.request("/", { headers }, env)).text();
}

describe("createClientIpResolver", () => {
  it("uses the socket address and ignores x-forwarded-for by default", async () => {
    expect(await resolve({ trustProxy: false, forwardedFor: "6.6.6.6", socketAddress: "198.51.100.4" })).toBe(
      "198.51.100.4",
    );
  });
  it("behind a trusted proxy, takes the address the proxy appended, not what the client wrote", async () => {
    expect(await resolve({ trustProxy: true, forwardedFor: "6.6.6.6, 203.0.113.9", socketAddress: "10.0.0.2" })).toBe(
      "203.0.113.9",
    );
    expect(await resolve({ trustProxy: true, forwardedFor: "203.0.113.9", socketAddress: "10.0.0.2" })).toBe(
      "203.0.113.9",
    );
  });
  it("falls back to the socket when a trusted proxy sent no header", async () => {
    expect(await resolve({ trustProxy: true, socketAddress: "10.0.0.2" })).toBe("10.0.0.2");
  });
  it("answers undefined for an in-process request with no socket", async () => {
    const resolver = createClientIpResolver({ trustProxy: false });
    const app = new Hono().get("/", (c) => c.text(resolver(c) ?? "none"));
    expect(await (await app.request("/")).text()).toBe("none");
  });
});
