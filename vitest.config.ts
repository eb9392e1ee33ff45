import { configDefaults, defineConfig } from "vitest/config";

/** The fuzz run: thousands of generated requests against every endpoint. */
const FUZZ_TESTS = ["src/server/http/fuzz.test.ts"];
/** Killed and restarted server processes, outages, rebuilds: real processes, slow by nature. */
const FAULT_TESTS = ["tests/faults/**/*.test.ts"];

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
// Three projects, each its own script (test:unit, test:fuzz, test:faults); `npm test` runs all three.
export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["./src/server/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "content/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...FUZZ_TESTS],
          // Component tests (`*.test.tsx`) choose happy-dom in their first line; this unmounts them after each test.
          setupFiles: ["./src/client/testing/dom-setup.ts"],
        },
      },
      { extends: true, test: { name: "fuzz", include: FUZZ_TESTS } },
      { extends: true, test: { name: "faults", include: FAULT_TESTS } },
    ],
  },
});
