import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The words the pages are made of, read from their sources for the copy tests (copy-promises.test.ts,
 * ai-mentions.test.ts): every file that is not a test, and in each the words it shows or says.
 */

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every file under `directory` (a path from the repository's root) whose name matches, tests left out. */
export function filesUnder(directory: string, pattern: RegExp): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return walk(full);
      return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
    });
  return walk(path.join(repositoryRoot, directory));
}

/** The words a file shows or says: its string literals and JSX text, its comments left out. */
export function wordsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const strings = [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
  const jsxText = [...code.matchAll(/>([^<>{}]+)</g)].map((match) => match[1]!);
  return [...strings, ...jsxText];
}

/**
 * The source of every page: the client's routes, features and components, and everything in content/
 * (the readings' JSON included).
 */
export const PAGE_SOURCES = [
  ...filesUnder("src/client/routes", /\.tsx?$/),
  ...filesUnder("src/client/features", /\.tsx?$/),
  ...filesUnder("src/client/components", /\.tsx?$/),
  ...filesUnder("content", /\.(ts|json)$/),
];

/** What a page source shows, as "path: words" lines (a JSON file is all words). */
export function pageWords(file: string): { file: string; words: string[] } {
  const source = readFileSync(file, "utf8");
  return { file: path.relative(repositoryRoot, file), words: file.endsWith(".json") ? [source] : wordsOf(source) };
}
