import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  formatUsd,
  PAST_DUE_GRACE_DAYS,
  PLAN_TERMS,
} from "../src/shared/billing";
import type { LegalDocument } from "../src/shared/content-types/site";
import { CAST_QUESTION_MAX_LENGTH } from "../src/shared/field-limits";
import { listSitemapPaths } from "../src/shared/site-routes";
import { isPlaceholderEmail, isPlaceholderPhone } from "../src/shared/support-contact";
import { blogPosts } from "./blog/posts";
import { legalDisclaimer } from "./legal/disclaimer";
import { LEGAL_LAST_UPDATED, LEGAL_TEXTS_FINGERPRINT } from "./legal/last-updated";
import { privacyPolicy } from "./legal/privacy-policy";
import { termsOfService } from "./legal/terms-of-service";
import { filesUnder, PAGE_SOURCES, pageWords } from "./page-sources";
import { RUNES } from "./runes";
import { aboutContent } from "./site/about";
import { helpCenterContent } from "./site/help-center";
import { homeContent } from "./site/home";
import { serviceCards } from "./site/services";
import { TAROT_CARDS } from "./tarot";

/**
 * The promises in Help, Terms, Privacy and the disclaimer must match what the product does today.
 * Each text is rendered to plain lines, its headings apart (a heading names a topic, it promises
 * nothing), and read a sentence at a time.
 */
interface PlainText {
  headings: string[];
  body: string[];
}

function legalDocumentText(document: LegalDocument): PlainText {
  return {
    headings: [document.title, ...document.sections.map((section) => section.heading)],
    body: [
      document.description,
      document.intro,
      ...document.sections.flatMap((section) => [
        ...section.paragraphs,
        ...(section.bullets ?? []),
        ...(section.table ? [section.table.caption, ...section.table.headers, ...section.table.rows.flat()] : []),
      ]),
    ],
  };
}

const texts: Record<string, PlainText> = {
  "Help Center": {
    headings: [...helpCenterContent.sections.map((section) => section.title), helpCenterContent.support.title],
    body: [
      helpCenterContent.intro,
      ...helpCenterContent.sections.flatMap((section) => section.items.flatMap((item) => [item.question, item.answer])),
      helpCenterContent.support.text,
    ],
  },
  "Terms of Service": legalDocumentText(termsOfService),
  "Privacy Policy": legalDocumentText(privacyPolicy),
  Disclaimer: { headings: [legalDisclaimer.title], body: legalDisclaimer.paragraphs },
};

function sentencesOf(lines: string[]): string[] {
  return lines
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Sentences of every text that match `pattern` and are not accepted, as "Text: sentence" for a
 * readable failure. Headings are read too unless `bodyOnly`.
 */
function sentencesMatching(
  pattern: RegExp,
  { accept = () => false, bodyOnly = false }: { accept?: (sentence: string) => boolean; bodyOnly?: boolean } = {},
): string[] {
  return Object.entries(texts).flatMap(([name, text]) =>
    sentencesOf(bodyOnly ? text.body : [...text.headings, ...text.body])
      .filter((sentence) => pattern.test(sentence) && !accept(sentence))
      .map((sentence) => `${name}: ${sentence}`),
  );
}

/** Whether a text says something matching `pattern`, failing with the text's name rather than all of it. */
function expectToSay(name: string, pattern: RegExp) {
  const text = texts[name]!;
  expect(pattern.test([...text.headings, ...text.body].join("\n")), `${name} should say ${pattern}`).toBe(true);
}

/** A sentence that states a condition ("if credits are ever offered…") rather than a fact. */
const CONDITIONAL = /\b(if|when|where|unless|only|until)\b|\bnot (yet )?(available|offered)\b|\bno credits\b/i;
const isConditional = (sentence: string) => CONDITIONAL.test(sentence);

describe("promises in Help, Terms, Privacy and the disclaimer", () => {
  it.each([
    [
      /once on (that|this|your) browser/i,
      "the disclaimer is accepted per browser session and asked again in a new one",
    ],
    [/account settings/i, "there is no account settings page: the dashboard holds the profile and Security"],
    [/community (forums?|areas?|posts?)/i, "there are no community forums or community areas"],
    [/\bguests?\b|cast (the )?dice as a visitor/i, "casting the dice needs an account"],
    [/nothing to type/i, "the cast has an optional question field"],
    [/\bad-free\b|\bno ads\b|\bno advertising\b|(may|might|will|can) show (advertising|ads)/i, "no plan shows ads"],
    [
      /cannot be bought|takes no payments|no payments|if and when|if payments are ever|not yet available|\(planned\)/i,
      "the plans can be bought and donations made (decision 020)",
    ],
    [/priority support|early access|weekly cosmic reports?/i, "the product offers none of these"],
    [/display name/i, "the profile has a full name, not a display name"],
    [/change your password/i, "a password is replaced through 'Forgot password?', not changed in place"],
    [/we filter/i, "only an AI provider's own filter exists, and only when a provider is configured"],
  ])("says nothing that matches %s (%s)", (pattern) => {
    expect(sentencesMatching(pattern).join("\n")).toBe("");
  });

  it.each([
    [/\bcredits?\b/i, "there are no credits"],
    [/\bAI\b/i, "enhanced readings and chat replies come from built-in text unless an AI provider is configured"],
  ])("states %s only as a condition (%s)", (pattern) => {
    expect(sentencesMatching(pattern, { accept: isConditional, bodyOnly: true }).join("\n")).toBe("");
  });

  it("says the disclaimer comes back with each new browser session", () => {
    expectToSay("Help Center", /browser session/i);
    expectToSay("Help Center", /new tab/i);
  });

  it("says the question before a cast is optional, and what becomes of it", () => {
    expectToSay("Help Center", /question is optional/i);
    expectToSay("Help Center", new RegExp(`up to ${CAST_QUESTION_MAX_LENGTH} characters`));
  });

  it("says an account is needed to cast the dice", () => {
    expectToSay("Help Center", /casting the dice needs a free account/i);
    expectToSay("Terms of Service", /casting the dice needs a free account/i);
  });

  it("says the e-mail address cannot be changed", () => {
    for (const name of ["Help Center", "Privacy Policy"]) {
      expectToSay(name, /e-mail address cannot be changed/i);
    }
  });

  it("sends the seeker to /pricing for the plans and donations", () => {
    const helpLinks = helpCenterContent.sections.flatMap((section) => section.items.map((item) => item.link?.href));
    expect(helpLinks.filter((href) => href === "/pricing").length).toBeGreaterThanOrEqual(3);
    expectToSay("Terms of Service", /Pricing page at \/pricing/);
  });

  it("lists in the Terms every plan with the figures of PLAN_TERMS", () => {
    const bullets = termsOfService.sections.find((section) => section.id === "subscriptions-and-billing")!.bullets!;
    expect(bullets).toHaveLength(PLAN_TERMS.length);
    PLAN_TERMS.forEach((plan, index) => {
      const bullet = bullets[index]!;
      expect(bullet).toContain(`${plan.name} plan`);
      expect(bullet).toContain(plan.priceCents === 0 ? "free" : `${formatUsd(plan.priceCents)} per month`);
      expect(bullet).toContain(plan.dailyLimit === null ? "Unlimited casts" : `${plan.dailyLimit} casts`);
      expect(bullet).toContain(`${plan.enhancementsPerDay} enhanced readings a day`);
      if (plan.minTier > 1) expect(bullet).toContain(`tier ${plan.minTier} of 5`);
    });
  });

  it("describes the weekly report as built: the paid plans, Sunday from 06:00, the archive, the way to turn it off", () => {
    for (const name of ["Help Center", "Terms of Service"]) {
      expectToSay(name, /weekly report/i);
      expectToSay(name, /Sunday from 06:00/);
      expectToSay(name, /\/reports/);
      expectToSay(name, /turns? (it )?off|To stop it/i);
    }
    expectToSay("Help Center", /Mystic Novice and Arcane Explorer plans/);
  });

  it("says a failed payment keeps the plan for the grace period of PAST_DUE_GRACE_DAYS", () => {
    for (const name of ["Help Center", "Terms of Service"]) {
      expectToSay(name, new RegExp(`\\b${PAST_DUE_GRACE_DAYS} days\\b`));
    }
  });

  it("says donations are voluntary, buy nothing and run from DONATION_MIN_CENTS to DONATION_MAX_CENTS", () => {
    const bounds = new RegExp(
      `${formatUsd(DONATION_MIN_CENTS).replace("$", "\\$")} to ${formatUsd(DONATION_MAX_CENTS).replace("$", "\\$")}`,
    );
    for (const name of ["Help Center", "Terms of Service"]) {
      expectToSay(name, bounds);
      expectToSay(name, /voluntary/i);
    }
    expectToSay("Help Center", /buys nothing/i);
    expectToSay("Terms of Service", /do not buy anything/i);
    expectToSay("Terms of Service", /not tax-deductible/i);
  });

  it("says payments are final except where the law requires a refund", () => {
    expectToSay("Help Center", /not refunded, except where the law requires/i);
    expectToSay("Terms of Service", /non-refundable, except where the law requires/i);
  });

  it("says the card is entered on Stripe's page and never reaches our servers", () => {
    for (const name of ["Help Center", "Terms of Service", "Privacy Policy"]) {
      expectToSay(name, /Stripe's (own |checkout )?page/);
      expectToSay(name, /never reaches our servers/i);
    }
  });

  it("says what happens to payments when the account is deleted, and that the export holds them", () => {
    expectToSay("Privacy Policy", /survive account deletion without your name or e-mail address/i);
    expectToSay("Privacy Policy", /cancels a live paid plan with Stripe at once/i);
    expectToSay("Privacy Policy", /newsletter status, plan and payments/i);
    expectToSay("Terms of Service", /Deleting your account ends a paid plan at once/i);
  });

  it("names the built-in oracle composer as the default writer of enhanced readings", () => {
    for (const name of ["Help Center", "Terms of Service", "Privacy Policy"]) {
      expectToSay(name, /built-in oracle composer/i);
    }
  });

  it("lists the storage the site uses and no tracking", () => {
    const cookies = privacyPolicy.sections.find((section) => section.id === "cookies")!.paragraphs.join("\n");
    for (const pattern of [/session cookie/i, /\btz\b/, /session storage/i, /no analytics/i]) {
      expect(pattern.test(cookies), `the cookies section should say ${pattern}`).toBe(true);
    }
  });
});

describe("the legal texts' last-updated date", () => {
  it("is the one shared date on both texts, and no other date is left in them", () => {
    expect(termsOfService.lastUpdated).toBe(LEGAL_LAST_UPDATED);
    expect(privacyPolicy.lastUpdated).toBe(LEGAL_LAST_UPDATED);
    expect(LEGAL_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sentencesMatching(/\b\d{4}-\d{2}-\d{2}\b|last updated|effective (date|from|as of)/i).join("\n")).toBe("");
  });

  it("is not in the future", () => {
    // Today in the furthest-ahead time zone (UTC+14), so the check holds wherever it runs.
    const latestToday = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
    expect(LEGAL_LAST_UPDATED <= latestToday, `${LEGAL_LAST_UPDATED} is after ${latestToday}`).toBe(true);
  });

  it("was moved with the last edit to the texts (their fingerprint is the one recorded with the date)", () => {
    const withoutDate = (document: object) => JSON.stringify({ ...document, lastUpdated: undefined });
    const fingerprint = createHash("sha256")
      .update(withoutDate(termsOfService))
      .update(withoutDate(privacyPolicy))
      .digest("hex")
      .slice(0, 16);
    expect(fingerprint, "the legal texts changed: move LEGAL_LAST_UPDATED and record this fingerprint").toBe(
      LEGAL_TEXTS_FINGERPRINT,
    );
  });
});

/**
 * Figures and contact details, on every page in any build (docs/decisions/027-true-figures-and-contact-details.md):
 * the operator's details come from the server's settings, never from a page's source, and every figure
 * is a fact of the product that a test can count.
 */
describe("figures and contact details on every page", () => {
  const sources = PAGE_SOURCES.map(pageWords);
  /** Every match of `pattern` in what the pages show, as "file: match". */
  const found = (pattern: RegExp, keep: (match: string) => boolean = () => true) =>
    sources.flatMap(({ file, words }) =>
      words.flatMap((text) =>
        [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))]
          .map((match) => match[0])
          .filter(keep)
          .map((match) => `${file}: ${match}`),
      ),
    );

  it("reads the source of every route, feature, component and content file", () => {
    for (const folder of ["src/client/routes/", "src/client/features/", "src/client/components/", "content/"]) {
      expect(sources.filter(({ file }) => file.startsWith(folder)).length, folder).toBeGreaterThan(15);
    }
    for (const file of [
      "src/client/routes/home.tsx",
      "src/client/routes/contact-us.tsx",
      "content/readings/red-1.json",
    ]) {
      expect(sources.map((source) => source.file)).toContain(file);
    }
  });

  it("names no e-mail address: the operator's comes from SUPPORT_EMAIL, and none at a domain kept for examples", () => {
    const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
    // The e-mail field's sample text shows how an address looks, not where to write.
    const isContact = (address: string) => address !== "you@example.com";
    expect(found(EMAIL, (address) => isContact(address) && isPlaceholderEmail(address))).toEqual([]);
    expect(found(EMAIL, isContact)).toEqual([]);
  });

  it("names no 555 or drama phone number: the operator's WhatsApp comes from SUPPORT_WHATSAPP", () => {
    expect(found(/\+?\(?\d[\d\s().-]{5,}\d/, isPlaceholderPhone)).toEqual([]);
    expect(found(/whatsapp[^.]*\+\d/i)).toEqual([]);
  });

  it("names no street address: the operator's comes from POSTAL_ADDRESS", () => {
    const STREET =
      /\b\d{1,5}\s+([A-Z][a-z]+\s+){1,3}(Row|Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Way|Court|Place|Square)\b/;
    expect(found(STREET)).toEqual([]);
    expect(found(/\b[A-Z]{2} \d{5}(-\d{4})?\b|\bSuite \d+|\bP\.?O\.? Box\b|Lantern Row|Salem\b/)).toEqual([]);
  });

  it("calls nothing accuracy and shows no invented count", () => {
    expect(found(/\baccura(cy|te rate)\b/i)).toEqual([]);
    expect(found(/\b\d{1,3}(,\d{3})+\+|Active Seekers|Readings Given/i)).toEqual([]);
  });

  it("names no founder, and links no account that is not there", () => {
    expect(found(/(?<!-)\bfounders?\b|\bElowen\b/i)).toEqual([]);
    expect(found(/^#$/)).toEqual([]);
  });

  it("says how the readings were written, without calling them hand-written", () => {
    expect(found(/hand-?written|written by hand/i)).toEqual([]);
    expect(found(/as one story/i)).toEqual([]);
  });
});

describe("the home page's figures", () => {
  const readingsInContent = filesUnder("content/readings", /\.json$/).reduce(
    (count, file) => count + (JSON.parse(readFileSync(file, "utf8")) as unknown[]).length,
    0,
  );

  it("are facts of the product, counted from its data", () => {
    const byLabel = Object.fromEntries(homeContent.stats.map((stat) => [stat.label, stat]));
    expect(homeContent.stats).toHaveLength(4);
    expect(byLabel["Dice readings, one for each roll"]?.value).toBe(String(readingsInContent));
    expect(byLabel["Tarot cards"]?.value).toBe(String(TAROT_CARDS.length));
    expect(byLabel["Elder Futhark runes"]?.value).toBe(String(RUNES.length));
    expect(byLabel["Dice and draws anyone can verify"]?.href).toBe("/fairness");
    expect(listSitemapPaths([])).toContain("/fairness");
  });
});

describe("what the site says about the chat guide", () => {
  it("says what it does — the dice's meanings, a card or rune asked for by name, the spreads — and not more", () => {
    const card = serviceCards.find((service) => service.title === "The Oracle Chat Guide")!;
    const offering = aboutContent.offerings.items.find((item) => item.title === "The Oracle Chat Guide")!;
    const words = [card.description, ...card.features, offering.description].join(" ");
    expect(words).not.toMatch(/your reading|understand the (dice, the )?cards|explains? the (cards|runes)/i);
    expect(words).toMatch(/by name/);
  });
});

describe("the blog's dates and authors", () => {
  /** The day the site's first version, its posts among it, was written: no post is older. */
  const SITE_FIRST_WRITTEN = "2026-11-22";

  it("dates each post on a day it could have been written, and names no invented author", () => {
    const latestToday = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
    for (const post of blogPosts) {
      expect(post.date, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.date >= SITE_FIRST_WRITTEN, `${post.slug}: ${post.date}`).toBe(true);
      expect(post.date <= latestToday, `${post.slug}: ${post.date}`).toBe(true);
      expect(post.author, post.slug).toBe("The Mystic Dice team");
    }
  });
});
