import { spawn } from "node:child_process";

/**
 * `react-router build` into `directory` (inside the project, so the prerender resolves its modules), for the
 * tests that swap in a second version of the app: the rebuild fault test and the installable app's update
 * journey. PUBLIC_URL is built into the pages, so another one gives the scripts new names. A few library
 * entries of each kind are prerendered instead of some four hundred (BUILD_WITHOUT_LIBRARY): these tests swap
 * scripts, not pages.
 */
export function buildAppInto(directory: string, publicUrl: string): Promise<void> {
  const child = spawn(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      BUILD_DIR: directory,
      PUBLIC_URL: publicUrl,
      BUILD_WITHOUT_LIBRARY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${code}):\n${output}`)),
    ),
  );
}
