import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SERVER_ENV_NAMES } from "../../src/server/config/env";

const BUILD_DIR = path.resolve("build/client");

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

test("no secret, server variable or provider URL reaches a built client file", async () => {
  const files = (await listFiles(BUILD_DIR)).filter((file) => /\.(js|html|css|json|txt|map)$/.test(file));
  expect(files.length).toBeGreaterThan(10);
  // Every server configuration name with an underscore (HOST or PORT alone are ordinary words, and
  // NODE_ENV is how libraries pick their production build).
  const serverNames = SERVER_ENV_NAMES.filter((name) => name.includes("_") && name !== "NODE_ENV");
  expect(serverNames).toEqual(expect.arrayContaining(["BETTER_AUTH_SECRET", "OPENAI_API_KEY", "SMTP_URL"]));
  const forbidden = [
    new RegExp(`\\b(${serverNames.join("|")})\\b`),
    /\bsk-[A-Za-z0-9_-]{8,}/,
    /api\.openai\.com/,
    /dangerouslyAllowBrowser/,
  ];
  const offenders: string[] = [];
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (const pattern of forbidden)
      if (pattern.test(text)) offenders.push(`${path.relative(BUILD_DIR, file)}: ${pattern}`);
  }
  expect(offenders).toEqual([]);
});
