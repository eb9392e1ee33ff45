import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, repositoryRoot as root, wordsOf } from "./page-sources";
import { PLAN_OFFERS, PRICING_PAGE } from "./site/pricing";

/**
 * The product never calls the built-in oracle's text AI (decision 015). "AI" may appear only in a
 * sentence about the optional AI provider: one that names the AI text service (or provider) and says
 * it writes only when the operator connects one; and in the badge on a provider's text ("AI · model").
 * Read here: every string of the content modules (site, legal, blog, the oracle's words), the plans,
 * and every string and text of the client's components and pages.
 */

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** A sentence about the optional AI provider: it names the service and says when it writes. */
const ABOUT_THE_PROVIDER = (sentence: string) =>
  /\bAI (text )?(service|provider)s?\b/i.test(sentence) && /\b(if|when|where|only|unless)\b/i.test(sentence);
/** The badge on a provider's text: "AI · <model>". */
const isBadge = (file: string, text: string) => file.endsWith("enhancement-author.tsx") && /^AI · \$\{/.test(text);

const SOURCES = [
  ...filesUnder("content/site", /\.ts$/),
  ...filesUnder("content/legal", /\.ts$/),
  ...filesUnder("content/blog", /\.ts$/),
  ...filesUnder("content/oracle", /\.ts$/),
  ...filesUnder("content/spirit-guides", /\.ts$/),
  ...filesUnder("src/client", /\.tsx$/),
];

describe("where the product says AI", () => {
  it("reads the copy of every surface", () => {
    expect(SOURCES.length).toBeGreaterThan(40);
  });

  it("says AI only in sentences about the optional AI provider, and in the AI badge", () => {
    const offending = SOURCES.flatMap((file) =>
      wordsOf(readFileSync(file, "utf8")).flatMap((text) =>
        isBadge(file, text)
          ? []
          : sentencesOf(text)
              .filter((sentence) => /\bAI\b/.test(sentence) && !ABOUT_THE_PROVIDER(sentence))
              .map((sentence) => `${path.relative(root, file)}: ${sentence}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it("never says AI in the built-in oracle's words or in the plans", () => {
    const composerWords = filesUnder("content/oracle/composer", /\.ts$/).flatMap((file) =>
      wordsOf(readFileSync(file, "utf8")),
    );
    expect(composerWords.filter((text) => /\bAI\b|artificial intelligence/i.test(text))).toEqual([]);
    const planWords = [
      ...PLAN_OFFERS.flatMap((plan) => [plan.title, plan.tagline, ...plan.features]),
      ...Object.values(PRICING_PAGE as Record<string, unknown>).filter((value) => typeof value === "string"),
      ...PRICING_PAGE.faq.flatMap((entry) => [entry.question, entry.answer]),
    ];
    expect(planWords.filter((text) => /\bAI\b/.test(text))).toEqual([]);
  });

  it("tells the seeker, where it explains enhanced readings, that AI text is labelled AI", () => {
    const help = readFileSync(path.join(root, "content", "site", "help-center.ts"), "utf8");
    expect(help).toMatch(/marked “AI” with the model's name/);
    const terms = readFileSync(path.join(root, "content", "legal", "terms-of-service.ts"), "utf8");
    expect(terms).toMatch(/“The Oracle's voice” for our built-in oracle composer/);
  });
});
