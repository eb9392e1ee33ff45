// `npm run screenshots`: starts the built app on a throwaway embedded database and photographs every
// route at phone (390×844) and desktop (1440×900) sizes into screenshots/ (git-ignored).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { blogSlugs } from "../content/blog/posts";
import { listPrerenderedPaths } from "../src/shared/site-routes";

const port = 4300 + Math.floor(Math.random() * 500);
const baseUrl = `http://127.0.0.1:${port}`;
const outDir = path.resolve("screenshots");
const mailboxKey = "screenshots-mailbox-key-0123";
mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mystic-shots-")),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    MAILBOX_KEY: mailboxKey,
  },
  stdio: "inherit",
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not start");
}

const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { name: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
];

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  for (const size of sizes) {
    const context = await browser.newContext(size);
    await context.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
    const page = await context.newPage();
    const shoot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: path.join(outDir, `${size.name}-${name}.png`), fullPage: true });
    };
    const linkPages = [
      "/reset-password?token=shots",
      "/sign-in/two-factor",
      "/sign-in/link-error",
      "/newsletter/confirm",
    ];
    for (const route of [...listPrerenderedPaths(blogSlugs), ...linkPages, "/no-such-page"]) {
      await page.goto(`${baseUrl}${route}`);
      await shoot(route === "/" ? "home" : route.slice(1).replace(/\?.*$/, "").replaceAll("/", "_"));
    }
    // The gate, as a first-time visitor meets it.
    const firstVisit = await browser.newContext(size);
    const gatePage = await firstVisit.newPage();
    await gatePage.goto(`${baseUrl}/`);
    await gatePage.screenshot({ path: path.join(outDir, `${size.name}-disclaimer-gate.png`) });
    await firstVisit.close();
    // Signed in: the oracle after a cast, and the dashboard.
    await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email: `shots-${size.name}-${Date.now()}@example.com`, password: "screenshots-only", name: "Shots" },
    });
    await page.goto(`${baseUrl}/dice-divination`);
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await page.getByTestId("reading-panel").waitFor({ timeout: 10_000 });
    await shoot("dice-divination-signed-in");
    await page.goto(`${baseUrl}/dashboard`);
    await shoot("dashboard");
    // Two-factor enrolment, as far as the QR code.
    const security = page.getByRole("region", { name: "Security" });
    await security.getByRole("button", { name: "Enable two-factor" }).click();
    await security.getByLabel("Current password").fill("screenshots-only");
    await security.getByRole("button", { name: "Continue" }).click();
    await security.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    await security.screenshot({ path: path.join(outDir, `${size.name}-dashboard-two-factor-enrolment.png`) });
    // The local mailbox after asking for a sign-in link.
    await page.request.post(`${baseUrl}/api/auth/sign-in/magic-link`, {
      data: { email: `shots-${size.name}@example.com`, callbackURL: "/dashboard" },
      headers: { origin: baseUrl },
    });
    await page.goto(`${baseUrl}/dev/mailbox?key=${mailboxKey}`);
    await shoot("dev-mailbox");
    await context.close();
  }
  await browser.close();
  console.log(`Screenshots written to ${outDir}`);
} finally {
  server.kill("SIGTERM");
}
