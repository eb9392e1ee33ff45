import { describe, expect, it } from "vitest";
import { composePersonalReport } from "../../src/server/features/weekly/personal-report";
import type { WeeklyReport } from "../../src/shared/api/reports";
import { weekSkyEvents } from "../../src/shared/weekly/sky-week";
import { shiftWeek } from "../../src/shared/weekly/week";
import { skyEventName } from "../sky";
import { REPORT_WORDS } from "./report";

const readings: WeeklyReport["readings"] = {
  made: 4,
  byTool: [
    { tool: "tarot", name: "Tarot", count: 3 },
    { tool: "dice", name: "Dice Oracle", count: 1 },
  ],
  patterns: [{ name: "The Star", count: 3, sentence: "The Star: 3 times in 9 cards" }],
  streak: 5,
  quest: { name: "Seven Days", status: "active" },
  followUpsAnswered: 2,
  openQuestion: "Should I take the new job?",
};

const community = {
  week: "2026-W01",
  tarotCard: { value: "the-star", name: "The Star", seekers: 25, contributors: 40 },
  rune: null,
  moonRitualSeekers: 21,
  situation: { value: "guidance", name: "Guidance", seekers: 30, contributors: 44 },
};

describe("the personal weekly report's words", () => {
  it("writes 52 weeks with every event told, no slot left, and no two weeks opening alike", () => {
    let week = "2026-W01";
    const openings: string[] = [];
    const texts = new Set<string>();
    for (let index = 0; index < 52; index += 1) {
      const zone = ["Europe/Lisbon", "America/Chicago", "Australia/Sydney"][index % 3]!;
      const report = composePersonalReport({
        week,
        timeZone: zone,
        name: "Ada",
        birthDate: index % 5 === 0 ? null : "1985-02-28",
        readings: index % 4 === 0 ? { ...readings, made: 0, byTool: [], patterns: [], openQuestion: null } : readings,
        community: index % 2 === 0 ? community : null,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      });
      const text = report.sections.flatMap((section) => section.paragraphs).join("\n");
      expect(text).not.toMatch(/[{}]|undefined|null|NaN/);
      // Every event of the week's sky is in the report, with its words.
      expect(report.sky.events.map(({ type, body, at }) => ({ type, body, at }))).toEqual(
        weekSkyEvents(week, zone).map(({ type, body, at }) => ({ type, body, at })),
      );
      for (const event of report.sky.events) {
        expect(event.tradition.length).toBeGreaterThan(20);
        expect(text).toContain(`${skyEventName(event)}.`);
      }
      expect(report.sections.map((section) => section.id)).toEqual([
        "overview",
        "sky",
        "moon",
        "numbers",
        "readings",
        "ritual",
        "prompt",
        ...(index % 2 === 0 ? ["community"] : []),
      ]);
      expect(report.ritual.length).toBeGreaterThan(40);
      expect(report.prompt.length).toBeGreaterThan(20);
      openings.push(report.sections[0]!.paragraphs[0]!.replace(/\d+/g, "#").replace(/[A-Z][a-z]{2} /g, "M "));
      expect(texts.has(text)).toBe(false);
      texts.add(text);
      week = shiftWeek(week, 1);
    }
    // Consecutive weeks open differently, and the openings are all used.
    for (let index = 1; index < openings.length; index += 1) expect(openings[index]).not.toBe(openings[index - 1]);
    expect(new Set(openings).size).toBeGreaterThanOrEqual(REPORT_WORDS.openings.length);
  });

  it("promises nothing and names tradition as tradition", () => {
    const all = [
      ...REPORT_WORDS.openings,
      ...REPORT_WORDS.closings,
      ...REPORT_WORDS.promptsWithoutNumbers,
      REPORT_WORDS.noMoonLead,
    ];
    for (const sentence of all) expect(sentence).not.toMatch(/\bAI\b|\bwill (happen|bring you)|guarantee/i);
    expect(REPORT_WORDS.label).toBe("Tradition, not prediction");
  });
});
