import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { baseURL, FULL_CHROMIUM } from "../../playwright.config";
import { installableAppWords } from "../../content/site/installable-app";
import { appUpdateWords } from "../../content/site/app-update";
import { expect, signUpViaApi, test } from "./fixtures";
import { buildAppInto } from "../../src/server/testing/build-app";

// The service worker is what these journeys are about (the other journeys keep it out), and they show
// notifications, which only the whole browser does (playwright.config.ts).
test.use({ serviceWorkers: "allow", launchOptions: FULL_CHROMIUM });

/** Resolves once a service worker controls the page (it claims the page it installed from). */
async function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    return navigator.serviceWorker.controller!.scriptURL;
  });
}

/** What a built page loads: its module preloads. */
function preloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!);
}

async function pagePreloads(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")!),
  );
}

/** Every URL in the service worker's precache, as the page sees it. */
async function precachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes("precache")) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** Whether the browser holds any of the seeker's readings for offline use. */
function readingsKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!(await caches.has("mystic-last-readings"))) return false;
    return (await (await caches.open("mystic-last-readings")).keys()).length > 0;
  });
}

/** Everything the kept readings say, as one text. */
function keptReadingsText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (!(await caches.has("mystic-last-readings"))) return "";
    const cache = await caches.open("mystic-last-readings");
    const bodies = await Promise.all((await cache.keys()).map(async (key) => (await cache.match(key))!.text()));
    return bodies.join("\n");
  });
}

test.describe("the installable app", () => {
  test("the manifest is served and valid, with its icons, on every page", async ({ page }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const manifest = (await response.json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Mystic Dice",
      short_name: installableAppWords.manifest.shortName,
      description: installableAppWords.manifest.description,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0b0820",
      background_color: "#0b0820",
    });
    for (const [sizes, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]) {
      const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const image = await page.request.get(icon!.src);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await page.request.get(touchIcon!)).headers()["content-type"]).toBe("image/png");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b0820");
    // Every page links it, the app's own pages too.
    await page.goto("/dashboard");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  });

  test("Chrome's own installability check finds nothing that stops an install", async () => {
    // A profile on disk: Chrome never offers to install from an incognito window ("in-incognito").
    const profile = mkdtempSync(path.join(os.tmpdir(), "mystic-pwa-profile-"));
    const context = await chromium.launchPersistentContext(profile, {
      ...FULL_CHROMIUM,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/");
      await controlledBy(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("the service worker installs, controls the page and is never kept stale", async ({ page }) => {
    await page.goto("/");
    expect(await controlledBy(page)).toBe(`${baseURL}/service-worker.js`);
    const worker = await page.request.get("/service-worker.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    const csp = worker.headers()["content-security-policy"]!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    // The home page's own scripts, the app shell and the offline page are precached.
    const home = await (await page.request.get("/")).text();
    const precached = await precachedUrls(page);
    for (const script of preloadsIn(home)) expect(precached).toContain(script);
    expect(precached).toEqual(expect.arrayContaining(["/dashboard", "/offline", "/manifest.webmanifest"]));
  });

  test("offline, a seeker who opened their history sees their last readings; signing out forgets them", async ({
    page,
    context,
  }) => {
    await signUpViaApi(page);
    const cast = await page.request.post("/api/casts", {
      data: { situation: "finances", question: "Will the harvest come in time?" },
      headers: { origin: baseURL },
    });
    expect(cast.status()).toBe(201);
    await page.goto("/");
    await controlledBy(page);
    await page.goto("/dashboard");
    await expect(page.getByTestId("history-question")).toContainText("Will the harvest come in time?");

    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("status").filter({ hasText: installableAppWords.offlineReadings.note })).toBeVisible();
    await expect(page.getByTestId("history-question")).toContainText("Will the harvest come in time?");
    await context.setOffline(false);

    // Signing out through the page (the worker sees it succeed) empties the kept readings.
    await page.goto("/");
    expect(await readingsKept(page)).toBe(true);
    await page.evaluate(async () => {
      const response = await fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
    });
    expect(await readingsKept(page)).toBe(false);
    // The page's next ask for the readings is refused now (401), and the refusal is not kept either.
    expect(await page.evaluate(async () => (await fetch("/api/me/readings?limit=10")).status)).toBe(401);
    expect(await readingsKept(page)).toBe(false);

    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByText(installableAppWords.offlineReadings.nothingSaved)).toBeVisible();
    await expect(page.getByTestId("history-question")).toHaveCount(0);
    await context.setOffline(false);
  });

  test("another account signed in on the same browser never sees the kept readings", async ({ page, context }) => {
    const question = "Is the old house still mine?";
    await signUpViaApi(page);
    await page.request.post("/api/casts", {
      data: { situation: "guidance", question },
      headers: { origin: baseURL },
    });
    await page.goto("/");
    await controlledBy(page);
    await page.goto("/dashboard");
    await expect(page.getByTestId("history-question")).toContainText(question);
    // The reading opened in full is kept too, at an address the next account never asks for. It is opened
    // from the keyboard: the dashboard's panels above it are still arriving, and a click aimed at where the
    // entry was can land after it has moved.
    await page.getByRole("button", { name: question }).press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(async () => (await keptReadingsText(page)).split(question).length - 1).toBeGreaterThanOrEqual(2);
    // A second account's session, set without the first signing out (as an expired session would leave it).
    await context.clearCookies();
    await signUpViaApi(page);
    await page.goto("/");
    await expect.poll(() => keptReadingsText(page)).not.toContain(question);

    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("status").filter({ hasText: installableAppWords.offlineReadings.note })).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);
    await context.setOffline(false);
  });

  test("a signed-out visitor offline gets the offline page, not a browser error", async ({ page, context }) => {
    await page.goto("/");
    await controlledBy(page);
    await page.goto("/features");
    await context.setOffline(true);
    await page.goto("/about");
    const words = installableAppWords.offlinePage;
    await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: words.retry })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/about`);
    // A page seen before opens as it was.
    await page.goto("/features");
    await expect(page.getByRole("heading", { level: 1, name: "Features" })).toBeVisible();
    await context.setOffline(false);
  });

  test("a push message is shown as a notification with its addresses", async ({ page, context }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.goto("/");
    await controlledBy(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/`);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const payload = {
      title: "Your daily reading awaits",
      body: "The dice are rested and ready for your question.",
      url: "/dice-divination?from=reminder",
      offUrl: "/dashboard#reminders",
      offLabel: "Turn off reminders",
      tag: "daily-reminder",
    };
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            data: notification.data as unknown,
          }));
        }),
      )
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          data: { url: payload.url, offUrl: payload.offUrl },
        },
      ]);
  });
});

/** The production server on `port`, serving the build in `staticDir`; stopped by the function it returns. */
async function serve(staticDir: string, dataDir: string, port: number): Promise<() => Promise<void>> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server/main.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return async () => {
    child.kill("SIGTERM");
    await exited;
  };
}

test.describe("a new version", () => {
  // Builds a second version of the app (into its own folder) and serves the two in turn on one address.
  test.setTimeout(300_000);

  let context: BrowserContext | undefined;
  const cleanup: string[] = [];
  test.afterEach(async () => {
    await context?.close();
    for (const directory of cleanup) rmSync(directory, { recursive: true, force: true });
  });

  test("is offered politely, and Refresh puts its service worker and its assets in charge", async ({ browser }) => {
    // The first version: a copy of the shared build (which other journeys use as it is).
    const first = mkdtempSync(path.join(os.tmpdir(), "mystic-pwa-first-"));
    cpSync(path.resolve("build/client"), first, { recursive: true });
    // The second: built into its own folder for another public address, so its scripts get new names.
    const secondBuild = path.resolve("build", `pwa-second-${process.pid}-${Date.now()}`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-pwa-data-"));
    cleanup.push(first, secondBuild, dataDir);
    await buildAppInto(secondBuild, "http://second.example");
    const second = path.join(secondBuild, "client");
    const firstScripts = preloadsIn(readFileSync(path.join(first, "index.html"), "utf8"));
    const secondScripts = preloadsIn(readFileSync(path.join(second, "index.html"), "utf8"));
    const onlyFirst = firstScripts.filter((script) => !secondScripts.includes(script));
    expect(onlyFirst.length).toBeGreaterThan(0);

    // Beside the journeys' own servers (E2E_PORT and the next; the provider's pair at +3 and +4).
    const port = Number(new URL(baseURL).port) + 2;
    const stopFirst = await serve(first, dataDir, port);
    context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await context.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
    const page = await context.newPage();
    try {
      await page.goto("/");
      await controlledBy(page);
      expect(await pagePreloads(page)).toEqual(expect.arrayContaining(firstScripts));
    } finally {
      await stopFirst();
    }

    const stopSecond = await serve(second, dataDir, port);
    try {
      await page.goto("/");
      const prompt = page.getByRole("status").filter({ hasText: appUpdateWords.message });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      // Until Refresh, the new worker waits and the first version's still controls the page.
      const waiting = () =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
      expect(await waiting()).toBe(true);

      await Promise.all([
        page.waitForEvent("load"),
        prompt.getByRole("button", { name: appUpdateWords.refresh }).click(),
      ]);
      await expect(prompt).toHaveCount(0);
      const running = await pagePreloads(page);
      expect(running).toEqual(expect.arrayContaining(secondScripts));
      for (const script of onlyFirst) expect(running).not.toContain(script);
      await controlledBy(page);
      const precached = await precachedUrls(page);
      expect(precached).toEqual(expect.arrayContaining(secondScripts));
      for (const script of onlyFirst) expect(precached).not.toContain(script);
      expect(await waiting()).toBe(false);
    } finally {
      await stopSecond();
    }
  });
});
