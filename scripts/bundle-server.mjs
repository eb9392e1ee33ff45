// The server as one JavaScript file (`build/server/server.cjs`) and the entry point that runs it
// (`build/server/main.mjs`, scripts/server-launcher.mjs), which `npm start` runs: Node starts it without
// compiling TypeScript on the way, without resolving and reading the hundreds of files of the packages it
// uses one by one, and from V8's code cache after the first start (issue 39's cold start, decision 044).
// The packages are bundled in too, except those that find files of their own beside their code (PGlite's
// WebAssembly and data, resvg's native binary, pino's workers) and those the server loads only at their
// first use (satori, Stripe, OpenAI, nodemailer). esbuild does it in a second or two, so `npm start`
// bundles afresh every time and the bundle is never older than its sources.
//
//   node scripts/bundle-server.mjs [outfile]     (default build/server/main.mjs, the entry point)
//
// The outfile must sit two folders below the project root, as src/server/ does: the server finds its files
// (migrations, seed content, fonts) from there (src/server/project-root.ts).
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_SERVER_BUNDLE = path.join(root, "build/server/main.mjs");

/** Packages left in node_modules, imported from there as the server runs (see above). */
const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@resvg/resvg-js",
  "pino",
  "satori",
  "stripe",
  "openai",
  "nodemailer",
];

/**
 * Every character past ASCII as a `\uXXXX` escape. esbuild escapes them in strings and names but leaves
 * them in comments and regular expressions, where the escape means the same; a source that is ASCII only
 * is one byte a character in V8's memory instead of two (about 6 MB less of the server's heap).
 */
function asciiOnly(code) {
  // After a backslash the escape would need that backslash gone: refuse rather than guess.
  const escaped = /\\[\u0080-\uffff]/.exec(code);
  if (escaped)
    throw new Error(`the server bundle escapes a character past ASCII (${escaped[0]}): write it as \\u in the source`);
  return code.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Bundles src/server/main.ts beside `outfile`, writes the entry point to `outfile`, and resolves to its path. */
export async function bundleServer(outfile = DEFAULT_SERVER_BUNDLE) {
  const depth = path.relative(root, path.dirname(outfile)).split(path.sep).length;
  if (depth !== 2) throw new Error(`the server bundle must be two folders below ${root}, not ${outfile}`);
  const bundleFile = path.join(path.dirname(outfile), "server.cjs");
  await build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile: bundleFile,
    bundle: true,
    platform: "node",
    // CommonJS, so the entry point can compile it as a script, the one kind V8 keeps a code cache for in
    // Node 20; `import.meta.url` is the bundle's URL, which the entry point passes in.
    format: "cjs",
    define: { "import.meta.url": "__serverBundleUrl" },
    // The whole file is one function, which the entry point compiles and calls (so it never makes a
    // wrapped copy of six megabytes of source): the parameters Node gives a CommonJS module, the bundle's
    // own URL, and what src/server/bundle-entry.ts reads.
    banner: {
      js: "(function (exports, require, module, __filename, __dirname, __serverBundleUrl, __serverImport, __serverCodeCache) {",
    },
    footer: { js: "})" },
    target: "node20",
    external: EXTERNAL_PACKAGES,
    sourcemap: "linked",
    // Stack traces and log lines keep the modules' own function names.
    keepNames: true,
    logLevel: "warning",
  });
  const code = readFileSync(bundleFile, "utf8");
  // The entry point runs the bundle as a script from V8's code cache, where Node 20 cannot run an
  // `import()`: the packages loaded at first use go through src/server/bundle-entry.ts instead.
  const dynamicImport = /[^\w$.]import\(\s*["'`][^"'`]+["'`]\s*\)/.exec(code);
  if (dynamicImport)
    throw new Error(
      `the server bundle has ${dynamicImport[0].slice(1)}: load it with loadPackage() (src/server/bundle-entry.ts)`,
    );
  writeFileSync(bundleFile, asciiOnly(code));
  copyFileSync(path.join(root, "scripts/server-launcher.mjs"), outfile);
  packPristineCluster();
  return outfile;
}

/** Where the server looks for it (PRISTINE_CLUSTER_FILE in src/server/db/client.ts). */
const PRISTINE_CLUSTER_FILE = path.join(root, "build/pglite-cluster.tar.gz");

/**
 * An empty database cluster, as PGlite's `initdb` leaves it, packed for the server to unpack into a new
 * data directory instead of running `initdb` there (3.6 s of CPU against 0.9 s). Made once, and again
 * when PGlite is newer than it (the server runs `initdb` itself when a packed cluster will not open).
 */
function packPristineCluster() {
  const pgliteManifest = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  if (existsSync(PRISTINE_CLUSTER_FILE) && statSync(PRISTINE_CLUSTER_FILE).mtimeMs > statSync(pgliteManifest).mtimeMs)
    return;
  // In a process of its own, which gives PGlite's memory back as it ends (`npm start` stays the server's parent).
  const packing = spawnSync(process.execPath, [fileURLToPath(import.meta.url), PACK_CLUSTER], { encoding: "utf8" });
  if (packing.status !== 0) throw new Error(`packing the empty cluster failed:\n${packing.stdout}${packing.stderr}`);
}

const PACK_CLUSTER = "--pack-cluster";

async function writePristineCluster() {
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create();
  const packed = await pglite.dumpDataDir("gzip");
  await pglite.close();
  mkdirSync(path.dirname(PRISTINE_CLUSTER_FILE), { recursive: true });
  // Whole or not at all: servers starting meanwhile see the old file or none.
  const partial = `${PRISTINE_CLUSTER_FILE}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await packed.arrayBuffer()));
  renameSync(partial, PRISTINE_CLUSTER_FILE);
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? "").href;
if (isMain && process.argv[2] === PACK_CLUSTER) {
  await writePristineCluster();
} else if (isMain) {
  const outfile = await bundleServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`server bundle: ${path.relative(root, outfile)}`);
}
