// `npm run bench` (part 2): the API under load, each figure against a baseline from the same run.
//  1. GET /api/readings/:dice over all 216 combinations, 50 connections, vs a bare node:http server
//     answering the same JSON (target: ≥ 60% of its throughput, p99 ≤ 15 ms, zero errors).
//  4. Server memory (RSS) under that load (target ≤ 250 MB), cold start to ready on an existing
//     embedded data directory (target ≤ 2 s), and the embedded server's memory just after (target ≤ 250 MB). The readings are served from memory, so the load runs against
//     PostgreSQL (BENCH_DATABASE_URL, default the local server's `postgres` database as admin), as in
//     production; the embedded database's own footprint is reported with the cold start.
import { fork } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startServerProcess } from "../src/server/testing/server-process";
import { benchDatabases } from "./bench-databases";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

const ALL_DICE: string[] = [];
for (let red = 1; red <= 6; red++)
  for (let white = 1; white <= 6; white++)
    for (let green = 1; green <= 6; green++) ALL_DICE.push(`${red}-${white}-${green}`);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(url: string, pid: number) {
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 200);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: ALL_DICE.map((dice) => ({ method: "GET", path: `/api/readings/${dice}` })),
  });
  clearInterval(sampler);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout among its errors too.
    errors: result.errors + result.non2xx,
    peakRssMb: round(peakRss),
  };
}

const databases = benchDatabases();
const database = await databases.create();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-bench-api-"));
let server = await startServerProcess({
  DATABASE_URL: database.url,
  BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
  LOG_LEVEL: "warn",
});
// The same 216 answers for the baseline, read from our own API.
const readings: Record<string, unknown> = {};
for (const dice of ALL_DICE) readings[dice] = await (await fetch(`${server.url}/api/readings/${dice}`)).json();
const readingsFile = path.join(dataDir, "readings.json");
writeFileSync(readingsFile, JSON.stringify(readings));
const baselinePort = await freePort();
const baseline = fork("bench/baseline-server.mjs", [readingsFile, String(baselinePort)], { stdio: "inherit" });
await new Promise((resolve) => baseline.once("message", resolve));

const ours: Awaited<ReturnType<typeof load>>[] = [];
const bare: Awaited<ReturnType<typeof load>>[] = [];
for (let round_ = 0; round_ < ROUNDS; round_++) {
  // Alternate, so drift on a shared machine hits both sides alike.
  bare.push(await load(`http://127.0.0.1:${baselinePort}`, baseline.pid!));
  ours.push(await load(server.url, server.child.pid!));
  console.log(
    `round ${round_ + 1}: ours ${Math.round(ours.at(-1)!.requestsPerSecond)} req/s, bare ${Math.round(bare.at(-1)!.requestsPerSecond)} req/s`,
  );
}
baseline.kill();

await server.stop("SIGTERM");
await databases.dropAll();

// Cold start: the server on the embedded database, stopped and started again on its existing data
// directory (the first start creates, migrates and seeds it).
server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const startups: number[] = [];
let embeddedIdleRssMb = 0;
for (let attempt = 0; attempt < 3; attempt++) {
  await server.stop("SIGTERM");
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  startups.push(server.startupMs);
  embeddedIdleRssMb = Math.max(embeddedIdleRssMb, rssMb(server.child.pid!));
}
await server.stop("SIGTERM");

const oursRps = median(ours.map((run) => run.requestsPerSecond));
const bareRps = median(bare.map((run) => run.requestsPerSecond));
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  readings: {
    connections: CONNECTIONS,
    secondsPerRun: SECONDS,
    rounds: ROUNDS,
    oursRequestsPerSecond: Math.round(oursRps),
    baselineRequestsPerSecond: Math.round(bareRps),
    ratio: Math.round((oursRps / bareRps) * 1000) / 1000,
    targetRatio: 0.6,
    oursP99Ms: median(ours.map((run) => run.p99Ms)),
    baselineP99Ms: median(bare.map((run) => run.p99Ms)),
    targetP99Ms: 15,
    errors: ours.reduce((sum, run) => sum + run.errors, 0),
  },
  memory: {
    peakRssMb: Math.max(...ours.map((run) => run.peakRssMb)),
    targetMb: 250,
    embeddedDatabaseIdleRssMb: round(embeddedIdleRssMb),
    embeddedDatabaseIdleTargetMb: 250,
  },
  coldStart: { medianMs: Math.round(median(startups)), runsMs: startups.map(Math.round), targetMs: 2000 },
};
console.table({
  "readings req/s (ours / bare)": `${report.readings.oursRequestsPerSecond} / ${report.readings.baselineRequestsPerSecond} = ${report.readings.ratio} (target ≥ 0.6)`,
  "readings p99 ms": `${report.readings.oursP99Ms} (bare ${report.readings.baselineP99Ms}; target ≤ 15)`,
  errors: report.readings.errors,
  "peak RSS MB": `${report.memory.peakRssMb} (target ≤ 250)`,
  "idle RSS MB, embedded database": `${report.memory.embeddedDatabaseIdleRssMb} (target ≤ 250)`,
  "cold start ms (median)": `${report.coldStart.medianMs} (target ≤ 2000)`,
});
mkdirSync("bench/results", { recursive: true });
const file = path.join("bench/results", `api-${report.date.replaceAll(":", "-")}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Report written to ${file}`);
