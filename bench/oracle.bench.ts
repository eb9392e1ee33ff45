// `npm run bench`: the oracle's latency targets, each against a baseline measured in the same run.
//  1. Click on Enhance → first enhanced words on screen, built-in composer (target: median ≤ 300 ms),
//     in the system Chromium; baseline: a trivial API round trip (GET /api/health) from the same page.
//  2. Time to the first token through our server vs straight from the provider (a local
//     OpenAI-compatible server), alternating A/B; the server's added latency (target: median ≤ 20 ms).
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startFakeOpenAi } from "../src/server/testing/fake-openai";
import { startServerProcess } from "../src/server/testing/server-process";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** A signed-in session with casts ready to enhance (a new user every 3 casts: the free plan's cap). */
async function newCasts(url: string, count: number): Promise<{ cookie: string; castIds: string[] }[]> {
  const sessions: { cookie: string; castIds: string[] }[] = [];
  for (let made = 0; made < count;) {
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({
        email: `bench-${made}-${Date.now()}@example.com`,
        password: "benchmark-password",
        name: "Bench",
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const castIds: string[] = [];
    for (let index = 0; index < 3 && made < count; index++, made++) {
      const cast = await fetch(`${url}/api/casts`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, cookie },
        body: JSON.stringify({ situation: "guidance" }),
      });
      castIds.push(((await cast.json()) as { id: string }).id);
    }
    sessions.push({ cookie, castIds });
  }
  return sessions;
}

async function benchClickToFirstWords() {
  const server = await startServerProcess();
  const { url } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const clickToWords: number[] = [];
  const apiRoundTrips: number[] = [];
  try {
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext({ baseURL: url });
      await context.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
      const page = await context.newPage();
      await page.request.post("/api/auth/sign-up/email", {
        data: { email: `click-${run}-${Date.now()}@example.com`, password: "benchmark-password", name: "Bench" },
        headers: { origin: url },
      });
      await page.goto("/dice-divination");
      await page.getByRole("button", { name: "Guidance" }).click();
      await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
      await page.getByTestId("reading-panel").waitFor();
      // A string, so the bundler's helpers (tsx names functions) do not leak into the page.
      const measured = (await page.evaluate(`(async () => {
        const button = [...document.querySelectorAll("button")].find((element) => element.textContent.includes("Enhance Reading"));
        const apiStart = performance.now();
        await fetch("/api/health");
        const apiRoundTrip = performance.now() - apiStart;
        const clickedAt = performance.now();
        button.click();
        return await new Promise((resolve) => {
          const check = () => {
            const text = document.querySelector('[data-testid="enhanced-text"]')?.textContent ?? "";
            if (text.trim()) resolve({ apiRoundTrip, firstWords: performance.now() - clickedAt });
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
      })()`)) as { apiRoundTrip: number; firstWords: number };
      if (run > 0) {
        clickToWords.push(measured.firstWords);
        apiRoundTrips.push(measured.apiRoundTrip);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { clickToWords, apiRoundTrips };
}

async function benchServerOverhead() {
  const provider = await startFakeOpenAi();
  provider.setBehaviour({
    kind: "stream",
    chunks: Array.from({ length: 20 }, (_, index) => `word${index} `),
    delayMs: 2,
  });
  const server = await startServerProcess({ OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: provider.baseUrl });
  const { url } = server;
  const direct: number[] = [];
  const viaServer: number[] = [];
  const firstChunk = async (response: Response, marker: string) => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error("stream ended early");
      buffer += decoder.decode(value, { stream: true });
      if (buffer.includes(marker)) {
        const at = performance.now();
        await reader.cancel().catch(() => {});
        return at;
      }
    }
  };
  try {
    const sessions = await newCasts(url, RUNS + 1);
    const casts = sessions.flatMap((session) => session.castIds.map((castId) => ({ castId, cookie: session.cookie })));
    for (const [index, cast] of casts.entries()) {
      // A: straight to the provider, the way our server calls it.
      let startedAt = performance.now();
      const directResponse = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
        body: JSON.stringify({ model: "gpt-4", stream: true, messages: [{ role: "user", content: "bench" }] }),
      });
      const directFirst = (await firstChunk(directResponse, '"content"')) - startedAt;
      // B: through our server's enhancement endpoint.
      startedAt = performance.now();
      const viaResponse = await fetch(`${url}/api/casts/${cast.castId}/enhance`, {
        method: "POST",
        headers: { origin: url, cookie: cast.cookie },
      });
      const viaFirst = (await firstChunk(viaResponse, "event: chunk")) - startedAt;
      if (index > 0) {
        direct.push(directFirst);
        viaServer.push(viaFirst);
      }
    }
  } finally {
    await server.stop();
    await provider.close();
  }
  return { direct, viaServer };
}

const { clickToWords, apiRoundTrips } = await benchClickToFirstWords();
const { direct, viaServer } = await benchServerOverhead();
const added = viaServer.map((value, index) => value - direct[index]!);
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  runs: RUNS,
  clickToFirstWordsMs: {
    median: round(median(clickToWords)),
    min: round(Math.min(...clickToWords)),
    max: round(Math.max(...clickToWords)),
    target: 300,
  },
  baselineApiRoundTripMs: { median: round(median(apiRoundTrips)) },
  clickToFirstWordsVsApiRoundTrip: round(median(clickToWords) / median(apiRoundTrips)),
  providerFirstTokenDirectMs: { median: round(median(direct)) },
  providerFirstTokenViaServerMs: { median: round(median(viaServer)) },
  serverAddedLatencyMs: {
    median: round(median(added)),
    min: round(Math.min(...added)),
    max: round(Math.max(...added)),
    target: 20,
  },
  viaServerVsDirect: round(median(viaServer) / median(direct)),
};
mkdirSync("bench/results", { recursive: true });
const file = path.join("bench/results", `oracle-${report.date.replaceAll(":", "-")}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
console.log(
  `\nEnhance → first words: median ${report.clickToFirstWordsMs.median} ms (target ≤ 300) — ${report.clickToFirstWordsVsApiRoundTrip}× a bare API round trip (${report.baselineApiRoundTripMs.median} ms)` +
    `\nServer added latency over the provider's first token: median ${report.serverAddedLatencyMs.median} ms (target ≤ 20); via server ${report.providerFirstTokenViaServerMs.median} ms vs direct ${report.providerFirstTokenDirectMs.median} ms` +
    `\nReport: ${file}`,
);
process.exit(0);
