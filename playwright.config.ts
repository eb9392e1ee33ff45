import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
// The system Chromium from Debian: Playwright never downloads a browser here.
const HEADLESS_CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));
const CHROMIUM_ARGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
/** The whole browser, for the journeys that need what the headless shell lacks (it shows no notifications). */
export const FULL_CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS };
// A fresh embedded database for every run; the server migrates and seeds it on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "mystic-e2e-"));
/** The local mailbox's key (a real start prints a random one; journeys need to know it). */
export const MAILBOX_KEY = "e2e-mailbox-key-0123456789";
/**
 * The operator's support contact the journeys' server shows (decision 027): addresses kept for tests,
 * which only a local server accepts.
 */
export const SUPPORT_CONTACT = {
  SUPPORT_EMAIL: "help@mystic-dice.test",
  SUPPORT_WHATSAPP: "+44 7700 900461",
  POSTAL_ADDRESS: "Mystic Dice test desk | 1 Example Street | Testham TE1 1ST",
};
/** A second server whose AI provider is down (a closed port), for the enhancement-failure journey. */
export const PROVIDER_DOWN_URL = `http://127.0.0.1:${port + 1}`;
/**
 * A third server whose AI provider is the local stand-in (scripts/e2e-fake-provider.ts) on the port after
 * it. E2E_PORT + 2 is left free for the installable-app journey's own server (pwa.spec.ts).
 */
export const PROVIDER_URL = `http://127.0.0.1:${port + 3}`;
const FAKE_PROVIDER_PORT = port + 4;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : undefined,
  // A journey that fails runs once more, with its trace recorded (below), and the run fails either way: a
  // journey that passes only on its second try is reported as flaky and fails the run too.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  // A journey's whole budget: the longest take some 45 s when two browsers share a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A failed journey's second run records its trace (actions, network, the DOM at each step) and both runs
    // keep a screenshot of where they stopped. Recording a trace for every journey to keep the few that fail
    // cost about 6 % of the journeys' CPU on a 2-core machine, and filming it a quarter (decision 025).
    trace: { mode: "on-first-retry", screenshots: false },
    screenshot: "only-on-failure",
    // Only tests/e2e/pwa.spec.ts lets the service worker in. Elsewhere it would precache the whole build in
    // every fresh context (a second of CPU per journey on a 2-core machine) and send requests past the
    // journeys' page.route stubs.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's headless shell (chromium-headless-shell, which .ci/run installs): the same engine without
      // the desktop browser around it; it ran the journeys about a quarter faster.
      executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // @phone journeys also run on a phone; @phone-only ones run there alone.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone-only/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
  // The servers run the bundle `npm run build` makes (build/server/main.mjs), as `npm start` does.
  webServer: [
    {
      command: "node build/server/main.mjs",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        MAILBOX_KEY,
        LOG_LEVEL: "warn",
        // Every test signs up from 127.0.0.1; the limits themselves are covered by the API tests.
        AUTH_SIGN_UP_LIMIT_PER_MINUTE: "1000",
        AUTH_SIGN_IN_LIMIT_PER_10_SECONDS: "1000",
        CHAT_LIMIT_PER_MINUTE: "1000",
        AUTH_EMAIL_LINK_LIMIT_PER_MINUTE: "1000",
        AUTH_TWO_FACTOR_LIMIT_PER_10_SECONDS: "1000",
        NEWSLETTER_LIMIT_PER_HOUR: "1000",
        ...SUPPORT_CONTACT,
      },
    },
    {
      command: "node build/server/main.mjs",
      url: `${PROVIDER_DOWN_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port + 1),
        PUBLIC_URL: PROVIDER_DOWN_URL,
        DATA_DIR: `${dataDir}-provider-down`,
        LOG_LEVEL: "fatal",
        OPENAI_API_KEY: "sk-e2e-provider-is-down",
        OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
        AUTH_SIGN_UP_LIMIT_PER_MINUTE: "1000",
      },
    },
    {
      command: "node --import tsx scripts/e2e-fake-provider.ts",
      url: `http://127.0.0.1:${FAKE_PROVIDER_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_PROVIDER_PORT: String(FAKE_PROVIDER_PORT) },
    },
    {
      command: "node build/server/main.mjs",
      url: `${PROVIDER_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port + 3),
        PUBLIC_URL: PROVIDER_URL,
        DATA_DIR: `${dataDir}-provider`,
        LOG_LEVEL: "fatal",
        OPENAI_API_KEY: "sk-e2e-local-stand-in",
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_PROVIDER_PORT}/v1`,
        AUTH_SIGN_UP_LIMIT_PER_MINUTE: "1000",
        CHAT_LIMIT_PER_MINUTE: "1000",
      },
    },
  ],
});
