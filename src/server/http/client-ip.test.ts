import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseTrustProxy, type TrustProxy } from "../net/trust-proxy";
import { createClientIpResolver, resolveClientAddress } from "./client-ip";
import { clientBucket, formatIp, parseIp } from "../net/ip-address";

/** Runs the resolver inside a real Hono request whose socket address is `socketAddress`. */
async function resolve(options: { trustProxy: TrustProxy; forwardedFor?: string; socketAddress: string }) {
  const resolver = createClientIpResolver({ trustProxy: options.trustProxy });
  const app = new Hono().get("/", (c) => c.text(resolver(c) ?? "none"));
  const headers = options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : undefined;
  const env = {
    incoming: { socket: { remoteAddress: options.socketAddress, remotePort: 5000, remoteFamily: "IPv4" } },
  };
  return (await app.request("/", { headers }, env)).text();
}

const trust = (value: string) => parseTrustProxy(value)!;

describe("createClientIpResolver", () => {
  it("uses the socket address and ignores x-forwarded-for by default", async () => {
    expect(await resolve({ trustProxy: false, forwardedFor: "6.6.6.6", socketAddress: "198.51.100.4" })).toBe(
      "198.51.100.4",
    );
  });
  it("behind one trusted hop, takes the address the proxy appended, not what the client wrote", async () => {
    expect(
      await resolve({ trustProxy: { hops: 1 }, forwardedFor: "6.6.6.6, 203.0.113.9", socketAddress: "10.0.0.2" }),
    ).toBe("203.0.113.9");
    expect(await resolve({ trustProxy: { hops: 1 }, forwardedFor: "203.0.113.9", socketAddress: "10.0.0.2" })).toBe(
      "203.0.113.9",
    );
  });
  it("falls back to the socket when a trusted proxy sent no header", async () => {
    expect(await resolve({ trustProxy: { hops: 1 }, socketAddress: "10.0.0.2" })).toBe("10.0.0.2");
  });
  it("answers undefined for an in-process request with no socket", async () => {
    const resolver = createClientIpResolver({ trustProxy: false });
    const app = new Hono().get("/", (c) => c.text(resolver(c) ?? "none"));
    expect(await (await app.request("/")).text()).toBe("none");
  });
});

describe("parseTrustProxy", () => {
  it("reads off, hop counts (true is one hop, as the old flag meant) and lists of proxies", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("true")).toEqual({ hops: 1 });
    expect(parseTrustProxy("1")).toEqual({ hops: 1 });
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.7,2001:db8::/32")).toMatchObject({
      proxies: [
        { version: 4, prefix: 8 },
        { version: 4, prefix: 32 },
        { version: 6, prefix: 32 },
      ],
    });
  });
  it("refuses anything else", () => {
    for (const bad of ["the last hop", "10.0.0.0/33", "10.0.0.0/8,", "2001:db8::/129", "999", "10.0.0.300"]) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
  });
});

describe("resolveClientAddress", () => {
  it("with a hop count, takes the entry that many hops from the right", () => {
    const forwarded = "6.6.6.6, 203.0.113.9, 10.0.0.5";
    expect(resolveClientAddress("10.0.0.2", forwarded, trust("1"))).toBe("10.0.0.5");
    expect(resolveClientAddress("10.0.0.2", forwarded, trust("2"))).toBe("203.0.113.9");
    // More hops than entries: the leftmost entry (everything else was a proxy).
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9", trust("3"))).toBe("203.0.113.9");
  });
  it("with a list, skips trusted proxies from the right and stops at the first other address", () => {
    const proxies = trust("10.0.0.0/8, 2001:db8:ffff::/48");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.1.2.3", proxies)).toBe("203.0.113.9");
    expect(resolveClientAddress("2001:db8:ffff::1", "203.0.113.9", proxies)).toBe("203.0.113.9");
    // An IPv4-mapped socket address is its IPv4 address.
    expect(resolveClientAddress("::ffff:10.0.0.2", "203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", " 203.0.113.9 ,10.0.0.3", proxies)).toBe("203.0.113.9");
  });
  it("with a list, believes nothing when the socket is not a trusted proxy", () => {
    expect(resolveClientAddress("198.51.100.4", "6.6.6.6", trust("10.0.0.0/8"))).toBe("198.51.100.4");
  });
  it("stops at the proxy when what it passed on is not an address", () => {
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, not-an-ip", trust("1"))).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "<script>", trust("10.0.0.0/8"))).toBe("10.0.0.2");
  });
});

describe("the rate-limit bucket of an address", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientBucket("203.0.113.9")).toBe("203.0.113.9");
  });
  it("puts every address of one IPv6 /64 in one bucket, whatever the spelling", () => {
    const bucket = "2001:db8:1:2::";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0001",
      "[2001:db8:1:2::abcd]",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2:0:0:1.2.3.4",
    ]) {
      expect(clientBucket(address), address).toBe(bucket);
    }
    expect(clientBucket("2001:db8:1:3::1")).toBe("2001:db8:1:3::");
    expect(clientBucket("::1")).toBe("0:0:0:0::");
    expect(clientBucket("::")).toBe("0:0:0:0::");
  });
  it("treats an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientBucket("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(clientBucket("::FFFF:0102:0304")).toBe("1.2.3.4");
    expect(clientBucket("0:0:0:0:0:ffff:1.2.3.4")).toBe("1.2.3.4");
  });
  it("has no bucket for something that is not an address", () => {
    for (const bad of [undefined, "", "unknown", "1.2.3", "2001:db8::1::2", "1.2.3.4.5", "gggg::1"]) {
      expect(clientBucket(bad), String(bad)).toBeUndefined();
    }
  });
  it("parses and formats round trip", () => {
    expect(formatIp(parseIp("fe80::1:2")!)).toBe("fe80:0:0:0:0:0:1:2");
    expect(parseIp("1::")?.bytes[1]).toBe(1);
  });
});
