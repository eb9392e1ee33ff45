// `npm test`: the whole suite, stage by stage: unit → fuzz → faults → build → e2e.
//
// Each line of output carries its stage's name, and a table of every stage's time ends the run. The run
// stops at the first failing stage. With TEST_LANES=2 it runs two lanes side by side instead (unit → fuzz →
// faults beside build → e2e): faster on a machine with cores to spare, but on a 2-core machine the browser
// journeys' timing then suffers (decision 025), so CI runs the stages one after another.
//
// Settings (all optional):
//   TEST_DATABASE_URL    PostgreSQL admin URL: the API suites run on it (each file on a database of its
//                        own), and the suites that differ by database on PGlite too.
//   TEST_FAKETIME_DAYS   run the unit stage under `faketime` this many days ahead of the real date (Debian's
//                        `faketime`), so a test that reads the calendar instead of its clock fails.
//   TEST_COVERAGE        `true`: measure line and branch coverage of src/server in the unit stage and print it.
//   TEST_STAGES          a comma-separated subset of unit,fuzz,faults,build,e2e (default: all).
//   TEST_LANES           `2`: the two lanes side by side (default `1`: one stage at a time).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPrefixed } from "./run-prefixed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const fakeDays = process.env.TEST_FAKETIME_DAYS;
const withCoverage = process.env.TEST_COVERAGE === "true";
const lanes = process.env.TEST_LANES ?? "1";
if (lanes !== "1" && lanes !== "2") fail(`TEST_LANES must be 1 or 2, not "${lanes}"`);
const chosen = new Set((process.env.TEST_STAGES ?? "unit,fuzz,faults,build,e2e").split(",").map((s) => s.trim()));

if (fakeDays !== undefined) {
  if (!/^\d+$/.test(fakeDays)) fail(`TEST_FAKETIME_DAYS must be a whole number of days, not "${fakeDays}"`);
  if (spawnSync("faketime", ["--version"]).error) fail("TEST_FAKETIME_DAYS is set but `faketime` is not installed");
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** The unit stage's command: under faketime when asked, with coverage when asked. */
function unitCommand() {
  const vitest = [bin("vitest"), "run", "--project", "unit", "--project", "client", "--project", "client-mocks"];
  if (withCoverage) vitest.push("--coverage");
  return fakeDays === undefined ? vitest : ["faketime", "-f", `+${fakeDays}d`, ...vitest];
}

const STAGES = {
  unit: { command: unitCommand },
  fuzz: { command: () => [bin("vitest"), "run", "--project", "fuzz"] },
  faults: { command: () => [bin("vitest"), "run", "--project", "faults"] },
  // The web app and the server bundle the journeys' servers run (`npm run build`).
  build: { command: () => ["npm", "run", "-s", "build"] },
  e2e: { command: () => [bin("playwright"), "test"] },
};
const LANES =
  lanes === "2"
    ? [
        ["unit", "fuzz", "faults"],
        ["build", "e2e"],
      ]
    : [["unit", "fuzz", "faults", "build", "e2e"]];

/** The stages' processes now running: stopped with the run, so an interrupted run leaves no server behind. */
const running = new Set();
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

/** Runs one stage, each output line prefixed with its name; resolves to its exit code. */
function runStage(name) {
  const stage = STAGES[name];
  const [command, ...args] = stage.command();
  const started = performance.now();
  console.log(`[${name}] $ ${[command, ...args].map((part) => path.relative(root, part) || part).join(" ")}`);
  const onSpawn = (child) => {
    running.add(child);
    child.on("close", () => running.delete(child));
  };
  return runPrefixed(name, [command, ...args], { cwd: root, onSpawn }).then((code) => ({
    name,
    code,
    seconds: (performance.now() - started) / 1000,
  }));
}

async function runLane(stages) {
  const results = [];
  for (const name of stages) {
    if (!chosen.has(name)) continue;
    const result = await runStage(name);
    results.push(result);
    if (result.code !== 0 || interrupted) break;
  }
  return results;
}

// A folder the Vitest stages share for the embedded database's migrated, seeded template: the first stage
// that needs it makes it and the others load it (src/server/testing/global-setup.ts). Removed at the end.
const shared = mkdtempSync(path.join(os.tmpdir(), "mystic-test-run-"));
process.env.TEST_SHARED_DIR = shared;

const started = performance.now();
if (fakeDays !== undefined) {
  console.log(
    `The unit stage runs ${fakeDays} days ahead (replay: faketime -f '+${fakeDays}d' npx vitest run --project unit --project client --project client-mocks).`,
  );
}
const results = (await Promise.all(LANES.map(runLane))).flat();
rmSync(shared, { recursive: true, force: true });
const total = (performance.now() - started) / 1000;
console.log("\nstage     seconds  result");
for (const { name, code, seconds } of results) {
  console.log(`${name.padEnd(9)} ${seconds.toFixed(0).padStart(7)}  ${code === 0 ? "passed" : `failed (${code})`}`);
}
console.log(`${"all".padEnd(9)} ${total.toFixed(0).padStart(7)}`);
const skipped = [...chosen].filter((name) => STAGES[name] && !results.some((result) => result.name === name));
if (skipped.length > 0) console.log(`not run after a failure: ${skipped.join(", ")}`);
process.exit(results.every((result) => result.code === 0) && skipped.length === 0 ? 0 : 1);
