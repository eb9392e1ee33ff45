// `npm start`: builds the web app when the build is missing or older than its sources, bundles the server,
// then runs it (which migrates and seeds the database before it listens). Signals pass through to the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServer } from "./bundle-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildMarker = path.join(root, "build/client/__spa-fallback.html");
const sources = [
  "src/client",
  "src/shared",
  "content",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];
// PUBLIC_URL is built into canonical and Open Graph URLs, so a different one needs a new build.
const publicUrlStamp = path.join(root, "build/public-url.txt");
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestModification(path.join(target, name))),
    stats.mtimeMs,
  );
}

const isBuildStale =
  !existsSync(buildMarker) ||
  !existsSync(publicUrlStamp) ||
  readFileSync(publicUrlStamp, "utf8") !== publicUrl ||
  sources.some((source) => newestModification(path.join(root, source)) > statSync(buildMarker).mtimeMs);
if (isBuildStale) {
  console.log("Building the web app…");
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: publicUrl },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(publicUrlStamp, publicUrl);
}

// The server as one JavaScript file, bundled afresh (well under a second), so Node starts it without
// compiling TypeScript (scripts/bundle-server.mjs).
const serverBundle = await bundleServer();

// V8 heap limits and one malloc arena, which keep the server's memory near its working set
// (docs/decisions/007-security-and-proof.md, 044-the-server-runs-as-a-bundle.md).
const settings = JSON.parse(readFileSync(path.join(root, "src/server/server-process.json"), "utf8"));
const server = spawn(process.execPath, [...settings.nodeFlags, serverBundle], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...settings.env, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
