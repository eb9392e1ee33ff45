import { chmodSync, lstatSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { secureDataDir } from "./db/data-dir";

/** Every path under `root` (itself included) with its permission bits. */
function modes(root: string): Array<{ path: string; mode: number; isDirectory: boolean }> {
  const stats = lstatSync(root);
  const entry = { path: root, mode: stats.mode & 0o777, isDirectory: stats.isDirectory() };
  if (!stats.isDirectory()) return [entry];
  return [entry, ...readdirSync(root).flatMap((name) => modes(path.join(root, name)))];
}
const openToOthers = (root: string) => modes(root).filter((entry) => entry.mode & 0o077);

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
