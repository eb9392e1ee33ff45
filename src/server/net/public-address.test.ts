import { describe, expect, it } from "vitest";
import { parseIp } from "./ip-address";
import { ipOfHost, isPublicAddress, resolvePublicAddress, type ResolvedAddress } from "./public-address";

/** [address, public?] */
const ADDRESSES: Array<[string, boolean]> = [
  // IPv4: the public internet
  ["8.8.8.8", true],
  ["142.250.74.10", true],
  ["100.63.255.255", true],
  ["100.128.0.0", true],
  ["172.15.255.255", true],
  ["172.32.0.0", true],
  ["223.255.255.255", true],
  // IPv4: not public
  ["0.0.0.0", false],
  ["0.1.2.3", false],
  ["10.0.0.8", false],
  ["100.64.0.1", false],
  ["100.127.255.254", false],
  ["127.0.0.1", false],
  ["127.255.0.9", false],
  ["169.254.169.254", false],
  ["172.16.0.1", false],
  ["172.31.255.255", false],
  ["192.0.0.8", false],
  ["192.0.2.1", false],
  ["192.88.99.1", false],
  ["192.168.1.1", false],
  ["198.18.0.1", false],
  ["198.19.255.255", false],
  ["198.51.100.7", false],
  ["203.0.113.9", false],
  ["224.0.0.251", false],
  ["239.255.255.250", false],
  ["240.0.0.1", false],
  ["255.255.255.255", false],
  // IPv6: global unicast
  ["2606:4700:4700::1111", true],
  ["2a00:1450:4001:81c::200a", true],
  ["2001:4860:4860::8888", true],
  // IPv6: not public
  ["::", false],
  ["::1", false],
  ["fe80::1", false],
  ["fe80::1%eth0", false],
  ["fc00::1", false],
  ["fd12:3456:789a::1", false],
  ["ff02::1", false],
  ["fec0::1", false],
  ["100::1", false],
  ["2001:db8::1", false],
  ["2001::1", false],
  ["2002:7f00:1::1", false],
  ["3fff::1", false],
  ["::127.0.0.1", false],
  // IPv4 inside IPv6: judged by the IPv4 address
  ["::ffff:127.0.0.1", false],
  ["::ffff:7f00:1", false],
  ["::ffff:a9fe:a9fe", false],
  ["::ffff:8.8.8.8", true],
  ["64:ff9b::10.0.0.1", false],
  ["64:ff9b::808:808", true],
];

describe("isPublicAddress", () => {
  it.each(ADDRESSES)("%s is public: %s", (text, expected) => {
    const address = parseIp(text);
    expect(address).not.toBeNull();
    expect(isPublicAddress(address!)).toBe(expected);
  });
});

/** Host spellings a URL turns into an IP address: [host, the address it spells]. */
const HOST_FORMS: Array<[string, string | null]> = [
  ["127.0.0.1", "127.0.0.1"],
  ["2130706433", "127.0.0.1"],
  ["0x7f000001", "127.0.0.1"],
  ["0x7F.0.0.1", "127.0.0.1"],
  ["017700000001", "127.0.0.1"],
  ["0177.0.0.1", "127.0.0.1"],
  ["127.1", "127.0.0.1"],
  ["[::ffff:127.0.0.1]", "127.0.0.1"],
  ["[::ffff:7f00:1]", "127.0.0.1"],
  ["[::1]", "::1"],
  ["[0:0:0:0:0:0:0:1]", "::1"],
  ["0xa9fea9fe", "169.254.169.254"],
  ["1681915905", "100.64.0.1"],
  ["fcm.googleapis.com", null],
  ["vm", null],
  ["metadata.google.internal", null],
];

describe("ipOfHost", () => {
  it.each(HOST_FORMS)("%s spells %s", (host, expected) => {
    const address = ipOfHost(host);
    expect(address && { version: address.version, bytes: [...address.bytes] }).toEqual(
      expected && { version: parseIp(expected)!.version, bytes: [...parseIp(expected)!.bytes] },
    );
    if (address) expect(isPublicAddress(address)).toBe(false);
  });
});

describe("resolvePublicAddress", () => {
  const answering = (...addresses: string[]) => {
    const asked: string[] = [];
    const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
      asked.push(hostname);
      return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    };
    return { resolve, asked };
  };

  it("gives the address to connect to when every address of the name is public", async () => {
    const { resolve, asked } = answering("142.250.74.10", "2a00:1450:4001:81c::200a");
    expect(await resolvePublicAddress("fcm.googleapis.com", resolve)).toEqual({ address: "142.250.74.10", family: 4 });
    expect(asked).toEqual(["fcm.googleapis.com"]);
  });

  it.each([
    [["127.0.0.1"]],
    [["142.250.74.10", "10.0.0.1"]],
    [["2a00:1450:4001:81c::200a", "::1"]],
    [["::ffff:169.254.169.254"]],
    [["100.64.0.1"]],
    [[]],
  ])("refuses a name that resolves to %j", async (addresses) => {
    expect(await resolvePublicAddress("fcm.googleapis.com", answering(...addresses).resolve)).toBeNull();
  });

  it("judges an address literal without a lookup, in any spelling", async () => {
    const { resolve, asked } = answering("142.250.74.10");
    for (const host of ["127.0.0.1", "2130706433", "0x7f000001", "[::ffff:127.0.0.1]", "[::1]", "100.64.0.1"]) {
      expect(await resolvePublicAddress(host, resolve)).toBeNull();
    }
    expect(await resolvePublicAddress("134744072", resolve)).toEqual({ address: "8.8.8.8", family: 4 });
    expect(asked).toEqual([]);
  });
});
