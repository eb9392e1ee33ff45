import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The one place tests, fault tests, benchmarks and scripts get a port and start the real server: a
 * free loopback port, the server process started and awaited until it answers, and stopped.
 */

/** The V8 flags and environment `npm start` gives the server (read as a file, so Node, Vitest and Playwright all load this module alike). */
const SERVER_PROCESS = JSON.parse(readFileSync(new URL("../server-process.json", import.meta.url), "utf8")) as {
  nodeFlags: string[];
  env: Record<string, string>;
};

/**
 * The server bundle to start, as `npm start` runs it (scripts/bundle-server.mjs): the one a Vitest run makes
 * from the sources as they are (global-setup.ts names it in SERVER_BUNDLE), else the one `npm run build`
 * made, which the journeys and the benchmarks run after building.
 */
function serverBundle(chosen?: string): string {
  const bundle = chosen ?? process.env.SERVER_BUNDLE ?? path.resolve("build/server/main.mjs");
  if (!existsSync(bundle)) throw new Error(`no server bundle at ${bundle}: run \`npm run build\` first`);
  return bundle;
}

/**
 * The server's clock moved `days` ahead by Debian's libfaketime, preloaded into the server's own process.
 * The `faketime` command would fork and wait: a signal sent to it ends the wrapper by the signal and
 * leaves the server running without its graceful stop.
 */
function clockAheadEnv(days: number): Record<string, string> {
  const library = readdirSync("/usr/lib", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join("/usr/lib", entry.name, "faketime/libfaketime.so.1"))
    .find((candidate) => existsSync(candidate));
  if (!library) throw new Error("libfaketime is not installed: `apt-get install faketime`");
  return { LD_PRELOAD: library, FAKETIME: `+${days}d` };
}

/** A loopback port nothing listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  /** Output the process wrote (stdout and stderr), for messages and diagnostics. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * The production server (`src/server/main.ts`, bundled as `npm start` runs it) as its own process on a free loopback port, with a
 * throwaway embedded database unless `env` names one. Resolves once /api/health answers; rejects if
 * the process exits first or is not healthy in 30 s.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: {
    port?: number;
    waitForHealth?: boolean;
    nodeArgs?: string[];
    /** Another copy of the server bundle's entry point than the run's (a test of the entry point itself). */
    bundle?: string;
    /** The server's clock this many days ahead of the real one (Debian's libfaketime). */
    clockAheadDays?: number;
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  // The V8 flags and allocator setting `npm start` uses, so benchmarks and fault tests measure the server as it runs.
  const nodeArgs = [...SERVER_PROCESS.nodeFlags, ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, serverBundle(options.bundle)], {
    env: {
      ...SERVER_PROCESS.env,
      ...process.env,
      ...(options.clockAheadDays ? clockAheadEnv(options.clockAheadDays) : {}),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "mystic-proc-")),
      LOG_LEVEL: "warn",
      AUTH_SIGN_UP_LIMIT_PER_MINUTE: "1000000",
      AUTH_SIGN_IN_LIMIT_PER_10_SECONDS: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const process_: ServerProcess = {
    url,
    child,
    startupMs: 0,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitForHealth === false) return process_;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  // A fresh embedded database is migrated and seeded first: seconds when idle, more on a busy machine.
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        process_.startupMs = performance.now() - startedAt;
        return process_;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not become healthy in 60 s:\n${output}`);
}

/** Signs up through the HTTP API and returns the session cookie and user id. */
export async function signUpOver(url: string, email: string, password = "correct horse battery") {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password, name: email.split("@")[0] }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, userId: user.id };
}

/** A JSON call to a server process as a signed-in browser makes it (its origin, the session cookie); throws on an error status. */
export async function callOver(
  server: { url: string },
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown } = {},
): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: { origin: server.url, cookie, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
