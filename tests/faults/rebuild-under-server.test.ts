import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";
import { buildAppInto } from "../../src/server/testing/build-app";

/**
 * The web app is rebuilt into the folder a running server serves (what `npm test` does beside
 * `npm start`): Vite empties the folder, then writes a build whose asset names differ. Pages opened
 * before the rebuild and pages loaded after it must both keep working, whole and hydrated.
 */

// Inside the project, so the prerender step resolves node_modules and Vite empties the folder first,
// exactly as it does for build/client.
const BUILD_ROOT = path.resolve("build");
const HERO = "Three Dice. One Question. Your Answer Awaits.";
const UNLOCK_PROMPT = "You're closer than ever...";

/** The `/assets/…` files a built page references. */
function assetsOf(htmlFile: string): string[] {
  return [...new Set(readFileSync(htmlFile, "utf8").match(/\/assets\/[\w.-]+\.(js|css)/g) ?? [])];
}

/** A visitor's tab with the disclaimer accepted, recording every asset that did not arrive. */
async function openTab(context: BrowserContext, failedAssets: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on("requestfailed", (request) => failedAssets.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.url().includes("/assets/") && response.status() >= 400)
      failedAssets.push(`${response.url()} ${response.status()}`);
  });
  return page;
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
  return context;
}

/** The hero rendered, and the app hydrated: a card click (JavaScript) opens the unlock prompt. */
async function expectWorkingHome(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1, name: HERO }).waitFor();
  await page
    .getByRole("region", { name: "Choose Your Divination" })
    .getByRole("button", { name: /Dice Divination/ })
    .click();
  await page.getByRole("dialog", { name: UNLOCK_PROMPT }).waitFor();
}

describe("a rebuild under a running server", () => {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const buildDir = mkdtempSync(path.join(BUILD_ROOT, "rebuild-test-"));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-rebuild-"));
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves open pages and newly loaded pages working", async () => {
    const clientDir = path.join(buildDir, "client");
    await buildAppInto(buildDir, "http://first-build.example");
    const firstAssets = assetsOf(path.join(clientDir, "index.html"));
    server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: clientDir });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
    });

    // A visitor opens the home page before the rebuild and leaves the tab open.
    const failedAssets: string[] = [];
    const openPage = await openTab(await newContext(browser), failedAssets);
    await openPage.goto(`${server.url}/`);
    await openPage.getByRole("heading", { level: 1, name: HERO }).waitFor();

    await buildAppInto(buildDir, "http://second-build.example");
    // The rebuild really replaced the files: the first build's scripts are gone from disk.
    const secondAssets = assetsOf(path.join(clientDir, "index.html"));
    const removed = firstAssets.filter((asset) => !secondAssets.includes(asset));
    expect(removed.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(0);
    for (const asset of removed) expect(existsSync(path.join(clientDir, asset))).toBe(false);

    // A new visitor loads the home page after the rebuild.
    const newPage = await openTab(await newContext(browser), failedAssets);
    await newPage.goto(`${server.url}/`);
    await expectWorkingHome(newPage).catch((error: Error) => {
      throw new Error(`${error.message}\nassets that did not arrive:\n${failedAssets.join("\n")}`);
    });

    // The tab opened before the rebuild still works, including the code it loads only when used.
    await expectWorkingHome(openPage);
    await openPage.getByRole("dialog", { name: UNLOCK_PROMPT }).getByRole("button", { name: "Sign In" }).click();
    await openPage.getByRole("dialog").getByRole("heading", { name: "Welcome Back, Seeker" }).waitFor();

    expect(failedAssets).toEqual([]);
  }, 240_000);
});
