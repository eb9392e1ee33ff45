import { describe, expect, it } from "vitest";
import { calendarDayIn } from "../calendar";
import { currentStreak, MAX_STREAK_FREEZES, streakAfterCast, type StreakState } from "./streak";

const state = (lastCastOn: string | null, streak: number, freezes = 0): StreakState => ({
  lastCastOn,
  streak,
  freezes,
});
const streakOf = (before: StreakState, today: string) => streakAfterCast(before, today).streak;

describe("streaks", () => {
  it("starts at 1, continues on the next day, restarts after a gap", () => {
    expect(streakOf(state(null, 0), "2026-03-01")).toBe(1);
    expect(streakOf(state("2026-03-01", 1), "2026-03-02")).toBe(2);
    expect(streakOf(state("2026-03-02", 2), "2026-03-04")).toBe(1);
  });
  it("leaves the streak alone for a second cast the same day", () => {
    expect(streakAfterCast(state("2026-03-02", 5, 1), "2026-03-02")).toEqual({
      streak: 5,
      freezes: 1,
      frozenDays: [],
      earnedFreeze: false,
    });
  });
  it("continues across a DST night in the user's zone", () => {
    const before = calendarDayIn("America/New_York", new Date("2026-03-08T04:30:00Z")); // 23:30 on the 7th
    const after = calendarDayIn("America/New_York", new Date("2026-03-09T03:30:00Z")); // 23:30 on the 8th (EDT)
    expect([before, after]).toEqual(["2026-03-07", "2026-03-08"]);
    expect(streakOf(state(before, 3), after)).toBe(4);
  });
  it("counts calendar days in the user's zone, not in UTC", () => {
    // 23:00 and 01:00 Tokyo time on consecutive local days are 2 hours apart.
    const late = calendarDayIn("Asia/Tokyo", new Date("2026-05-01T14:00:00Z"));
    const early = calendarDayIn("Asia/Tokyo", new Date("2026-05-01T16:00:00Z"));
    expect(streakOf(state(late, 1), early)).toBe(2);
    const utcLate = calendarDayIn("UTC", new Date("2026-05-01T14:00:00Z"));
    expect(streakOf(state(utcLate, 1), calendarDayIn("UTC", new Date("2026-05-01T16:00:00Z")))).toBe(1);
  });
  it("shows a streak broken after a missed day as 0", () => {
    expect(currentStreak(state("2026-03-01", 4), "2026-03-02").streak).toBe(4);
    expect(currentStreak(state("2026-03-01", 4), "2026-03-03").streak).toBe(0);
    expect(currentStreak(state(null, 0), "2026-03-03").streak).toBe(0);
  });
});

describe("streak freezes", () => {
  it("earns one on every seventh day of a streak, holding at most two", () => {
    expect(streakAfterCast(state("2026-03-06", 6), "2026-03-07")).toEqual({
      streak: 7,
      freezes: 1,
      frozenDays: [],
      earnedFreeze: true,
    });
    expect(streakAfterCast(state("2026-03-07", 7, 1), "2026-03-08")).toMatchObject({ freezes: 1, earnedFreeze: false });
    expect(streakAfterCast(state("2026-03-13", 13, 1), "2026-03-14")).toMatchObject({ streak: 14, freezes: 2 });
    expect(streakAfterCast(state("2026-03-20", 20, 2), "2026-03-21")).toMatchObject({
      streak: 21,
      freezes: MAX_STREAK_FREEZES,
      earnedFreeze: false,
    });
  });

  it("covers a missed day automatically: the streak goes on, the day is frozen and does not count", () => {
    expect(streakAfterCast(state("2026-03-07", 7, 1), "2026-03-09")).toEqual({
      streak: 8,
      freezes: 0,
      frozenDays: ["2026-03-08"],
      earnedFreeze: false,
    });
    expect(streakAfterCast(state("2026-03-07", 9, 2), "2026-03-10")).toEqual({
      streak: 10,
      freezes: 0,
      frozenDays: ["2026-03-08", "2026-03-09"],
      earnedFreeze: false,
    });
  });

  it("breaks the streak when more days are missed than freezes held, and keeps the freezes", () => {
    expect(streakAfterCast(state("2026-03-07", 9, 1), "2026-03-10")).toEqual({
      streak: 1,
      freezes: 1,
      frozenDays: [],
      earnedFreeze: false,
    });
  });

  it("can earn a freeze on the day one is used", () => {
    // Day 13 of the streak, then a missed day covered, then day 14.
    expect(streakAfterCast(state("2026-03-13", 13, 1), "2026-03-15")).toEqual({
      streak: 14,
      freezes: 1,
      frozenDays: ["2026-03-14"],
      earnedFreeze: true,
    });
  });

  it("shows the streak alive while held freezes cover the days missed so far, with those days frozen", () => {
    expect(currentStreak(state("2026-03-07", 7, 1), "2026-03-09")).toEqual({
      streak: 7,
      freezes: 0,
      frozenDays: ["2026-03-08"],
    });
    expect(currentStreak(state("2026-03-07", 7, 1), "2026-03-10")).toEqual({ streak: 0, freezes: 1, frozenDays: [] });
    expect(currentStreak(state("2026-03-07", 7, 2), "2026-03-08")).toEqual({ streak: 7, freezes: 2, frozenDays: [] });
  });
});
