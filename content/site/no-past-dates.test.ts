import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MONTH_NAMES } from "../../src/shared/calendar";

/** "April 2024", "Apr 2024", "Sept. 2025", "June, 2024", "March of 2023". */
const MONTH_YEAR =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,?\s+(?:of\s+)?((?:19|20)\d{2})\b/gi;

/** Every month-year written in a text, as [the words, year, month 0-11]. */
function monthYearsIn(text: string): [string, number, number][] {
  return [...text.matchAll(MONTH_YEAR)].map((match) => [
    match[0],
    Number(match[2]),
    MONTH_NAMES.findIndex((month) => month.startsWith(match[1]!.toLowerCase())),
  ]);
}

function isPast([, year, month]: [string, number, number], today: Date): boolean {
  return year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth());
}

const siteDir = path.dirname(fileURLToPath(import.meta.url));
const siteFiles = readdirSync(siteDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

describe("the site's words name no month that has passed", () => {
  it("finds month-years however they are written", () => {
    expect(monthYearsIn("Arriving April 2024. Then Sept. 2025, June, 2026 and march of 2031.")).toEqual([
      ["April 2024", 2024, 3],
      ["Sept. 2025", 2025, 8],
      ["June, 2026", 2026, 5],
      ["march of 2031", 2031, 2],
    ]);
    const today = new Date("2026-11-23T12:00:00Z");
    expect(monthYearsIn("October 2026 November 2026 December 2026").map((date) => isPast(date, today))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it.each(siteFiles)("content/site/%s", (name) => {
    const today = new Date();
    const past = monthYearsIn(readFileSync(path.join(siteDir, name), "utf8")).filter((date) => isPast(date, today));
    expect(past.map(([words]) => words)).toEqual([]);
  });
});
