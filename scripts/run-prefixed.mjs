import { spawn } from "node:child_process";

/**
 * Runs `command` in `cwd`, each line of its output written to stdout as `[name] line` (the scripts that run
 * commands side by side: `npm test`'s stages, `npm run lint`'s checks). Resolves to its exit code (1 when
 * it could not start or was stopped by a signal). `onSpawn` receives the process, to stop it with the run.
 */
export function runPrefixed(name, [command, ...args], { cwd, onSpawn = () => {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      // Plain text: the lines are read in a log, prefixed, not in a terminal.
      env: { NO_COLOR: "1", ...process.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    onSpawn(child);
    for (const stream of [child.stdout, child.stderr]) prefixLines(stream, name);
    child.on("error", (error) => {
      process.stdout.write(`[${name}] could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function prefixLines(stream, name) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => {
    if (pending) process.stdout.write(`[${name}] ${pending}\n`);
  });
}
