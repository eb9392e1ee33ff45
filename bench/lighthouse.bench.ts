// `npm run bench` (part 4): Lighthouse 12 with the system Chromium and its default mobile emulation
// (a mid-range phone on a throttled 4G connection, simulated), against the production build served by
// the production server on the embedded database.
//  5. `/`, `/about`, `/blog`, a blog post and, signed in, `/dice-divination`: performance ≥ 0.98 with
//     first contentful paint ≤ 1.5 s, accessibility 1.0, best practices ≥ 0.95 and SEO 1.0 on the public
//     pages; and the home page's first-load JavaScript (gzip, target ≤ 130 KB). Each page is run
//     LIGHTHOUSE_RUNS times (default 3) in a fresh browser profile and reported as medians, with the
//     script and stylesheet bytes the page transferred.
//  6. The library: both indexes, a Major and a Minor Arcana card and a rune, held to the same targets.
//  7. /pricing, a tool page (/tarot), /numerology, a sign's page, /moon-phases, /pendulum, the I Ching and its
//     library, angel numbers and a number's page, Your Cycles, the Dream Journal (also signed in) and a
//     symbol's page, /spirit-guides, /timelines, the last six tools (signed out and in) and the twelve
//     signs' weekly pages; signed in, /timelines and the dashboard (the journal), on the first visit of a
//     session (the disclaimer gate over the page) and past the gate (the seeker's own parts shown), and
//     the weekly reports' archive (/reports).
//     LIGHTHOUSE_ONLY=<a>,<b> audits only the pages whose path contains one of them (`/tarot/cards,/runes`;
//     `/` alone means the home page, `=/tarot` that path only). LIGHTHOUSE_REPORTS=<folder> keeps every
//     run's whole report there (which scripts took the main thread, and for how long).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { firstLoadScripts, gzippedKb } from "../scripts/first-load";
import { ZODIAC_SIGNS } from "../src/shared/astrology/signs";
import { signUpOver, startServerProcess } from "../src/server/testing/server-process";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = (process.env.LIGHTHOUSE_ONLY ?? "").split(",").filter(Boolean);
/** LIGHTHOUSE_REPORTS=<folder>: every run's whole Lighthouse report is written there, to read what costs. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 0.98,
  accessibility: 1,
  "best-practices": 0.95,
  seo: 1,
};
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interactive",
] as const;

/** First contentful paint of every public page (ms, Lighthouse's mobile simulation). */
const FCP_TARGET_MS = 1500;
/** The home page's first-load JavaScript, gzipped, counted as the build-size test counts it. */
const FIRST_LOAD_TARGET_KB = 130;

function homeFirstLoadKb(): number {
  const buildDir = path.resolve("build/client");
  const html = readFileSync(path.join(buildDir, "index.html"), "utf8");
  const kb = firstLoadScripts(html).reduce((total, script) => total + gzippedKb(buildDir, script), 0);
  return Math.round(kb * 10) / 10;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface PageRun {
  scores: Record<Category, number>;
  metricsMs: Record<string, number>;
  scriptKb: number;
  stylesheetKb: number;
  failedAudits: string[];
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
async function audit(url: string, cookie?: string, pastGate = false, attempts = 3): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, cookie, pastGate);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

async function auditOnce(url: string, cookie?: string, pastGate = false): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    // Signed in, the session cookie goes into the browser's own jar (a Cookie header added to every request
    // reaches the page but not its fetches, which then fail as signed out), and Lighthouse keeps it.
    const page = cookie ? await signedInPage(chrome.port, url, cookie, pastGate) : undefined;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { disableStorageReset: true } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll("/", "_") || "_"}${cookie ? "-signed-in" : ""}${pastGate ? "-past-gate" : ""}`;
      writeFileSync(path.join(REPORTS_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? 0]),
    ) as Record<Category, number>;
    const metricsMs = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? NaN]));
    const resources = (
      lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    const transferKb = (type: string) =>
      Math.round(((resources?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
    // What keeps a category below 1: audits that count towards a score and did not pass.
    const failedAudits = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((result_) => result_ && result_.score !== null && result_.score < 0.9)
        .map((result_) => `${category}: ${result_!.id} (${result_!.score})`),
    );
    return { scores, metricsMs, scriptKb: transferKb("script"), stylesheetKb: transferKb("stylesheet"), failedAudits };
  } finally {
    chrome.kill();
  }
}

/** A tab of the launched browser holding the session's cookies (`a=1; b=2`) for the audited origin. */
async function signedInPage(port: number, url: string, cookie: string, pastGate: boolean) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // Later in a browser session the disclaimer gate is passed, and the page shows the seeker's own parts.
  if (pastGate) await page.evaluateOnNewDocument(() => sessionStorage.setItem("disclaimerAccepted", "true"));
  const cookies = cookie.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name: name!, value: value.join("="), url: new URL(url).origin };
  });
  await page.setCookie(...cookies);
  return page;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-bench-lighthouse-"));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
try {
  const blogHtml = await (await fetch(`${server.url}/blog`)).text();
  const blogPost = /href="(\/blog\/[^"#?]+)"/.exec(blogHtml)?.[1];
  if (!blogPost) throw new Error("no blog post linked from /blog");
  const seeker = await signUpOver(server.url, `lighthouse-${Date.now()}@example.com`);
  const pages: { path: string; signedIn: boolean; pastGate?: boolean }[] = [
    { path: "/", signedIn: false },
    { path: "/about", signedIn: false },
    { path: "/blog", signedIn: false },
    { path: blogPost, signedIn: false },
    { path: "/dice-divination", signedIn: true },
    { path: "/tarot/cards", signedIn: false },
    { path: "/tarot/cards/the-high-priestess", signedIn: false },
    { path: "/tarot/cards/queen-of-cups", signedIn: false },
    { path: "/runes/library", signedIn: false },
    { path: "/runes/algiz", signedIn: false },
    { path: "/pricing", signedIn: false },
    { path: "/tarot", signedIn: false },
    { path: "/numerology", signedIn: false },
    { path: "/astrology/leo", signedIn: false },
    { path: "/moon-phases", signedIn: false },
    { path: "/pendulum", signedIn: false },
    { path: "/ancient-texts", signedIn: false },
    { path: "/ancient-texts/hexagrams", signedIn: false },
    { path: "/ancient-texts/hexagrams/11-peace", signedIn: false },
    { path: "/angel-numbers", signedIn: false },
    { path: "/angel-numbers/1111", signedIn: false },
    { path: "/karmic-cycle", signedIn: false },
    { path: "/dream-analysis", signedIn: false },
    { path: "/dream-analysis/symbols/teeth", signedIn: false },
    { path: "/dream-analysis", signedIn: true },
    { path: "/spirit-guides", signedIn: false },
    { path: "/timelines", signedIn: false },
    { path: "/timelines", signedIn: true },
    { path: "/timelines", signedIn: true, pastGate: true },
    { path: "/dashboard", signedIn: true },
    { path: "/dashboard", signedIn: true, pastGate: true },
    { path: "/past-lives", signedIn: false },
    { path: "/past-lives", signedIn: true },
    { path: "/spirit-animals", signedIn: false },
    { path: "/spirit-animals", signedIn: true },
    { path: "/quantum-energy", signedIn: false },
    { path: "/quantum-energy", signedIn: true },
    { path: "/aura-chakra", signedIn: false },
    { path: "/aura-chakra", signedIn: true },
    { path: "/success-predictor", signedIn: false },
    { path: "/success-predictor", signedIn: true },
    // The twelve signs' free weekly pages (made by the server each week, one template).
    ...ZODIAC_SIGNS.map((sign) => ({ path: `/weekly/${sign}`, signedIn: false })),
    { path: "/ai-intuition", signedIn: false },
    { path: "/ai-intuition", signedIn: true },
    { path: "/reports", signedIn: true, pastGate: true },
  ].filter(
    (page) =>
      ONLY.length === 0 ||
      ONLY.some((part) =>
        part === "/"
          ? page.path === "/"
          : part.startsWith("=")
            ? page.path === part.slice(1)
            : page.path.includes(part),
      ),
  );

  const report: Record<string, unknown>[] = [];
  for (const page of pages) {
    const runs: PageRun[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await audit(`${server.url}${page.path}`, page.signedIn ? seeker.cookie : undefined, page.pastGate));
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
    ) as Record<Category, number>;
    const entry = {
      path: page.path,
      signedIn: page.signedIn,
      pastGate: page.pastGate ?? false,
      runs: RUNS,
      scores,
      scoreRuns: Object.fromEntries(CATEGORIES.map((category) => [category, runs.map((run) => run.scores[category])])),
      metricsMs: Object.fromEntries(
        METRICS.map((id) => [id, Math.round(median(runs.map((run) => run.metricsMs[id]!)))]),
      ),
      scriptKb: median(runs.map((run) => run.scriptKb)),
      stylesheetKb: median(runs.map((run) => run.stylesheetKb)),
      meetsTargets: page.signedIn
        ? null
        : CATEGORIES.every((category) => scores[category] >= TARGETS[category]) &&
          median(runs.map((run) => run.metricsMs["first-contentful-paint"]!)) <= FCP_TARGET_MS,
      failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    };
    report.push(entry);
    console.log(
      `${page.path}${page.signedIn ? " (signed in)" : ""}${page.pastGate ? " (past the disclaimer)" : ""}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(", ")}; ` +
        `FCP ${entry.metricsMs["first-contentful-paint"]} ms, LCP ${entry.metricsMs["largest-contentful-paint"]} ms ` +
        `(runs: performance ${runs.map((run) => run.scores.performance).join(", ")}; FCP ${runs.map((run) => Math.round(run.metricsMs["first-contentful-paint"]!)).join(", ")}); ` +
        `JS ${entry.scriptKb} KB, CSS ${entry.stylesheetKb} KB transferred`,
    );
    for (const failed of entry.failedAudits) console.log(`  below 0.9: ${failed}`);
  }

  const firstLoadKb = homeFirstLoadKb();
  console.log(`home page first-load JavaScript: ${firstLoadKb} KB gzip (target ≤ ${FIRST_LOAD_TARGET_KB})`);
  mkdirSync("bench/results", { recursive: true });
  const date = new Date().toISOString();
  const file = path.join("bench/results", `lighthouse-${date.replaceAll(":", "-")}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date, machine: { cpus: os.cpus().length, node: process.version }, targets: { ...TARGETS, fcpMs: FCP_TARGET_MS, firstLoadKb: FIRST_LOAD_TARGET_KB }, firstLoadKb, pages: report }, null, 2)}\n`,
  );
  console.log(`Report written to ${file}`);
} finally {
  await server.stop("SIGTERM");
}
