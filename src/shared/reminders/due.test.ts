import { describe, expect, it } from "vitest";
import { dueReminders, isReminderHour, moonPhaseOnDay, type SeekerReminderState } from "./due";
import { DEFAULT_REMINDER_PREFERENCES, type ReminderPreferences } from "./kinds";

const seeker = (
  preferences: Partial<ReminderPreferences>,
  options: { timeZone?: string; lastCastOn?: string | null; streak?: number; freezes?: number } = {},
): SeekerReminderState => ({
  timeZone: options.timeZone ?? "UTC",
  preferences: { ...DEFAULT_REMINDER_PREFERENCES, ...preferences },
  streak: { lastCastOn: options.lastCastOn ?? null, streak: options.streak ?? 0, freezes: options.freezes ?? 0 },
});
const kinds = (state: SeekerReminderState, at: string) => dueReminders(state, new Date(at)).map((due) => due.kind);

describe("the reminder hour", () => {
  it("is the chosen hour on the seeker's own clock", () => {
    // 08:15 in Paris (UTC+1 in winter) is 07:15 UTC.
    expect(isReminderHour("Europe/Paris", new Date("2026-01-10T07:15Z"), 8)).toBe(true);
    expect(isReminderHour("Europe/Paris", new Date("2026-01-10T07:15Z"), 7)).toBe(false);
    expect(isReminderHour("Europe/Paris", new Date("2026-01-10T06:59Z"), 8)).toBe(false);
    expect(isReminderHour("Europe/Paris", new Date("2026-01-10T07:59Z"), 8)).toBe(true);
    expect(isReminderHour("Europe/Paris", new Date("2026-01-10T08:00Z"), 8)).toBe(false);
  });
  it("is midnight's first hour for hour 0, not the evening before", () => {
    expect(isReminderHour("Asia/Tokyo", new Date("2026-01-10T15:30Z"), 0)).toBe(true); // 00:30 on the 11th
    expect(isReminderHour("Asia/Tokyo", new Date("2026-01-10T14:30Z"), 0)).toBe(false); // 23:30
  });
  it("comes in the hour after the jump when DST skips the chosen hour", () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT (07:00 UTC); 02:xx never happens.
    expect(isReminderHour("America/New_York", new Date("2026-03-08T06:30Z"), 2)).toBe(false); // 01:30 EST
    expect(isReminderHour("America/New_York", new Date("2026-03-08T07:00Z"), 2)).toBe(true); // 03:00 EDT
    expect(isReminderHour("America/New_York", new Date("2026-03-08T07:59Z"), 2)).toBe(true); // 03:59 EDT
    expect(isReminderHour("America/New_York", new Date("2026-03-08T08:00Z"), 2)).toBe(false); // 04:00 EDT
    expect(isReminderHour("America/New_York", new Date("2026-03-08T07:30Z"), 3)).toBe(true);
  });
  it("counts only the first pass of an hour that repeats when DST ends", () => {
    // New York, 1 November 2026: 02:00 EDT falls back to 01:00 EST (06:00 UTC); 01:xx happens twice.
    expect(isReminderHour("America/New_York", new Date("2026-11-01T05:10Z"), 1)).toBe(true); // 01:10 EDT
    expect(isReminderHour("America/New_York", new Date("2026-11-01T06:10Z"), 1)).toBe(false); // 01:10 EST
    expect(isReminderHour("America/New_York", new Date("2026-11-01T07:10Z"), 2)).toBe(true); // 02:10 EST
  });
});

describe("moon days", () => {
  it("names the local day of a new or a full moon", () => {
    // Full moon 2026-03-03 11:38 UTC; new moon 2026-01-18 19:52 UTC (USNO).
    expect(moonPhaseOnDay("2026-03-03", "America/New_York")).toBe("full");
    expect(moonPhaseOnDay("2026-01-18", "UTC")).toBe("new");
    expect(moonPhaseOnDay("2026-01-19", "Asia/Tokyo")).toBe("new");
    expect(moonPhaseOnDay("2026-01-18", "Asia/Tokyo")).toBeNull();
    expect(moonPhaseOnDay("2026-03-10", "UTC")).toBeNull();
  });
});

describe("due reminders", () => {
  it("sends the daily reminder at the chosen hour only", () => {
    const state = seeker({ daily: true, hour: 9 }, { timeZone: "Europe/Paris" });
    expect(dueReminders(state, new Date("2026-01-10T08:20Z"))).toEqual([{ kind: "daily", day: "2026-01-10" }]);
    expect(kinds(state, "2026-01-10T09:20Z")).toEqual([]);
    expect(kinds(seeker({ daily: false, hour: 9 }, { timeZone: "Europe/Paris" }), "2026-01-10T08:20Z")).toEqual([]);
  });
  it("sends the moon reminder at the chosen hour on a new or full moon day", () => {
    const state = seeker({ moon: true, hour: 21 }, { timeZone: "America/New_York" });
    expect(dueReminders(state, new Date("2026-03-04T02:10Z"))).toEqual([
      { kind: "moon", day: "2026-03-03", phase: "full" },
    ]);
    expect(kinds(state, "2026-03-05T02:10Z")).toEqual([]);
  });
  it("warns about the streak in the evening when no reading was made today", () => {
    const alive = seeker({ streak: true }, { lastCastOn: "2026-01-09", streak: 4 });
    expect(dueReminders(alive, new Date("2026-01-10T20:05Z"))).toEqual([
      { kind: "streak", day: "2026-01-10", streak: 4 },
    ]);
    expect(kinds(alive, "2026-01-10T19:05Z")).toEqual([]);
    // A reading today: nothing to warn about.
    expect(kinds(seeker({ streak: true }, { lastCastOn: "2026-01-10", streak: 5 }), "2026-01-10T20:05Z")).toEqual([]);
    // No streak, or one already lost: nothing at stake.
    expect(kinds(seeker({ streak: true }), "2026-01-10T20:05Z")).toEqual([]);
    expect(kinds(seeker({ streak: true }, { lastCastOn: "2026-01-07", streak: 9 }), "2026-01-10T20:05Z")).toEqual([]);
    // A freeze still covers the missed day: the streak lives, so the warning goes.
    expect(
      kinds(seeker({ streak: true }, { lastCastOn: "2026-01-08", streak: 9, freezes: 1 }), "2026-01-10T20:05Z"),
    ).toEqual(["streak"]);
  });
  it("reads the streak's day and the evening in the seeker's zone", () => {
    const tokyo = seeker({ streak: true }, { timeZone: "Asia/Tokyo", lastCastOn: "2026-01-09", streak: 2 });
    expect(kinds(tokyo, "2026-01-10T11:30Z")).toEqual(["streak"]); // 20:30 on the 10th in Tokyo
    expect(kinds(tokyo, "2026-01-10T20:30Z")).toEqual([]); // 05:30 on the 11th
  });
  it("sends nothing when both channels are off", () => {
    expect(kinds(seeker({ daily: true, hour: 9, email: false, push: false }), "2026-01-10T09:20Z")).toEqual([]);
  });
});
