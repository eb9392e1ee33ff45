// The server as one JavaScript file (`build/server/main.mjs`), which `npm start` runs: Node starts it
// without compiling TypeScript on the way, and without resolving and reading the hundreds of files of the
// packages it uses one by one (issue 39's cold start). The packages are bundled in too, except those that
// find files of their own beside their code (PGlite's WebAssembly and data, resvg's native binary, pino's workers) and
// those the server loads only at their first use (satori, Stripe, OpenAI, nodemailer). esbuild does it in
// a second or two, so `npm start` bundles afresh every time and the bundle is never older than its sources.
//
//   node scripts/bundle-server.mjs [outfile]     (default build/server/main.mjs)
//
// The outfile must sit two folders below the project root, as src/server/ does: the server finds its files
// (migrations, seed content, fonts) from there (src/server/project-root.ts).
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

/** Bundles src/server/main.ts into `outfile` and resolves to its path. */
export async function bundleServer(outfile = DEFAULT_SERVER_BUNDLE) {
  const depth = path.relative(root, path.dirname(outfile)).split(path.sep).length;
  if (depth !== 2) throw new Error(`the server bundle must be two folders below ${root}, not ${outfile}`);
  await build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL_PACKAGES,
    // The packages written as CommonJS call require() for Node's own modules: an ES module has none.
    banner: {
      js: 'import { createRequire as bundleCreateRequire } from "node:module"; const require = bundleCreateRequire(import.meta.url);',
    },
    sourcemap: "linked",
    // Stack traces and log lines keep the modules' own function names.
    keepNames: true,
    logLevel: "warning",
  });
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outfile = await bundleServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`server bundle: ${path.relative(root, outfile)}`);
}
