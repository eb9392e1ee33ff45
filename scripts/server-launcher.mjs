// The server bundle's entry point (`build/server/main.mjs`, copied there by scripts/bundle-server.mjs): it
// runs the bundled server (`server.cjs` beside it) from V8's compiled code when an earlier start left it,
// instead of parsing and compiling six megabytes of JavaScript on every start (decision 044).
//
// - The code cache (`server.cjs.v8-cache`) starts with the SHA-256 of the bundle and of Node's version. V8
//   itself refuses a cache made by another V8 or under other flags, but it tells sources apart by their
//   length only, so the hash is what keeps a rebuilt bundle from running stale code.
// - A start without a usable cache (the first after a build, a stale or a refused one) compiles the source
//   as usual and, two seconds later, writes the cache: by then it holds every function the start compiled.
//   The server's "ready" log line says which it was (`codeCache`: used, none, stale or refused).
// - Writing is best-effort: on a read-only install the server runs as before, compiling on every start.
import { createHash } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";

const bundleFile = fileURLToPath(new URL("./server.cjs", import.meta.url));
const cacheFile = `${bundleFile}.v8-cache`;
const HASH_BYTES = 32;
const WRITE_CACHE_AFTER_MS = 2000;

function compileBundle() {
  // The bundle is ASCII only (scripts/bundle-server.mjs escapes the rest), so V8 keeps it one byte a character.
  const source = readFileSync(bundleFile, "latin1");
  const hash = createHash("sha256").update(source).update(process.version).digest();
  let cachedData;
  let cache = "none";
  try {
    const stored = readFileSync(cacheFile);
    if (stored.subarray(0, HASH_BYTES).equals(hash)) cachedData = stored.subarray(HASH_BYTES);
    else cache = "stale";
  } catch {
    // No cache yet.
  }
  // The bundle is one function expression (its banner and footer): compiled as it is, then called below.
  const script = new vm.Script(source, { filename: bundleFile, cachedData });
  if (cachedData) cache = script.cachedDataRejected ? "refused" : "used";
  return { script, hash, cache };
}

function writeCache(script, hash) {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(partial, Buffer.concat([hash, script.createCachedData()]));
    // Whole or not at all, should two servers of the same build write it at once.
    renameSync(partial, cacheFile);
  } catch {
    rmSync(partial, { force: true });
  }
}

const { script, hash, cache } = compileBundle();
const module = { exports: {} };
const run = script.runInThisContext();
// The parameters Node gives a CommonJS module, the bundle's own URL (what its `import.meta.url` became),
// and what src/server/bundle-entry.ts reads: this module's `import()`, for the packages the server loads at
// their first use (Node 20 cannot run an `import()` written in a script compiled from a code cache), and
// what became of the cache, for the server's "ready" log line.
run(
  module.exports,
  createRequire(bundleFile),
  module,
  bundleFile,
  path.dirname(bundleFile),
  pathToFileURL(bundleFile).href,
  (specifier) => import(specifier),
  cache,
);
if (cache !== "used") setTimeout(() => writeCache(script, hash), WRITE_CACHE_AFTER_MS).unref();
