import { describe, expect, it } from "vitest";
import { drawSpread } from "../draws/draw-fairness";
import { calibrate, summarise, type ResolvedHunch } from "./calibration";
import { allDrawKeys, chanceOf, drawFor, drawKey, HUNCH_KIND_IDS, HUNCH_KINDS, isHit, sourceOfKey } from "./hunches";

/** A small seeded generator (mulberry32), so the generated data is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("a hunch about a draw", () => {
  it("knows each hunch's exact chance, and every kind's values share the whole of it", () => {
    expect(chanceOf({ kind: "card-arcana", value: "major" })).toBeCloseTo(22 / 78, 12);
    expect(chanceOf({ kind: "card-suit", value: "cups" })).toBeCloseTo(14 / 78, 12);
    expect(chanceOf({ kind: "card-upright", value: "upright" })).toBeCloseTo(1 / 2, 12);
    expect(chanceOf({ kind: "rune-aett", value: "tyr" })).toBeCloseTo(1 / 3, 12);
    // 15 of the 24 runes can lie reversed, each half the time; the other nine are always upright.
    expect(chanceOf({ kind: "rune-upright", value: "reversed" })).toBeCloseTo(15 / 48, 12);
    expect(chanceOf({ kind: "die-high", value: "above-3" })).toBeCloseTo(1 / 2, 12);
    expect(chanceOf({ kind: "die-face", value: "6" })).toBeCloseTo(1 / 6, 12);
    expect(chanceOf({ kind: "pendulum-answer", value: "yes" })).toBeCloseTo(1 / 3, 12);
    for (const kind of HUNCH_KIND_IDS) {
      const total = HUNCH_KINDS[kind].values.reduce((sum, value) => sum + chanceOf({ kind, value }), 0);
      // A suit leaves out the 22 Major Arcana; every other kind's values cover every draw.
      expect(total, kind).toBeCloseTo(kind === "card-suit" ? 56 / 78 : 1, 12);
    }
  });

  it("draws its card as the tarot's one-card spread does, and each source's first byte as the rule says", () => {
    const bytes = Array.from({ length: 200 }, (_, index) => (index * 53 + 7) % 256);
    const stream = () => {
      let next = 0;
      return () => bytes[next++]!;
    };
    const [card] = drawSpread("tarot", "one-card", stream());
    expect(drawFor("card", stream())).toEqual({ source: "card", ...card });
    // The die and the pendulum skip the bytes that would bias them: 252 and up for six faces, 255 for three.
    expect(drawFor("die", () => 13)).toEqual({ source: "die", face: 2 });
    const skipping = [253, 5];
    expect(drawFor("die", () => skipping.shift()!)).toEqual({ source: "die", face: 6 });
    expect(drawFor("pendulum", () => 4)).toEqual({ source: "pendulum", answer: "no" });
    // The Tower (16) is a Major Arcana and no suit; the Ace of Cups (22 + 14) is a cup.
    expect(isHit({ kind: "card-arcana", value: "major" }, { source: "card", index: 16, reversed: true })).toBe(true);
    expect(isHit({ kind: "card-suit", value: "cups" }, { source: "card", index: 16, reversed: false })).toBe(false);
    expect(isHit({ kind: "card-suit", value: "cups" }, { source: "card", index: 36, reversed: false })).toBe(true);
    expect(isHit({ kind: "die-face", value: "6" }, { source: "pendulum", answer: "yes" })).toBe(false);
    const keys = allDrawKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(156 + 39 + 6 + 3);
    expect(keys).toContain(drawKey({ source: "rune", index: 3, reversed: true }));
    expect(sourceOfKey("die:4")).toBe("die");
    expect(sourceOfKey("moon:full")).toBeNull();
  });
});

/** The Brier scores computed another way: whole numbers of per cent, squared and summed, divided once at the end. */
function independentBrier(hunches: readonly ResolvedHunch[]) {
  let stated = 0;
  let chance = 0;
  let known = 0;
  let statedKnown = 0;
  for (const { confidence, hit, chance: p0 } of hunches) {
    const error = confidence - (hit ? 100 : 0);
    stated += error * error;
    if (p0 !== null) {
      known += 1;
      statedKnown += error * error;
      chance += (p0 - Number(hit)) * (p0 - Number(hit));
    }
  }
  return {
    brier: stated / 10_000 / hunches.length,
    brierWithChance: known ? statedKnown / 10_000 / known : null,
    chanceBrier: known ? chance / known : null,
  };
}

describe("the calibration of resolved hunches", () => {
  it("matches hand-worked scores", () => {
    expect(summarise([{ kind: "life", confidence: 70, hit: true, chance: null }]).brier).toBeCloseTo(0.09, 12);
    const mixed = summarise([
      { kind: "die-face", confidence: 70, hit: false, chance: 1 / 6 },
      { kind: "pendulum-answer", confidence: 20, hit: true, chance: 1 / 3 },
      { kind: "life", confidence: 100, hit: true, chance: null },
    ]);
    // (0.49 + 0.64 + 0) / 3; against chance (1/36 + 4/9) / 2 over the two draws only.
    expect(mixed.brier).toBeCloseTo(1.13 / 3, 12);
    expect(mixed.withChance).toBe(2);
    expect(mixed.brierWithChance).toBeCloseTo(1.13 / 2, 12);
    expect(mixed.chanceBrier).toBeCloseTo((1 / 36 + 4 / 9) / 2, 12);
    expect(mixed.bins.map((bin) => bin.count)).toEqual([0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1]);
    expect(mixed.bins[7]).toMatchObject({ hits: 0, hitRate: 0, meanChance: 1 / 6 });
    expect(mixed.bins[10]).toMatchObject({ hits: 1, hitRate: 1, meanChance: null });
    expect(summarise([])).toMatchObject({ count: 0, brier: null, chanceBrier: null, brierWithChance: null });
  });

  it("agrees with an independent computation on generated hunches, whole and by kind", () => {
    const random = seeded(20260310);
    const kinds = [...HUNCH_KIND_IDS, "life"];
    for (let run = 0; run < 25; run++) {
      const hunches: ResolvedHunch[] = Array.from({ length: 1 + Math.floor(random() * 300) }, () => {
        const kind = kinds[Math.floor(random() * kinds.length)]!;
        const chance = kind === "life" ? null : random();
        return { kind, confidence: Math.floor(random() * 11) * 10, hit: random() < 0.45, chance };
      });
      const calibration = calibrate(hunches, HUNCH_KIND_IDS);
      const expected = independentBrier(hunches);
      expect(calibration.all.brier).toBeCloseTo(expected.brier, 10);
      expect(calibration.all.chanceBrier).toBeCloseTo(expected.chanceBrier!, 10);
      expect(calibration.all.brierWithChance).toBeCloseTo(expected.brierWithChance!, 10);
      for (const { kind, summary } of calibration.kinds) {
        const own = independentBrier(hunches.filter((hunch) => hunch.kind === kind));
        expect(summary.brier, kind).toBeCloseTo(own.brier, 10);
        if (own.chanceBrier === null) expect(summary.chanceBrier, kind).toBeNull();
        else expect(summary.chanceBrier, kind).toBeCloseTo(own.chanceBrier, 10);
      }
      const counted = calibration.all.bins.reduce((sum, bin) => sum + bin.count, 0);
      expect(counted).toBe(hunches.length);
      expect(calibration.draws.count + calibration.life.count).toBe(hunches.length);
      expect(calibration.life.chanceBrier).toBeNull();
    }
  });
});
