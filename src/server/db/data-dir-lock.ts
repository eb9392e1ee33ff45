import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already in use by another Mystic Dice server (process ${pid}). ` +
        "Stop that server first, or start this one with a different DATA_DIR. If no such server is running, " +
        `delete ${path.join(dataDir, "server.lock")} and start again.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `dataDir/server.lock` for this process. A lock left by a process that no longer runs is taken
 * over; a live holder makes this throw DataDirLockedError. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // A stale lock from a process that died: remove it only if no other process replaced it meanwhile.
      if (readFileSync(lockPath, "utf8") === String(holder)) unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
