import { describe, expect, it } from "vitest";
import { DICE_FACES } from "../../../shared/dice";
import {
  faceNormal,
  faceTowardViewer,
  isAtRest,
  poseAt,
  restAngles,
  settleOnto,
  settleStart,
  SETTLE_MS,
  startTumble,
  type Angles,
  type Motion,
} from "./dice-motion";

/** A repeatable stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const REST: Motion = { kind: "rest", angles: restAngles(1) };

describe("a die's faces", () => {
  it("sit as on a real die: opposite faces sum to 7", () => {
    for (const face of DICE_FACES) {
      const [x, y, z] = faceNormal(face, { x: 0, y: 0, z: 0 });
      const [ox, oy, oz] = faceNormal(7 - face, { x: 0, y: 0, z: 0 });
      expect(x + ox).toBeCloseTo(0);
      expect(y + oy).toBeCloseTo(0);
      expect(z + oz).toBeCloseTo(0);
    }
  });

  it("each rest pose turns its face to the viewer, whatever quarter turn it lands on", () => {
    for (const face of DICE_FACES) {
      for (const z of [0, 90, 180, 270, -90]) {
        expect(faceTowardViewer({ ...restAngles(face), z })).toBe(face);
      }
    }
  });
});

describe("a thrown die", () => {
  it("tumbles about all three axes, then lands exactly on the face it is given, at the time it is given", () => {
    const random = seeded(7);
    for (let trial = 0; trial < 60; trial++) {
      const face = DICE_FACES[trial % 6]!;
      const tumble = startTumble(REST, 0, { isCalm: false, random });
      const during = poseAt(tumble, 400);
      for (const axis of ["x", "y", "z"] as const) expect(during.angles[axis]).not.toBeCloseTo(restAngles(1)[axis]);
      expect(during.lift).toBeGreaterThan(0);

      const answeredAt = 100 + trial * 10;
      const landsAt = 2000;
      const startsAt = settleStart(answeredAt, landsAt);
      expect(startsAt).toBe(landsAt - SETTLE_MS);
      const settle = settleOnto(tumble, face, startsAt, landsAt, false);
      const landed = poseAt(settle, landsAt);
      expect(faceTowardViewer(landed.angles)).toBe(face);
      expect(landed.lift).toBeCloseTo(0);
      expect(isAtRest(settle, landsAt - 1)).toBe(false);
      expect(isAtRest(settle, landsAt)).toBe(true);
    }
  });

  it("slows down smoothly: no jump when it starts to land, and it never turns back", () => {
    const random = seeded(11);
    for (let trial = 0; trial < 40; trial++) {
      const tumble = startTumble(REST, 0, { isCalm: false, random });
      const settle = settleOnto(tumble, 1 + (trial % 6), 1000, 2000, false);
      const before = poseAt(tumble, 1000).angles;
      const start = poseAt(settle, 1000).angles;
      for (const axis of ["x", "y", "z"] as const) expect(start[axis]).toBeCloseTo(before[axis], 6);
      const sign = (axis: keyof Angles) => Math.sign(tumble.kind === "tumble" ? tumble.velocity[axis] : 0);
      let previous = start;
      for (let now = 1010; now <= 2000; now += 10) {
        const angles = poseAt(settle, now).angles;
        for (const axis of ["x", "y", "z"] as const) {
          expect((angles[axis] - previous[axis]) * sign(axis)).toBeGreaterThanOrEqual(-1e-9);
        }
        previous = angles;
      }
    }
  });

  it("lands late answers quickly, and turns a resting die onto a new face without a throw", () => {
    expect(settleStart(2500, 3100)).toBe(2500);
    const turn = settleOnto(REST, 5, 0, 600, false);
    expect(poseAt(turn, 300).lift).toBe(0);
    expect(faceTowardViewer(poseAt(turn, 600).angles)).toBe(5);
  });
});

describe("under reduced motion", () => {
  it("a thrown die does not turn or bounce: it dims in place, then fades out and in on its face", () => {
    const calm = startTumble(REST, 0, { isCalm: true, random: seeded(3) });
    for (const now of [0, 100, 500, 1500]) {
      expect(poseAt(calm, now).angles).toEqual(restAngles(1));
      expect(poseAt(calm, now).lift).toBe(0);
    }
    expect(poseAt(calm, 1500).opacity).toBeLessThan(0.5);

    const fade = settleOnto(calm, 4, 1000, 2000, true);
    expect(poseAt(fade, 1400).angles).toEqual(restAngles(1));
    expect(poseAt(fade, 1500).opacity).toBeCloseTo(0);
    expect(poseAt(fade, 1600).angles).toEqual(restAngles(4));
    expect(poseAt(fade, 2000)).toEqual({ angles: restAngles(4), lift: 0, opacity: 1 });
  });
});
