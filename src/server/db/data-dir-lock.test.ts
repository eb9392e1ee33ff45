import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "mystic-lock-"));

describe("acquireDataDirLock", () => {
  it("writes this process's id and removes the lock on release", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });
  it("refuses a directory held by a live process", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use/);
  });
  it("takes over a lock left by a process that no longer runs", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
