import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: no comment or document cites a document that is not in it. The
 * product's rules are in docs/product.md; a comment points there or says the rule in plain words.
 *
 * The names are built from parts so that this file does not trip its own check.
 */
const EXTERNAL_NAMES = [["SP", "EC"].join(""), ["DES", "IGN"].join("")];
const SECTION_SIGN = "\u00a7";
const FORBIDDEN = new RegExp(
  [
    ...EXTERNAL_NAMES.map((name) => `${name}\\.md`),
    ...EXTERNAL_NAMES.map((name) => `\\b${name} ?${SECTION_SIGN}`),
  ].join("|"),
  "i",
);

/** Generated, binary or asset files, which carry no prose of ours. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /\.(png|jpe?g|gif|webp|ico|svg|woff2?|ttf|otf|pdf|gz|br|zip)$/i];

const root = fileURLToPath(new URL("..", import.meta.url));

function trackedTextFiles(): string[] {
  const listing = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return listing
    .split("\0")
    .filter((path) => path !== "" && !SKIPPED.some((pattern) => pattern.test(path)))
    .filter((path) => existsSync(`${root}/${path}`));
}

describe("the repository stands alone", () => {
  it("has no comment or document citing a document outside it", () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const path of files) {
      const text = readFileSync(`${root}/${path}`, "utf8");
      if (text.includes("\0")) continue;
      text.split("\n").forEach((line, index) => {
        if (FORBIDDEN.test(line)) hits.push(`${path}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(hits, `Cite docs/product.md or say the rule in plain words:\n${hits.join("\n")}`).toEqual([]);
  });
});
