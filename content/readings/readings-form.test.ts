import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { formatDice, sumDice } from "../../src/shared/dice";
import type { ReadingContent } from "../../src/shared/content-types";
import { verdictFor, verdictOf } from "../../src/shared/verdict";
import { meaningSystem } from "../oracle/meaning-system";

/**
 * The form of the 216 readings, measured: varied openings, answers without arithmetic, few mentions
 * of the dice, no stock simile, finance texts that end in one action, love texts for every kind of
 * seeker, and sum lines that name their sum once. The figures are printed when the file has run.
 * `READINGS_FILES=red-1,red-2` measures only those files (for editing one file at a time).
 */
const FILES = (process.env.READINGS_FILES ?? "red-1,red-2,red-3,red-4,red-5,red-6").split(",");
const readings: ReadingContent[] = FILES.flatMap(
  (name) => JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), "utf8")) as ReadingContent[],
);
const INTERPRETATIONS = ["interpretationGeneral", "interpretationFinance", "interpretationLove"] as const;
const figures: Record<string, string | number> = { readings: readings.length };

const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"'“‘])/).filter(Boolean);
const share = (count: number) => count / readings.length;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Colours, "die"/"dice" and the faces' names (capitalised, as the readings write them). */
const DICE_REFERENCE = /\b(?:[Rr]ed|[Ww]hite|[Gg]reen|[Dd]ice|[Dd]ie|(?:Seed|Mirror|Spark|Stone|Storm|Crown)s?)\b/g;
export function diceReferences(text: string): number {
  return text.match(DICE_REFERENCE)?.length ?? 0;
}

/** Words a yes/no answer uses when it does arithmetic instead of answering. */
const ARITHMETIC = /\b(?:sums?|adds?|added|adding|totals?|totalling|count(?:s|ed)?)\b|\d/i;

/** The verbs a finance text's closing action may open with (after an optional short lead-in and a comma). */
export const ACTION_VERBS = new Set(
  (
    "open write set move pay call list check cancel put transfer ask review make choose sort count note name book " +
    "compare sell save track draft send schedule read return add cut pick start close total gather spend give " +
    "keep take plan decide collect raise lower split mark clear find price tell settle hold wait end round print " +
    "label fill repay empty file bring offer invite lend refuse post"
  ).split(" "),
);

export function closingActionVerb(text: string): string | null {
  const last = sentences(text).at(-1) ?? "";
  const [first] = words(last);
  if (first && ACTION_VERBS.has(first)) return first;
  const comma = last.indexOf(",");
  if (comma > 0 && words(last.slice(0, comma)).length <= 8) {
    const [afterComma] = words(last.slice(comma + 1));
    if (afterComma && ACTION_VERBS.has(afterComma)) return afterComma;
  }
  return null;
}

/** Phrases by which a love text speaks to a seeker who is single, partnered, or healing from a past love. */
export const LOVE_AUDIENCES = {
  single:
    /\b(?:(?:are|stay|still|remain|being|living|feel) single|single (?:heart|seeker|life|person|and)|for the single|unattached|on your own|someone new|yet to meet|not yet met|a stranger|first date|first meeting|seeking love|looking for love|unclaimed heart|no one yet)\b/i,
  partnered:
    /\b(?:partner|partnered|spouse|beloved|the one beside you|the person beside you|the one you live with|married|your relationship|you share a home|your household of two)\b/i,
  healing:
    /\b(?:former|ex|past love|past relationship|old love|heal|heals|healing|healed|heartbreak|the one who left|what ended|break-?up|grief|old wound)\b/i,
} as const;

/** The similes a reading uses, each as a frame and its noun: "like a farmer", "the way a weaver". */
function similes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(like|the way|just as|as if) (?:a|an|the) ([a-z'-]+)/gi)) {
    found.push(`${match[1]!.toLowerCase()} … ${match[2]!.toLowerCase()}`);
  }
  for (const sentence of sentences(text)) {
    if (/^(?:Like|Just as|As if|As a|As an|As the) /.test(sentence)) found.push("a sentence that opens with a simile");
  }
  return found;
}

describe("the form of the readings", () => {
  afterAll(() => {
    console.info(`readings form (${FILES.join(", ")}):\n${JSON.stringify(figures, null, 2)}`);
  });

  it.each(INTERPRETATIONS)("%s: no two-word opening is shared by more than 15% of readings", (field) => {
    const openings = new Map<string, number>();
    for (const reading of readings) {
      const opening = words(reading[field]).slice(0, 2).join(" ");
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    const [opening, count] = [...openings].sort((a, b) => b[1] - a[1])[0]!;
    figures[`${field}: most shared opening`] = `"${opening}" ${count} (${percent(share(count))})`;
    expect(share(count), `"${opening}" opens ${count} texts`).toBeLessThanOrEqual(0.15);
  });

  it("yes/no answers follow the meaning system's rule, without arithmetic", () => {
    const wrong = readings.filter((reading) => verdictOf(reading.yesNoAnswer) !== verdictFor(reading));
    expect(
      wrong.map((reading) => `${formatDice(reading)} should open "${verdictFor(reading)}": ${reading.yesNoAnswer}`),
    ).toEqual([]);
    const arithmetic = readings.filter((reading) => ARITHMETIC.test(reading.yesNoAnswer));
    const balance = { yes: 0, uncertain: 0, no: 0 };
    for (const reading of readings) {
      const verdict = verdictOf(reading.yesNoAnswer);
      balance[verdict === "Uncertain" ? "uncertain" : /yes/i.test(verdict ?? "") ? "yes" : "no"] += 1;
    }
    figures["yes/no answers that do arithmetic"] = `${arithmetic.length} (${percent(share(arithmetic.length))})`;
    figures["yes / uncertain / no"] = `${balance.yes} / ${balance.uncertain} / ${balance.no}`;
    expect(share(arithmetic.length), arithmetic.map((reading) => reading.yesNoAnswer).join("\n")).toBeLessThanOrEqual(
      0.1,
    );
  });

  it("every yes/no answer gives a reason after its verdict", () => {
    for (const reading of readings) {
      expect(reading.yesNoAnswer, formatDice(reading)).toMatch(/^(Yes|Likely yes|Uncertain|Likely no|No) — \S.{20,}$/);
    }
  });

  it("no interpretation refers to the dice more than 4 times", () => {
    const counts = readings.flatMap((reading) =>
      INTERPRETATIONS.map((field) => ({ key: `${formatDice(reading)} ${field}`, count: diceReferences(reading[field]) })),
    );
    const most = Math.max(...counts.map((entry) => entry.count));
    const perReading = readings.map((reading) =>
      INTERPRETATIONS.reduce((total, field) => total + diceReferences(reading[field]), 0),
    );
    figures["dice references per interpretation: most"] = most;
    figures["dice references per reading (three interpretations): mean"] = (
      perReading.reduce((a, b) => a + b, 0) / readings.length
    ).toFixed(1);
    expect(counts.filter((entry) => entry.count > 4).map((entry) => `${entry.key}: ${entry.count}`)).toEqual([]);
  });

  it("no simile pattern appears in more than 5 readings", () => {
    const readingsBySimile = new Map<string, Set<string>>();
    for (const reading of readings) {
      for (const simile of similes(INTERPRETATIONS.map((field) => reading[field]).join(" "))) {
        const set = readingsBySimile.get(simile) ?? new Set<string>();
        set.add(formatDice(reading));
        readingsBySimile.set(simile, set);
      }
    }
    const ranked = [...readingsBySimile].map(([simile, set]) => [simile, set.size] as const).sort((a, b) => b[1] - a[1]);
    figures["most used simile pattern"] = ranked[0] ? `"${ranked[0][0]}" in ${ranked[0][1]} readings` : "none";
    expect(ranked.filter(([, count]) => count > 5).map(([simile, count]) => `"${simile}" in ${count}`)).toEqual([]);
  });

  it("every finance text ends in one concrete action", () => {
    const missing = readings.filter((reading) => !closingActionVerb(reading.interpretationFinance));
    figures["finance texts ending in an action"] = `${readings.length - missing.length} of ${readings.length}`;
    expect(missing.map((reading) => `${formatDice(reading)}: ${sentences(reading.interpretationFinance).at(-1)}`)).toEqual(
      [],
    );
  });

  it("love texts speak to single, partnered and healing seekers, each in at least a fifth of them", () => {
    const counts = Object.fromEntries(
      Object.entries(LOVE_AUDIENCES).map(([audience, pattern]) => [
        audience,
        readings.filter((reading) => pattern.test(reading.interpretationLove)).length,
      ]),
    );
    figures["love texts by audience (single / partnered / healing)"] =
      `${counts.single} / ${counts.partnered} / ${counts.healing}`;
    for (const [audience, count] of Object.entries(counts)) {
      expect(share(count), audience).toBeGreaterThanOrEqual(0.2);
    }
  });

  it("every sum line names its sum once, by name, with no number", () => {
    const wrong = readings.filter((reading) => {
      const { name } = meaningSystem.sums[sumDice(reading)]!;
      const bareName = name.replace(/^The /, "");
      const mentions = reading.totalSumInterpretation.split(bareName).length - 1;
      return mentions !== 1 || /\d|\bsum of\b/i.test(reading.totalSumInterpretation);
    });
    figures["sum lines naming their sum once"] = `${readings.length - wrong.length} of ${readings.length}`;
    expect(wrong.map((reading) => `${formatDice(reading)}: ${reading.totalSumInterpretation}`)).toEqual([]);
  });

  it("no sentence is used twice across all the readings' texts", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const reading of readings) {
      for (const field of [...INTERPRETATIONS, "timingPrediction", "yesNoAnswer", "totalSumInterpretation"] as const) {
        for (const sentence of sentences(reading[field])) {
          const key = sentence.toLowerCase();
          const where = `${formatDice(reading)} ${field}`;
          if (seen.has(key)) repeats.push(`${where} repeats ${seen.get(key)}: ${sentence}`);
          else seen.set(key, where);
        }
      }
    }
    expect(repeats).toEqual([]);
  });
});
