import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * What a built page loads before it is interactive: its entry script, every module it preloads and the
 * modules its inline bootstrap imports. The build-size test and the Lighthouse bench count the same way.
 */
export function firstLoadScripts(html: string): string[] {
  return [
    ...new Set([
      ...[...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]!),
    ]),
  ];
}

/** A built asset's size gzipped at level 9, in KB. */
export function gzippedKb(buildDir: string, asset: string): number {
  return gzipSync(readFileSync(path.join(buildDir, asset)), { level: 9 }).length / 1024;
}
