// The first-load budget of every prerendered page type, checked at the end of `npm run build`.
//
//   tsx scripts/page-budgets.ts            check the build against scripts/page-budgets.json
//   tsx scripts/page-budgets.ts --record   write what the build measures as the new budgets
//
// A page type is the route that renders it (`routes/tarot-card` for the 78 card pages). Its first load is
// counted as the build-size test and the Lighthouse bench count it (scripts/first-load.ts), gzipped. The
// build fails when a type exceeds its recorded budget by more than SLACK_KB, when a type has no budget
// (a new page: record it), or when the budgets name a type the build no longer has.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadScripts, gzippedKb } from "./first-load";

/** How far a page type may grow past its recorded budget before the build fails (KB gzip). */
export const SLACK_KB = 5;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(root, "build/client");
const BUDGETS_FILE = path.join(root, "scripts/page-budgets.json");

export interface PageTypeSize {
  /** One page of the type, to name in messages and to open in a browser. */
  example: string;
  pages: number;
  kb: number;
}

/** The route ids a prerendered page hydrates, apart from the root: its page type. */
export function pageTypeOf(html: string): string | null {
  const modules = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(html)?.[1];
  if (!modules) return null;
  const ids = [...modules.matchAll(/"([^"]+)":/g)].map((match) => match[1]!).filter((id) => id !== "root");
  return ids.length > 0 ? ids.join(" + ") : null;
}

/** Every prerendered page of the build: its address and its file. */
function prerenderedPages(buildDir: string): { urlPath: string; file: string }[] {
  return readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html" && !file.startsWith("assets"))
    .map((file) => ({ urlPath: `/${path.dirname(file).replace(/^\.$/, "")}`, file: path.join(buildDir, file) }));
}

/** Every page type of the build, with its largest first load (KB gzip, to the hundredth). */
export function measurePageTypes(buildDir = BUILD_DIR): Record<string, PageTypeSize> {
  const sizes: Record<string, PageTypeSize> = {};
  const assetKb = new Map<string, number>();
  const kbOf = (asset: string) => {
    if (!assetKb.has(asset)) assetKb.set(asset, gzippedKb(buildDir, asset));
    return assetKb.get(asset)!;
  };
  for (const page of prerenderedPages(buildDir).sort((a, b) => a.urlPath.localeCompare(b.urlPath))) {
    const html = readFileSync(page.file, "utf8");
    const type = pageTypeOf(html);
    if (!type) continue;
    const kb = Math.ceil(firstLoadScripts(html).reduce((total, asset) => total + kbOf(asset), 0) * 100) / 100;
    const known = sizes[type];
    if (!known) sizes[type] = { example: page.urlPath, pages: 1, kb };
    else sizes[type] = { ...known, pages: known.pages + 1, kb: Math.max(known.kb, kb) };
  }
  return sizes;
}

/** What keeps a build from passing: each line names the page type, its size and its budget. */
export function budgetProblems(
  measured: Record<string, PageTypeSize>,
  budgets: Record<string, number>,
  slackKb = SLACK_KB,
): string[] {
  const problems: string[] = [];
  for (const [type, size] of Object.entries(measured)) {
    const budget = budgets[type];
    if (budget === undefined) {
      problems.push(`${type} (${size.example}): ${size.kb.toFixed(2)} KB and no recorded budget`);
    } else if (size.kb > budget + slackKb) {
      problems.push(
        `${type} (${size.example}): ${size.kb.toFixed(2)} KB, over its budget of ${budget.toFixed(2)} KB by ` +
          `${(size.kb - budget).toFixed(2)} KB (${slackKb} KB allowed)`,
      );
    }
  }
  for (const type of Object.keys(budgets)) {
    if (!measured[type]) problems.push(`${type}: a recorded budget for a page type the build no longer has`);
  }
  return problems;
}

function main() {
  const measured = measurePageTypes();
  if (Object.keys(measured).length === 0) throw new Error(`no prerendered pages in ${BUILD_DIR}: build first`);
  if (process.argv.includes("--record")) {
    const budgets = Object.fromEntries(
      Object.entries(measured)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([type, size]) => [type, size.kb]),
    );
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(`Recorded the first-load budgets of ${Object.keys(budgets).length} page types.`);
    return;
  }
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, "utf8")) as Record<string, number>;
  const problems = budgetProblems(measured, budgets);
  if (problems.length > 0) {
    console.error(
      [
        "First-load budgets (scripts/page-budgets.json) not kept:",
        ...problems.map((problem) => `  - ${problem}`),
        "Take the bytes out, or, when the growth is deliberate, record the new sizes with",
        "`npx tsx scripts/page-budgets.ts --record` and say why in the commit.",
      ].join("\n"),
    );
    process.exit(1);
  }
  const largest = Object.values(measured).reduce((a, b) => (b.kb > a.kb ? b : a));
  console.log(
    `First loads within budget: ${Object.keys(measured).length} page types, the largest ${largest.example} ` +
      `at ${largest.kb.toFixed(2)} KB gzip.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
