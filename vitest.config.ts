import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/** The fuzz run: thousands of generated requests against every endpoint. */
const FUZZ_TESTS = ["src/server/http/fuzz/*.fuzz.test.ts"];
/** Killed and restarted server processes, outages, rebuilds: real processes, slow by nature. */
const FAULT_TESTS = ["tests/faults/**/*.test.ts"];
/**
 * What the server's tests need made once per run: the database templates and the server's bundle
 * (src/server/testing/global-setup.ts). The browser code's tests need none of it.
 */
const SERVER_SETUP = "./src/server/testing/global-setup.ts";
/** The browser code's tests. */
const CLIENT_TESTS = ["src/client/**/*.test.ts", "src/client/**/*.test.tsx"];
/** Component tests (`*.test.tsx`) choose happy-dom in their first line; this unmounts them after each test. */
const CLIENT_SETUP = "./src/client/testing/dom-setup.ts";
/**
 * The browser code's tests that replace a module (`vi.mock`, `vi.doMock`): found by reading the files, so
 * a new one is isolated the day it is written.
 */
const CLIENT_MOCKING_TESTS = readdirSync("src/client", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join("src/client", file.split(path.sep).join("/")))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, "utf8")));

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
// Five projects: unit, client and client-mocks (the three `test:unit`), fuzz (`test:fuzz`) and faults
// (`test:faults`); `npm test` runs them all.
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // At least two test files at a time: the suites wait on PostgreSQL, on sockets and on child processes
    // much of the time, so a 2-core machine runs two files side by side in about 60% of the time one at a
    // time takes (Vitest's default, one fewer than the cores, would be one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Off unless asked for (`--coverage`, as `TEST_COVERAGE=true npm test` does for the unit stage).
    coverage: {
      provider: "v8",
      include: ["src/server/**/*.ts"],
      exclude: ["src/server/**/*.test.ts", "src/server/testing/**"],
      reporter: ["text-summary"],
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // The server's, the shared rules' and the content's tests. The files of a worker share its loaded
          // modules instead of importing the server afresh for each (imports took about a third of the
          // stage's time). That holds because every API test builds its own app, database and clock
          // (src/server/testing/test-app.ts), no file here mocks a module, and the one that fakes timers
          // puts them back after each test. `--sequence.shuffle` runs the files in another order.
          isolate: false,
          globalSetup: [SERVER_SETUP],
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "content/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...FUZZ_TESTS],
        },
      },
      {
        extends: true,
        test: {
          // The browser code's tests. Like the unit project's, the files of a worker share its loaded modules
          // (React, the DOM library, the app's modules): each file importing them afresh cost the project 108
          // CPU-seconds against about 50. Those that replace a module run in client-mocks, each with its own.
          name: "client",
          include: CLIENT_TESTS,
          exclude: [...configDefaults.exclude, ...CLIENT_MOCKING_TESTS],
          isolate: false,
          setupFiles: [CLIENT_SETUP],
        },
      },
      {
        extends: true,
        test: {
          name: "client-mocks",
          include: CLIENT_MOCKING_TESTS,
          setupFiles: [CLIENT_SETUP],
        },
      },
      // Each fuzz file builds its own app and database, and none mocks a module: they share a worker's modules.
      { extends: true, test: { name: "fuzz", include: FUZZ_TESTS, isolate: false, globalSetup: [SERVER_SETUP] } },
      // The fault tests start servers as processes of their own; in the worker they only drive them, and none
      // mocks a module, so they share a worker's modules too (the stage 169 s → 126 s on a 2-core machine).
      { extends: true, test: { name: "faults", include: FAULT_TESTS, isolate: false, globalSetup: [SERVER_SETUP] } },
    ],
  },
});
