import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { secureDataDir } from "./db/data-dir";
import { median, rawGet } from "./testing/raw-http";
import { startServerProcess, type ServerProcess } from "./testing/server-process";

/** Every path under `root` (itself included) with its permission bits. */
function modes(root: string): Array<{ path: string; mode: number; isDirectory: boolean }> {
  const stats = lstatSync(root);
  const entry = { path: root, mode: stats.mode & 0o777, isDirectory: stats.isDirectory() };
  if (!stats.isDirectory()) return [entry];
  return [entry, ...readdirSync(root).flatMap((name) => modes(path.join(root, name)))];
}
const openToOthers = (root: string) => modes(root).filter((entry) => entry.mode & 0o077);

const NO_SUPPORT_CONTACT_WARNING = "SUPPORT_EMAIL, SUPPORT_WHATSAPP and POSTAL_ADDRESS are not set";

function tinySite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "mystic-main-site-"));
  writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>Mystic Dice</title>");
  return root;
}

describe("the data directory", () => {
  it("secureDataDir creates it 0700 and takes group and other access from an existing tree", () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "mystic-datadir-"));
    const fresh = path.join(parent, "fresh", "data");
    expect(secureDataDir(fresh)).toEqual([]);
    expect(lstatSync(fresh).mode & 0o777).toBe(0o700);

    const old = path.join(parent, "old");
    secureDataDir(old);
    chmodSync(old, 0o755);
    secureDataDir(path.join(old, "pgdata"));
    chmodSync(path.join(old, "pgdata"), 0o755);
    writeFileSync(path.join(old, "pgdata", "000000010000000000000001"), "wal", { mode: 0o666 });
    chmodSync(path.join(old, "pgdata", "000000010000000000000001"), 0o666);
    writeFileSync(path.join(old, "auth-secret"), "secret", { mode: 0o600 });
    const tightened = secureDataDir(old);
    expect(tightened.sort()).toEqual(
      [old, path.join(old, "pgdata"), path.join(old, "pgdata", "000000010000000000000001")].sort(),
    );
    expect(openToOthers(old)).toEqual([]);
    expect(lstatSync(path.join(old, "pgdata", "000000010000000000000001")).mode & 0o777).toBe(0o600);
  });
});

describe("the server process", () => {
  it("keeps DATA_DIR private, prints the mailbox key, warns of no support contact, refuses a foreign host, and stays fast on 15,000 slashes", async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "mystic-main-")), "data");
    const site = tinySite();
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: site });
    const port = Number(new URL(server.url).port);
    try {
      // A fresh DATA_DIR and everything in it (the database, its WAL, the auth secret) is the owner's alone.
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(modes(dataDir).length).toBeGreaterThan(100);
      expect(openToOthers(dataDir)).toEqual([]);

      // The mailbox opens only with the key printed at start.
      const printed = new RegExp(`${server.url}/dev/mailbox\\?key=([\\w-]{22})`).exec(server.output());
      expect(printed, server.output()).not.toBeNull();
      expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(403);
      const visit = await fetch(`${server.url}/dev/mailbox?key=${printed![1]}`, { redirect: "manual" });
      expect(visit.status).toBe(303);
      const cookie = visit.headers.getSetCookie()[0]!.split(";")[0]!;
      const mailbox = await fetch(`${server.url}/dev/mailbox`, { headers: { cookie } });
      expect(mailbox.status).toBe(200);
      expect(await mailbox.text()).toContain("Local mailbox");

      // A production server nobody can write to says so at start (decision 027).
      expect(server.output()).toContain(NO_SUPPORT_CONTACT_WARNING);

      // A page on a rebound name reaches the socket but not the app.
      const rebound = await rawGet(port, "/dev/mailbox", `rebind.attacker.example:${port}`, { cookie });
      expect(rebound.status).toBe(421);
      expect((await rawGet(port, "/api/health", `rebind.attacker.example:${port}`)).status).toBe(421);
      expect((await rawGet(port, "/api/health", `localhost:${port}`)).status).toBe(200);

      // The path sent as-is, like `curl --path-as-is`.
      const timings: number[] = [];
      for (let run = 0; run < 5; run++) {
        const answer = await rawGet(port, `/${"/".repeat(15_000)}a`, `127.0.0.1:${port}`);
        expect(answer.status).toBeLessThan(500);
        timings.push(answer.ms);
      }
      expect(median(timings)).toBeLessThan(50);
    } finally {
      await server.stop();
    }

    // An existing directory left open (0755, 0666 files) is tightened at the next start, with a warning.
    for (const entry of modes(dataDir)) chmodSync(entry.path, entry.isDirectory ? 0o755 : 0o666);
    const restarted = await startServerProcess({
      DATA_DIR: dataDir,
      STATIC_DIR: site,
      SUPPORT_EMAIL: "help@oracle.test",
    });
    try {
      expect(restarted.output()).toContain("DATA_DIR was open to other users of this machine");
      expect(restarted.output()).not.toContain(NO_SUPPORT_CONTACT_WARNING);
      expect(await (await fetch(`${restarted.url}/api/support`)).json()).toEqual({
        email: "help@oracle.test",
        whatsapp: null,
        postalAddress: null,
      });
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await restarted.stop();
    }
  }, 240_000);

  it("turns test-mode payments and the mailbox off, and says why, when a production server listens on every interface", async () => {
    // No PUBLIC_URL (it defaults to http://localhost:PORT), HOST=0.0.0.0 as in a container.
    const server = await startServerProcess({
      HOST: "0.0.0.0",
      PUBLIC_URL: "",
      LOG_LEVEL: "info",
      STATIC_DIR: tinySite(),
    });
    const port = Number(new URL(server.url).port);
    try {
      // The child's log lines arrive through a pipe, possibly after it answers its health check.
      await expect
        .poll(() => server.output(), { timeout: 10_000 })
        .toContain("HOST=0.0.0.0 listens beyond this machine");
      const output = server.output();
      expect(output).toContain("payments are off");
      expect(output).toContain('"payments":"off"');
      expect(output).not.toContain("/dev/mailbox?key=");
      const mailbox = await rawGet(port, "/dev/mailbox", `localhost:${port}`);
      expect(mailbox.status).not.toBe(403);
      expect(mailbox.body).not.toContain("Local mailbox");
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("runs its bundle from the V8 code cache that a start writes, and compiles afresh past a stale or refused one", async () => {
    // A copy of this run's bundle of its own (two folders below the project root, as the bundle must be),
    // so no other test's server writes this cache.
    const runBundle = path.dirname(process.env.SERVER_BUNDLE ?? path.resolve("build/server/main.mjs"));
    const folder = mkdtempSync(path.resolve("build", "launcher-test-"));
    for (const file of ["main.mjs", "server.cjs"]) copyFileSync(path.join(runBundle, file), path.join(folder, file));
    const cacheFile = path.join(folder, "server.cjs.v8-cache");
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "mystic-launcher-")), "data");
    const site = tinySite();
    /** Starts the copy, checks it answers, and returns what its "ready" line says of the cache. */
    const start = async (): Promise<{ server: ServerProcess; codeCache: string }> => {
      const server = await startServerProcess(
        { DATA_DIR: dataDir, STATIC_DIR: site, LOG_LEVEL: "info" },
        { bundle: path.join(folder, "main.mjs") },
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // The child's log lines arrive through a pipe, possibly after it answers its health check.
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('"codeCache":');
      return { server, codeCache: /"codeCache":"(\w+)"/.exec(server.output())![1]! };
    };
    /** The cache file once a start has written it (two seconds after it began), as bytes. */
    const writtenCache = async (other?: Buffer) => {
      await expect
        .poll(() => existsSync(cacheFile) && (!other || !readFileSync(cacheFile).equals(other)), { timeout: 15_000 })
        .toBe(true);
      return readFileSync(cacheFile);
    };
    try {
      const first = await start();
      expect(first.codeCache).toBe("none");
      const written = await writtenCache();
      await first.server.stop();
      // The bundle's hash first, then V8's own data.
      expect(written.length).toBeGreaterThan(100_000);

      const second = await start();
      expect(second.codeCache).toBe("used");
      // A package loaded at its first use (satori and resvg, for a picture) loads in a bundle run from the cache.
      const picture = await fetch(`${second.server.url}/og/tarot/the-fool.png`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/png");
      await second.server.stop();

      // A cache made for another bundle of the same length would pass V8's own check: the hash keeps it out.
      const stale = Buffer.from(written);
      stale[0] = stale[0]! ^ 0xff;
      writeFileSync(cacheFile, stale);
      const third = await start();
      expect(third.codeCache).toBe("stale");
      expect((await writtenCache(stale)).subarray(0, 32)).toEqual(written.subarray(0, 32));
      await third.server.stop();

      // The right hash over data V8 cannot read: V8 refuses it and the source is compiled as usual.
      const damaged = Buffer.concat([written.subarray(0, 32), Buffer.alloc(4096, 7)]);
      writeFileSync(cacheFile, damaged);
      const fourth = await start();
      expect(fourth.codeCache).toBe("refused");
      expect((await writtenCache(damaged)).length).toBeGreaterThan(100_000);
      await fourth.server.stop();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 240_000);
});
