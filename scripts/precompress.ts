import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli and a gzip copy beside each compressible file of the client build (the scripts, the
 * route manifest, stylesheets, SVGs and public files); the server sends them to browsers that accept
 * them. Compressing once, at the highest levels, costs build time instead of request time. Pages are
 * left out: the server compresses each page when it first reads it.
 */
export function precompressDirectory(directory: string): number {
  let written = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      written += precompressDirectory(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written++;
  }
  return written;
}
