import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

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
  // Our server's configuration names. (better-auth's client bundles its own env helper, which names
  // BETTER_AUTH_SECRET without any value; that name alone is not checked here.)
  const forbidden = [
    /OPENAI_API_KEY|OPENAI_BASE_URL|OPENAI_MODEL|ORACLE_TIMEOUT_MS|DATABASE_URL|CHAT_WEBHOOK_URL|TRUST_PROXY/,
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
