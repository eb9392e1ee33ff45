import { describe, expect, it } from "vitest";
import { ORACLE_WEEK_DAYS, emptyOracleCounters, oracleCounters, type CastTally } from "./oracle-counters";

const now = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("the oracle counters of a seeker's readings", () => {
  it("are all zero without readings", () => {
    expect(oracleCounters([], now)).toEqual(emptyOracleCounters());
  });

  it("count tarot draws, rune casts and the Celtic Cross and Three Norns spreads", () => {
    const tallies: CastTally[] = [
      { tool: "dice", spread: null, count: 9, lastAt: daysAgo(1) },
      { tool: "tarot", spread: "one-card", count: 4, lastAt: daysAgo(2) },
      { tool: "tarot", spread: "celtic-cross", count: 2, lastAt: daysAgo(40) },
      { tool: "runes", spread: "three-norns", count: 3, lastAt: daysAgo(30) },
      { tool: "runes", spread: "single", count: 1, lastAt: daysAgo(30) },
    ];
    expect(oracleCounters(tallies, now)).toEqual({
      tarotDraws: 6,
      runeCasts: 4,
      celticCrossDraws: 2,
      threeNornsCasts: 3,
      oraclesInWeek: 2,
      numerologyReadings: 0,
      moonRituals: 0,
      moonPrincipalPhases: 0,
      ichingCasts: 0,
      angelSightings: 0,
      dreamEntries: 0,
      cycleRecords: 0,
      talesTold: 0,
      archetypeQuizzes: 0,
      energyCheckIns: 0,
      chakraCheckIns: 0,
      compassDecisions: 0,
      hunchesResolved: 0,
    });
  });

  it(`count the oracles used within the last ${ORACLE_WEEK_DAYS} days, each once`, () => {
    const all = (runesAt: Date): CastTally[] => [
      { tool: "dice", spread: null, count: 1, lastAt: daysAgo(6) },
      { tool: "tarot", spread: "three-card", count: 1, lastAt: daysAgo(3) },
      { tool: "tarot", spread: "one-card", count: 2, lastAt: now },
      { tool: "runes", spread: "single", count: 1, lastAt: runesAt },
    ];
    expect(oracleCounters(all(now), now).oraclesInWeek).toBe(3);
    expect(oracleCounters(all(daysAgo(ORACLE_WEEK_DAYS - 0.01)), now).oraclesInWeek).toBe(3);
    expect(oracleCounters(all(daysAgo(ORACLE_WEEK_DAYS)), now).oraclesInWeek).toBe(2);
    expect(oracleCounters(all(daysAgo(12)), now).oraclesInWeek).toBe(2);
  });

  it("count numerology readings, moon rituals and the principal phases the rituals were kept at", () => {
    const tallies: CastTally[] = [
      { tool: "numerology", spread: null, phase: null, count: 5, lastAt: daysAgo(1) },
      { tool: "moon", spread: null, phase: "full-moon", count: 2, lastAt: daysAgo(20) },
      { tool: "moon", spread: null, phase: "waxing-gibbous", count: 3, lastAt: daysAgo(24) },
      { tool: "moon", spread: null, phase: "new-moon", count: 1, lastAt: now },
    ];
    const counters = oracleCounters(tallies, now);
    expect(counters).toMatchObject({ numerologyReadings: 5, moonRituals: 6, moonPrincipalPhases: 2 });
    const allFour = [
      ...tallies,
      { tool: "moon", spread: null, phase: "first-quarter", count: 1, lastAt: daysAgo(8) },
      { tool: "moon", spread: null, phase: "last-quarter", count: 1, lastAt: daysAgo(15) },
    ] satisfies CastTally[];
    expect(oracleCounters(allFour, now).moonPrincipalPhases).toBe(4);
  });

  it("leave the rituals out of the oracles of the week, which asks for the dice, the tarot and the runes", () => {
    const tallies: CastTally[] = [
      { tool: "dice", spread: null, count: 1, lastAt: now },
      { tool: "numerology", spread: null, phase: null, count: 1, lastAt: now },
      { tool: "moon", spread: null, phase: "full-moon", count: 1, lastAt: now },
    ];
    expect(oracleCounters(tallies, now).oraclesInWeek).toBe(1);
  });

  it("count the I Ching's casts, the numbers logged, the dreams written down and the days' cycles recorded", () => {
    const tallies: CastTally[] = [
      { tool: "iching", spread: null, count: 2, lastAt: now },
      { tool: "angel-numbers", spread: null, count: 5, lastAt: daysAgo(2) },
      { tool: "dreams", spread: null, count: 3, lastAt: daysAgo(1) },
      { tool: "cycles", spread: null, count: 4, lastAt: daysAgo(3) },
      { tool: "chakra", spread: null, count: 2, lastAt: daysAgo(4) },
      { tool: "compass", spread: null, count: 3, lastAt: daysAgo(2) },
      { tool: "intuition", spread: null, count: 6, lastAt: daysAgo(5) },
    ];
    expect(oracleCounters(tallies, now)).toMatchObject({
      ichingCasts: 2,
      angelSightings: 5,
      dreamEntries: 3,
      cycleRecords: 4,
      chakraCheckIns: 2,
      compassDecisions: 3,
      hunchesResolved: 6,
      oraclesInWeek: 0,
    });
  });
});
