import { describe, expect, it } from "vitest";
import { calendarDayIn, daysBetween, nextLocalMidnight, startOfDay } from "../calendar";
import { isValidTimeZone } from "../time-zone";
import {
  CAST_KARMA,
  castKarmaFor,
  advanceQuest,
  effectiveTier,
  emptyQuestCounters,
  isAchievementMet,
  isQuestComplete,
  isQuestExpired,
  levelForKarma,
  nextLevel,
  tierOfLevel,
  TIER_NAMES,
} from "./rules";
import { emptyOracleCounters } from "./oracle-counters";

describe("calendar days in a time zone", () => {
  const instant = new Date("2026-03-10T03:30:00Z");
  it("puts one instant on different days in different zones", () => {
    expect(calendarDayIn("UTC", instant)).toBe("2026-03-10");
    expect(calendarDayIn("America/Los_Angeles", instant)).toBe("2026-03-09");
    expect(calendarDayIn("Asia/Tokyo", instant)).toBe("2026-03-10");
    expect(calendarDayIn("Pacific/Kiritimati", new Date("2026-03-09T11:00:00Z"))).toBe("2026-03-10");
  });
  it("finds local midnight across DST changes", () => {
    expect(startOfDay("America/New_York", "2026-03-08").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDay("America/New_York", "2026-03-09").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfDay("Europe/London", "2026-10-25").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(startOfDay("Europe/London", "2026-10-26").toISOString()).toBe("2026-10-26T00:00:00.000Z");
    // Santiago skips from 00:00 to 01:00 on its spring-forward day: the day starts at 01:00 local.
    expect(calendarDayIn("America/Santiago", startOfDay("America/Santiago", "2026-09-06"))).toBe("2026-09-06");
  });
  it("gives the next reset as the next local midnight", () => {
    expect(nextLocalMidnight("Asia/Kolkata", new Date("2026-06-01T20:00:00Z")).toISOString()).toBe(
      "2026-06-02T18:30:00.000Z",
    );
    expect(nextLocalMidnight("UTC", new Date("2026-06-01T23:59:59Z")).toISOString()).toBe("2026-06-02T00:00:00.000Z");
  });
  it("counts days and validates zones", () => {
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("levels, tiers and plans", () => {
  it.each([
    [0, "Novice"],
    [99, "Novice"],
    [100, "Initiate"],
    [299, "Initiate"],
    [300, "Explorer"],
    [700, "Adept"],
    [1499, "Adept"],
    [1500, "Master"],
    [99_999, "Master"],
  ])("%i karma is %s", (karma, level) => {
    expect(levelForKarma(karma)).toBe(level);
  });
  it("names the next level and its karma", () => {
    expect(nextLevel("Novice")).toEqual({ name: "Initiate", karma: 100 });
    expect(nextLevel("Master")).toBeNull();
  });
  it("maps levels to tiers and takes the higher of the level's tier and the plan's starting depth", () => {
    expect(tierOfLevel("Adept")).toBe(4);
    expect(tierOfLevel("Grandmaster")).toBe(1);
    expect(tierOfLevel(null)).toBe(1);
    expect(effectiveTier("Novice", 1)).toBe(1);
    expect(effectiveTier("Novice", 2)).toBe(3);
    expect(effectiveTier("Novice", 3)).toBe(5);
    expect(effectiveTier("Adept", 2)).toBe(4);
    expect(effectiveTier("Master", 1)).toBe(5);
    expect(TIER_NAMES[4]).toContain("Mystic Dice");
  });
});

describe("achievements", () => {
  const counters = { totalReadings: 10, dailyStreak: 3, karmaPoints: 120, ...emptyOracleCounters() };
  it("unlocks when the counter reaches the requirement", () => {
    expect(isAchievementMet({ requirementType: "readings", requirementValue: 10 }, counters)).toBe(true);
    expect(isAchievementMet({ requirementType: "readings", requirementValue: 11 }, counters)).toBe(false);
    expect(isAchievementMet({ requirementType: "streak", requirementValue: 3 }, counters)).toBe(true);
    expect(isAchievementMet({ requirementType: "karma", requirementValue: 121 }, counters)).toBe(false);
  });
  it("reads the oracle counters for the oracles' requirement types", () => {
    const oracles = {
      ...counters,
      tarotDraws: 2,
      runeCasts: 1,
      celticCrossDraws: 1,
      threeNornsCasts: 0,
      oraclesInWeek: 2,
    };
    expect(isAchievementMet({ requirementType: "tarot_draws", requirementValue: 2 }, oracles)).toBe(true);
    expect(isAchievementMet({ requirementType: "rune_casts", requirementValue: 1 }, oracles)).toBe(true);
    expect(isAchievementMet({ requirementType: "celtic_cross_draws", requirementValue: 1 }, oracles)).toBe(true);
    expect(isAchievementMet({ requirementType: "three_norns_casts", requirementValue: 1 }, oracles)).toBe(false);
    expect(isAchievementMet({ requirementType: "oracles_in_week", requirementValue: 3 }, oracles)).toBe(false);
    expect(
      isAchievementMet({ requirementType: "oracles_in_week", requirementValue: 3 }, { ...oracles, oraclesInWeek: 3 }),
    ).toBe(true);
  });
  it("reads the rituals' counters: numerology readings, moon rituals and the principal phases kept", () => {
    const rituals = { ...counters, numerologyReadings: 9, moonRituals: 1, moonPrincipalPhases: 3 };
    expect(isAchievementMet({ requirementType: "numerology_readings", requirementValue: 9 }, rituals)).toBe(true);
    expect(isAchievementMet({ requirementType: "moon_rituals", requirementValue: 1 }, rituals)).toBe(true);
    expect(isAchievementMet({ requirementType: "moon_principal_phases", requirementValue: 4 }, rituals)).toBe(false);
    expect(
      isAchievementMet(
        { requirementType: "moon_principal_phases", requirementValue: 4 },
        { ...rituals, moonPrincipalPhases: 4 },
      ),
    ).toBe(true);
  });
});

describe("quests", () => {
  const requirements = { readings: 4, distinct_situations: 3 };
  it("advances counters, active days and the percentage", () => {
    let counters = emptyQuestCounters();
    counters = advanceQuest(counters, requirements, { situation: "guidance", day: "2026-03-01" });
    expect(counters).toMatchObject({ readings: 1, guidance_readings: 1, distinct_situations: 1, active_days: 1 });
    expect(counters.percent).toBe(Math.floor(((1 / 4 + 1 / 3) / 2) * 100));
    counters = advanceQuest(counters, requirements, { situation: "guidance", day: "2026-03-01" });
    expect(counters.active_days).toBe(1);
    expect(counters.distinct_situations).toBe(1);
    counters = advanceQuest(counters, requirements, { situation: "finances", day: "2026-03-02" });
    expect(counters.active_days).toBe(2);
    expect(isQuestComplete(counters, requirements)).toBe(false);
    counters = advanceQuest(counters, requirements, { situation: "relationships", day: "2026-03-02" });
    expect(isQuestComplete(counters, requirements)).toBe(true);
    expect(counters.percent).toBe(100);
    expect(Object.keys(counters)[0]).toBe("percent");
  });
  it("counts a drawing oracle's readings and the different days it was used", () => {
    const tarotWeek = { tarot_days: 3 };
    let counters = emptyQuestCounters();
    const draw = (day: string, tool: "dice" | "tarot" | "runes") =>
      (counters = advanceQuest(counters, tarotWeek, { situation: "guidance", day, tool }));
    draw("2026-03-01", "tarot");
    draw("2026-03-01", "tarot");
    draw("2026-03-02", "dice");
    draw("2026-03-02", "runes");
    expect(counters).toMatchObject({ readings: 4, tarot_draws: 2, tarot_days: 1, rune_casts: 1, rune_days: 1 });
    expect(counters.percent).toBe(Math.floor((1 / 3) * 100));
    draw("2026-03-03", "tarot");
    expect(isQuestComplete(counters, tarotWeek)).toBe(false);
    draw("2026-03-05", "tarot");
    expect(counters).toMatchObject({ tarot_draws: 4, tarot_days: 3, active_days: 4 });
    expect(isQuestComplete(counters, tarotWeek)).toBe(true);
  });
  it("counts the rituals: today's number and the moon ritual, each once a day", () => {
    const countedDays = { numerology_readings: 3 };
    let counters = emptyQuestCounters();
    const read = (day: string, tool: "numerology" | "moon" | "dice") =>
      (counters = advanceQuest(counters, countedDays, { situation: "guidance", day, tool }));
    read("2026-03-01", "numerology");
    read("2026-03-01", "moon");
    read("2026-03-02", "dice");
    expect(counters).toMatchObject({ readings: 3, numerology_readings: 1, moon_rituals: 1, tarot_draws: 0 });
    read("2026-03-02", "numerology");
    expect(isQuestComplete(counters, countedDays)).toBe(false);
    read("2026-03-04", "numerology");
    expect(counters).toMatchObject({ numerology_readings: 3, active_days: 3 });
    expect(isQuestComplete(counters, countedDays)).toBe(true);
  });
  it("counts each new tool's own entries toward its quest", () => {
    const requirements = { iching_casts: 1, angel_sightings: 1, dream_entries: 1, cycle_records: 1 };
    let counters = emptyQuestCounters();
    const tools = ["iching", "angel-numbers", "dreams", "cycles"] as const;
    tools.forEach((tool, index) => {
      expect(isQuestComplete(counters, requirements)).toBe(false);
      counters = advanceQuest(counters, requirements, { situation: "guidance", day: `2026-03-0${index + 1}`, tool });
    });
    expect(counters).toMatchObject({ iching_casts: 1, angel_sightings: 1, dream_entries: 1, cycle_records: 1 });
    expect(isQuestComplete(counters, requirements)).toBe(true);
  });
  it("pays a cast's karma for every reading, but for an uncapped journal entry only the day's first", () => {
    const reading = { usesAllowance: true, oncePerDay: false };
    const ritual = { usesAllowance: false, oncePerDay: true };
    const entry = { usesAllowance: false, oncePerDay: false };
    expect([castKarmaFor(reading, false), castKarmaFor(ritual, true), castKarmaFor(entry, true)]).toEqual([
      CAST_KARMA,
      CAST_KARMA,
      CAST_KARMA,
    ]);
    expect(castKarmaFor(entry, false)).toBe(0);
  });
  it("expires once its duration has passed", () => {
    const started = new Date("2026-03-01T10:00:00Z");
    expect(isQuestExpired(started, 3, new Date("2026-03-04T09:59:59Z"))).toBe(false);
    expect(isQuestExpired(started, 3, new Date("2026-03-04T10:00:00Z"))).toBe(true);
  });
});
