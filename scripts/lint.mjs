// `npm run lint`: the code's checks, side by side, each line of output prefixed with its check's name.
//
//   eslint     the rules: layers and their import boundaries, the clock, hooks, lazy Zod (eslint.config.js)
//   prettier   formatting
//   circles    no import circle between files or folders (.dependency-cruiser.cjs), over every part that
//              imports: the product, the content, the scripts, the tests, the benchmarks and the configs
//   knip       no unused file, export or dependency (knip.config.ts)
//
// The routes' types (`react-router typegen`, which ESLint's typed rules and knip read) are made first, once:
// the generator empties its folder and writes it again, so making them beside a check that reads them can
// fail it with files not found. Then each check is one single-threaded process; side by side they take about
// the time of the longest on a 2-core machine instead of the sum. The run fails if any check fails, and ends
// with each check's time.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPrefixed } from "./run-prefixed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const rootConfigs = readdirSync(root).filter((file) => file.endsWith(".ts"));

const CHECKS = {
  eslint: [[bin("eslint"), "."]],
  prettier: [[bin("prettier"), "--check", "."]],
  circles: [
    [
      bin("depcruise"),
      "src",
      "content",
      "scripts",
      "tests",
      "bench",
      ...rootConfigs,
      "--config",
      ".dependency-cruiser.cjs",
    ],
  ],
  knip: [[bin("knip")]],
};

async function runCheck(name) {
  const started = performance.now();
  let code = 0;
  for (const command of CHECKS[name]) {
    code = await runPrefixed(name, command, { cwd: root });
    if (code !== 0) break;
  }
  return { name, code, seconds: (performance.now() - started) / 1000 };
}

const typegen = await runPrefixed("types", [bin("react-router"), "typegen"], { cwd: root });
if (typegen !== 0) process.exit(typegen);
const results = await Promise.all(Object.keys(CHECKS).map(runCheck));
for (const { name, code, seconds } of results) {
  console.log(`${name.padEnd(9)} ${seconds.toFixed(0).padStart(4)} s  ${code === 0 ? "passed" : `failed (${code})`}`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
