import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** No access for the group or others: the data directory holds sessions, reset tokens and the auth secret. */
const SHARED_BITS = 0o077;

/**
 * Creates the data directory readable by its owner only (0700), or, when it exists, takes every
 * permission of the group and others away from it and from everything inside it (a directory left 0755
 * by an earlier version, the 0666 files the embedded database unpacks). Symbolic links are not followed.
 * Returns the paths whose mode it changed, so the caller can warn about an existing directory.
 */
export function secureDataDir(dataDir: string): string[] {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const tightened: string[] = [];
  const visit = (target: string) => {
    const stats = lstatSync(target);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & SHARED_BITS) {
      chmodSync(target, stats.mode & 0o7777 & ~SHARED_BITS);
      tightened.push(target);
    }
    if (stats.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return tightened;
}

/**
 * Files this process creates are private from the start (0600 files, 0700 directories). Called first
 * thing by every entry point that writes into the data directory.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}
