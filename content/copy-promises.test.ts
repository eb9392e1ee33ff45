import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  formatUsd,
  PAST_DUE_GRACE_DAYS,
  PLAN_TERMS,
} from "../src/shared/billing";
import type { LegalDocument } from "../src/shared/content-types";
import { legalDisclaimer } from "./legal/disclaimer";
import { LEGAL_LAST_UPDATED, LEGAL_TEXTS_FINGERPRINT } from "./legal/last-updated";
import { privacyPolicy } from "./legal/privacy-policy";
import { termsOfService } from "./legal/terms-of-service";
import { helpCenterContent } from "./site/help-center";

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
    [
      /question (that )?you type|typed question|type (a|your) question/i,
      "the seeker picks a situation; nothing is typed",
    ],
    [/\bad-free\b|\bno ads\b|\bno advertising\b|(may|might|will|can) show (advertising|ads)/i, "no plan shows ads"],
    [
      /cannot be bought|takes no payments|no payments|if and when|if payments are ever|not yet available|\(planned\)/i,
      "the plans can be bought and donations made (decision 020)",
    ],
    [/priority support|weekly (cosmic )?reports?|early access/i, "the product offers none of these"],
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
