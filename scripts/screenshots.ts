// `npm run screenshots`: starts the built app on a throwaway embedded database and photographs every
// route at phone (390×844) and desktop (1440×900) sizes into screenshots/ (git-ignored).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { blogSlugs } from "../content/blog/posts";
import { startServerProcess } from "../src/server/testing/server-process";
import { listPrerenderedPaths } from "../src/shared/site-routes";

const outDir = path.resolve("screenshots");
const mailboxKey = "screenshots-mailbox-key-0123";
mkdirSync(outDir, { recursive: true });

// The built app on a free port and a throwaway data directory; resolves once it answers. On this machine
// without a Stripe key, payments run in test mode, so the local test checkout and the plan panel show.
const server = await startServerProcess({ MAILBOX_KEY: mailboxKey });
const baseUrl = server.url;

const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { name: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
];

try {
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
    // With the Origin a page sends: once the site has set a cookie, better-auth wants it.
    const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email: `shots-${size.name}-${Date.now()}@example.com`, password: "screenshots-only", name: "Shots" },
      headers: { origin: baseUrl },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    await page.goto(`${baseUrl}/dice-divination`);
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await page.getByTestId("reading-panel").waitFor({ timeout: 10_000 });
    await shoot("dice-divination-signed-in");
    await page.goto(`${baseUrl}/dashboard`);
    await shoot("dashboard");
    // Plans as a seeker sees them, the local test checkout, and the plan panel once paid and cancelled.
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Choose the Mystic Novice plan" }).waitFor();
    await shoot("pricing-signed-in");
    await page.getByRole("button", { name: "Choose the Mystic Novice plan" }).click();
    await page.getByText("Test mode — no card is charged").waitFor();
    await shoot("billing_test-checkout");
    await page.getByRole("button", { name: "Pay" }).click();
    const planPanel = page.getByRole("region", { name: "Plan & Billing" });
    await planPanel.getByText("Your plan: Mystic Novice plan").waitFor();
    await shoot("dashboard-paid");
    await planPanel.screenshot({ path: path.join(outDir, `${size.name}-dashboard-plan-panel.png`) });
    await planPanel.getByRole("button", { name: "Cancel plan" }).click();
    await page.getByRole("dialog", { name: "Cancel your plan?" }).waitFor();
    await page.screenshot({ path: path.join(outDir, `${size.name}-dashboard-cancel-plan.png`) });
    await page.getByRole("button", { name: "Yes, cancel my plan" }).click();
    await planPanel.getByText(/your plan ends on/).waitFor();
    await planPanel.screenshot({ path: path.join(outDir, `${size.name}-dashboard-plan-panel-cancelled.png`) });
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
  await server.stop();
}
