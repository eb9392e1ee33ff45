import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies (`npm run lint` runs it after `react-router typegen`, which
 * writes the `./+types/*` modules the route modules import).
 *
 * Entry points are everything that runs on its own. Knip's plugins add what the tools load:
 * React Router (react-router.config.ts, src/client/root.tsx, src/client/routes.ts and every route module
 * it names), Vite, Vitest (its config, global setup and every test file), Playwright (its config and
 * tests/e2e), drizzle-kit (drizzle.config.ts), ESLint and Prettier.
 */
const config: KnipConfig = {
  // The server, src/server/main.ts, is an entry through the `serve` script in package.json.
  entry: [
    // `npm run db:migrate` and `npm run db:seed`.
    "src/server/db/*-cli.ts",
    // `npm start`, `npm run dev`, `npm run screenshots`, and the build's precompress step.
    "scripts/*.{ts,mjs}",
    // `npm run bench`; baseline-server.mjs is forked by api.bench.ts by its path.
    "bench/*.{ts,mjs}",
  ],
  project: [
    "src/**/*.{ts,tsx,css}",
    "content/**/*.ts",
    "tests/**/*.ts",
    "scripts/*.{ts,mjs}",
    "bench/*.{ts,mjs}",
    "*.{ts,js}",
  ],
  ignoreBinaries: [
    // PostgreSQL's own benchmark tool, from the system's PostgreSQL client, not from npm.
    "pgbench",
    // Debian's faketime, which `npm test` runs the unit stage under when TEST_FAKETIME_DAYS is set.
    "faketime",
  ],
  ignoreDependencies: [
    // Served as a file: /api/docs sends its browser bundle (src/server/http/openapi/docs.ts reads it by path).
    "@scalar/api-reference",
    // Run as a program by the contract test (src/server/http/openapi/openapi.test.ts), not imported.
    "@redocly/cli",
    // Font files read by path: the reading card takes Inter's WOFF from it (features/sharing/card-renderer.ts).
    "@fontsource/inter",
    // Run as a program by `npm run lint` (scripts/lint.mjs), by its path in node_modules/.bin.
    "dependency-cruiser",
  ],
};

export default config;
