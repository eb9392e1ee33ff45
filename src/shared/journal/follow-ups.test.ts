import { describe, expect, it } from "vitest";
import {
  canFollowUp,
  followUpDays,
  followUpToSend,
  nextFollowUp,
  openFollowUp,
  reachedHourOf,
  type FollowUpReading,
} from "./follow-ups";

const reading = (createdAt: string, overrides: Partial<FollowUpReading> = {}): FollowUpReading => ({
  createdAt: new Date(createdAt),
  question: "Will the move go well?",
  followUp: true,
  followUpsSent: 0,
  hasOutcome: false,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe("which readings are followed up", () => {
  it("needs a question, its switch on, and no answer yet", () => {
    expect(canFollowUp(reading("2026-01-10T10:00Z"))).toBe(true);
    expect(canFollowUp(reading("2026-01-10T10:00Z", { question: null }))).toBe(false);
    expect(canFollowUp(reading("2026-01-10T10:00Z", { question: "   " }))).toBe(false);
    expect(canFollowUp(reading("2026-01-10T10:00Z", { followUp: false }))).toBe(false);
    expect(canFollowUp(reading("2026-01-10T10:00Z", { hasOutcome: true }))).toBe(false);
  });
});

describe("the follow-up days", () => {
  it("count from the reading's local day, not its UTC day", () => {
    // 23:30 on 9 January in New York is 04:30 UTC on the 10th.
    expect(followUpDays(at("2026-01-10T04:30Z"), "America/New_York").map((slot) => slot.dueOn)).toEqual([
      "2026-01-16",
      "2026-02-08",
    ]);
    expect(followUpDays(at("2026-01-10T04:30Z"), "UTC").map((slot) => slot.dueOn)).toEqual([
      "2026-01-17",
      "2026-02-09",
    ]);
    // 08:00 on the 10th in Tokyo is 23:00 UTC on the 9th.
    expect(followUpDays(at("2026-01-09T23:00Z"), "Asia/Tokyo")[0]!.dueOn).toBe("2026-01-17");
  });
  it("are whole local days across a DST change", () => {
    // Paris moves to summer time on 29 March 2026: the 7th day after the 25th is still 1 April.
    expect(followUpDays(at("2026-03-25T08:00Z"), "Europe/Paris")[0]!.dueOn).toBe("2026-04-01");
  });
});

describe("the hour of a follow-up", () => {
  it("is reached at the chosen hour of the local day, and stays reached on later days", () => {
    expect(reachedHourOf("Europe/Paris", at("2026-01-17T07:59Z"), "2026-01-17", 9)).toBe(false); // 08:59
    expect(reachedHourOf("Europe/Paris", at("2026-01-17T08:00Z"), "2026-01-17", 9)).toBe(true); // 09:00
    expect(reachedHourOf("Europe/Paris", at("2026-01-18T03:00Z"), "2026-01-17", 9)).toBe(true);
  });
  it("is reached at the jump on a day DST skips it", () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT at 07:00 UTC.
    expect(reachedHourOf("America/New_York", at("2026-03-08T06:59Z"), "2026-03-08", 2)).toBe(false);
    expect(reachedHourOf("America/New_York", at("2026-03-08T07:00Z"), "2026-03-08", 2)).toBe(true);
  });
});

describe("the open follow-up", () => {
  const made = reading("2026-01-10T10:00Z");
  it("opens at the hour 7 days later, not before", () => {
    expect(openFollowUp(made, "UTC", 9, at("2026-01-17T08:59Z"))).toBeNull();
    expect(openFollowUp(made, "UTC", 9, at("2026-01-17T09:00Z"))).toEqual({
      after: 7,
      ordinal: 1,
      dueOn: "2026-01-17",
    });
  });
  it("stays open for a week after its day, then is skipped", () => {
    expect(openFollowUp(made, "UTC", 9, at("2026-01-24T23:00Z"))?.after).toBe(7);
    expect(openFollowUp(made, "UTC", 9, at("2026-01-25T00:30Z"))).toBeNull();
    expect(followUpToSend(made, "UTC", 9, at("2026-01-25T09:30Z"))).toBeNull();
  });
  it("is the 30-day one from its day, which replaces an unsent 7-day one", () => {
    expect(openFollowUp(made, "UTC", 9, at("2026-02-09T09:10Z"))).toEqual({
      after: 30,
      ordinal: 2,
      dueOn: "2026-02-09",
    });
    expect(followUpToSend({ ...made, followUpsSent: 0 }, "UTC", 9, at("2026-02-09T09:10Z"))?.ordinal).toBe(2);
    expect(followUpToSend({ ...made, followUpsSent: 1 }, "UTC", 9, at("2026-02-09T09:10Z"))?.ordinal).toBe(2);
    expect(followUpToSend({ ...made, followUpsSent: 2 }, "UTC", 9, at("2026-02-09T09:10Z"))).toBeNull();
    expect(openFollowUp(made, "UTC", 9, at("2026-02-17T09:10Z"))).toBeNull();
  });
  it("is not sent twice but stays open for the dashboard", () => {
    const sent = { ...made, followUpsSent: 1 };
    expect(followUpToSend(sent, "UTC", 9, at("2026-01-18T09:10Z"))).toBeNull();
    expect(openFollowUp(sent, "UTC", 9, at("2026-01-18T09:10Z"))?.after).toBe(7);
  });
  it("keeps the seeker's zone: Tokyo's morning comes before Paris's", () => {
    const tokyo = reading("2026-01-09T23:00Z"); // 08:00 on the 10th in Tokyo
    // 09:00 on the 17th in Tokyo is 00:00 UTC on the 17th.
    expect(openFollowUp(tokyo, "Asia/Tokyo", 9, at("2026-01-16T23:59Z"))).toBeNull();
    expect(openFollowUp(tokyo, "Asia/Tokyo", 9, at("2026-01-17T00:00Z"))?.dueOn).toBe("2026-01-17");
  });
  it("never opens for a reading that cannot be followed up", () => {
    for (const overrides of [{ question: null }, { followUp: false }, { hasOutcome: true }]) {
      expect(openFollowUp(reading("2026-01-10T10:00Z", overrides), "UTC", 9, at("2026-01-17T09:30Z"))).toBeNull();
    }
  });
});

describe("the next follow-up", () => {
  const made = reading("2026-01-10T10:00Z");
  it("is the 7-day one, then the 30-day one", () => {
    expect(nextFollowUp(made, "UTC", 9, at("2026-01-12T00:00Z"))).toMatchObject({ after: 7, dueOn: "2026-01-17" });
    expect(nextFollowUp(made, "UTC", 9, at("2026-01-17T09:00Z"))).toMatchObject({ after: 30, dueOn: "2026-02-09" });
    expect(nextFollowUp(made, "UTC", 9, at("2026-02-09T09:00Z"))).toBeNull();
    expect(nextFollowUp({ ...made, followUp: false }, "UTC", 9, at("2026-01-12T00:00Z"))).toBeNull();
  });
});
