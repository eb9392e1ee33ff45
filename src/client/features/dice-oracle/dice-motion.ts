import { CAST_ANIMATION_MS, DICE_FACES } from "../../../shared/dice";

/**
 * How a die moves on the Dice Oracle, as pure functions of time (milliseconds, `performance.now()`), so
 * the page only draws what they say and tests can step through a whole cast.
 *
 * The die is a cube whose faces sit as on a real die: 1 at the front, 6 behind it, 2 on the right and
 * 5 on the left, 3 on top and 4 underneath (opposite faces sum to 7). The cube's own rotation is
 * `rotateZ(z) rotateX(x) rotateY(y)`, under a fixed tilt that shows a little of two other faces; a die
 * at rest with face f turned to the viewer has x and y from REST_ANGLES[f] (plus whole turns) and z a
 * quarter turn.
 */

export interface Angles {
  x: number;
  y: number;
  z: number;
}

type Vector = readonly [number, number, number];

/** The cube's tilt toward the viewer, in front of its own rotation (degrees). */
const TILT = { x: -18, y: 24 } as const;

/** Where each face sits on the cube, as CSS places it: `rotateX(x) rotateY(y) translateZ(half a side)`. */
export const FACE_PLACEMENTS: Record<number, { x: number; y: number }> = {
  1: { x: 0, y: 0 },
  2: { x: 0, y: 90 },
  3: { x: 90, y: 0 },
  4: { x: -90, y: 0 },
  5: { x: 0, y: -90 },
  6: { x: 0, y: 180 },
};

/** The cube's rotation that turns each face to the viewer (the inverse of its placement). */
const REST_ANGLES: Record<number, { x: number; y: number }> = {
  1: { x: 0, y: 0 },
  2: { x: 0, y: -90 },
  3: { x: -90, y: 0 },
  4: { x: 90, y: 0 },
  5: { x: 0, y: 90 },
  6: { x: 0, y: 180 },
};

/** The die's pose: its rotation, how high it is above its shadow (px) and how opaque (0-1). */
export interface Pose {
  angles: Angles;
  lift: number;
  opacity: number;
}

/**
 * What a die is doing: resting; tumbling (spinning at a steady speed, bouncing); settling from where it
 * was, at its speed, onto a face by `endsAt`; or, under reduced motion, fading to a face.
 */
export type Motion =
  | { kind: "rest"; angles: Angles }
  | { kind: "tumble"; from: Angles; velocity: Angles; startedAt: number; isCalm: boolean }
  | {
      kind: "settle";
      from: Angles;
      velocity: Angles;
      to: Angles;
      startedAt: number;
      endsAt: number;
      /** The bounce dying away: its amplitude at `startedAt` and when the tumble began. */
      bounce: { amplitude: number; since: number };
    }
  | { kind: "fade"; from: Angles; to: Angles; startedAt: number; endsAt: number; fromOpacity: number };

/** A throw's spin: degrees per second about each axis, at least this fast and at most the next. */
const SPIN_X: [number, number] = [560, 900];
const SPIN_Y: [number, number] = [480, 820];
const SPIN_Z: [number, number] = [90, 240];
/** The bounces of a tumbling die: how high (px) and how long each takes. */
const BOUNCE_HEIGHT = 26;
const BOUNCE_MS = 420;
/** The last part of a cast, in which the dice slow down onto their faces. */
export const SETTLE_MS = 1000;
/** The shortest landing, when the answer comes late (or the dice move without a cast). */
export const SHORTEST_SETTLE_MS = 600;
/** Under reduced motion, a tumbling die dims to this while it waits. */
const CALM_OPACITY = 0.3;
const CALM_DIM_MS = 400;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function rotateX(v: Vector, degrees: number): Vector {
  const [c, s] = [Math.cos(radians(degrees)), Math.sin(radians(degrees))];
  return [v[0], c * v[1] - s * v[2], s * v[1] + c * v[2]];
}
function rotateY(v: Vector, degrees: number): Vector {
  const [c, s] = [Math.cos(radians(degrees)), Math.sin(radians(degrees))];
  return [c * v[0] + s * v[2], v[1], -s * v[0] + c * v[2]];
}
function rotateZ(v: Vector, degrees: number): Vector {
  const [c, s] = [Math.cos(radians(degrees)), Math.sin(radians(degrees))];
  return [c * v[0] - s * v[1], s * v[0] + c * v[1], v[2]];
}

/**
 * Where a face's outward normal points on screen (x right, y down, z toward the viewer) for the cube at
 * these angles, as CSS composes `rotateX(TILT.x) rotateY(TILT.y) rotateZ(z) rotateX(x) rotateY(y)` and
 * then the face's placement.
 */
export function faceNormal(face: number, angles: Angles): Vector {
  const placement = FACE_PLACEMENTS[face]!;
  let v: Vector = rotateX(rotateY([0, 0, 1], placement.y), placement.x);
  v = rotateY(v, angles.y);
  v = rotateX(v, angles.x);
  v = rotateZ(v, angles.z);
  v = rotateY(v, TILT.y);
  return rotateX(v, TILT.x);
}

/** The face the viewer sees most of. */
export function faceTowardViewer(angles: Angles): number {
  return DICE_FACES.reduce((best, face) => (faceNormal(face, angles)[2] > faceNormal(best, angles)[2] ? face : best));
}

/** The CSS transform of the cube at these angles. */
export function cubeTransform({ x, y, z }: Angles): string {
  const f = (n: number) => n.toFixed(2);
  return `rotateX(${TILT.x}deg) rotateY(${TILT.y}deg) rotateZ(${f(z)}deg) rotateX(${f(x)}deg) rotateY(${f(y)}deg)`;
}

/** A face's light: 0 in full shadow to 1 facing the light, which comes from in front, a little above left. */
export function faceLight(face: number, angles: Angles): number {
  const light: Vector = [-0.2, -0.35, 0.92];
  const n = faceNormal(face, angles);
  return Math.max(0, n[0] * light[0] + n[1] * light[1] + n[2] * light[2]);
}

/** The resting angles that show `face`. */
export function restAngles(face: number): Angles {
  const rest = REST_ANGLES[face] ?? REST_ANGLES[1]!;
  return { x: rest.x, y: rest.y, z: 0 };
}

/**
 * Cubic Hermite from `p0` moving at `v0` (per ms) to `p1` at rest, over `duration` ms; `s` from 0 to 1.
 * Returns position and speed.
 */
function hermite(p0: number, v0: number, p1: number, duration: number, s: number): [number, number] {
  const s2 = s * s;
  const s3 = s2 * s;
  const position = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * duration * v0 + (-2 * s3 + 3 * s2) * p1;
  const speed = ((6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * duration * v0 + (-6 * s2 + 6 * s) * p1) / duration;
  return [position, speed];
}

/**
 * Where an axis should come to rest: `target` plus whole steps (a turn, or a quarter turn about z), as
 * far as a steady slowdown from `speed` would carry it (half of speed × time) and never so close that the
 * die would have to turn back (at least a third of it), so it keeps turning the way it was.
 */
function landingAngle(from: number, speed: number, duration: number, target: number, step: number): number {
  const travel = speed * duration;
  const nearestTo = (angle: number) => target + Math.round((angle - target) / step) * step;
  if (Math.abs(travel) < 1e-6) return nearestTo(from);
  const direction = Math.sign(travel);
  const least = from + travel / 3;
  let landing = nearestTo(from + travel / 2);
  while ((landing - least) * direction < 0) landing += step * direction;
  return landing;
}

function anglesAt(motion: Motion, now: number): { angles: Angles; velocity: Angles } {
  const still = { x: 0, y: 0, z: 0 };
  switch (motion.kind) {
    case "rest":
      return { angles: motion.angles, velocity: still };
    case "tumble": {
      if (motion.isCalm) return { angles: motion.from, velocity: still };
      const elapsed = now - motion.startedAt;
      const { from, velocity } = motion;
      return {
        angles: {
          x: from.x + velocity.x * elapsed,
          y: from.y + velocity.y * elapsed,
          z: from.z + velocity.z * elapsed,
        },
        velocity,
      };
    }
    case "settle": {
      const duration = motion.endsAt - motion.startedAt;
      const s = Math.min(1, Math.max(0, (now - motion.startedAt) / duration));
      const axis = (key: keyof Angles) => hermite(motion.from[key], motion.velocity[key], motion.to[key], duration, s);
      const [x, vx] = axis("x");
      const [y, vy] = axis("y");
      const [z, vz] = axis("z");
      return { angles: { x, y, z }, velocity: { x: vx, y: vy, z: vz } };
    }
    case "fade":
      return { angles: now < (motion.startedAt + motion.endsAt) / 2 ? motion.from : motion.to, velocity: still };
  }
}

function bounce(elapsed: number): number {
  return Math.abs(Math.sin((Math.PI * elapsed) / BOUNCE_MS));
}

/** The bounce's height while tumbling: high at the throw, lower as the cast goes on. */
function tumbleAmplitude(elapsed: number): number {
  return BOUNCE_HEIGHT * Math.max(0.35, 1 - elapsed / CAST_ANIMATION_MS);
}

/** Where the die is and how it looks at `now`. */
export function poseAt(motion: Motion, now: number): Pose {
  const { angles } = anglesAt(motion, now);
  switch (motion.kind) {
    case "rest":
      return { angles, lift: 0, opacity: 1 };
    case "tumble": {
      const elapsed = now - motion.startedAt;
      if (motion.isCalm)
        return { angles, lift: 0, opacity: 1 - (1 - CALM_OPACITY) * Math.min(1, elapsed / CALM_DIM_MS) };
      return { angles, lift: tumbleAmplitude(elapsed) * bounce(elapsed), opacity: 1 };
    }
    case "settle": {
      const s = Math.min(1, (now - motion.startedAt) / (motion.endsAt - motion.startedAt));
      const amplitude = motion.bounce.amplitude * (1 - s) ** 2;
      return { angles, lift: amplitude * bounce(now - motion.bounce.since), opacity: 1 };
    }
    case "fade": {
      const half = (motion.endsAt - motion.startedAt) / 2;
      const elapsed = now - motion.startedAt;
      const opacity = elapsed < half ? motion.fromOpacity * (1 - elapsed / half) : Math.min(1, (elapsed - half) / half);
      return { angles, lift: 0, opacity };
    }
  }
}

/** True once the motion has nothing left to draw after `now`. */
export function isAtRest(motion: Motion, now: number): boolean {
  return motion.kind === "rest" || ((motion.kind === "settle" || motion.kind === "fade") && now >= motion.endsAt);
}

/** A random speed between `low` and `high` degrees per second, either way round, in degrees per ms. */
function spin([low, high]: [number, number], random: () => number): number {
  const speed = low + (high - low) * random();
  return ((random() < 0.5 ? -1 : 1) * speed) / 1000;
}

/** The throw: from wherever the die is, spinning about all three axes (or, calm, dimming in place). */
export function startTumble(current: Motion, now: number, options: { isCalm: boolean; random?: () => number }): Motion {
  const random = options.random ?? Math.random;
  const { angles } = anglesAt(current, now);
  const velocity = { x: spin(SPIN_X, random), y: spin(SPIN_Y, random), z: spin(SPIN_Z, random) };
  return { kind: "tumble", from: angles, velocity, startedAt: now, isCalm: options.isCalm };
}

/**
 * The landing onto `face`, ending exactly at `endsAt`: from where the die is and at the speed it turns,
 * slowing smoothly to rest with `face` toward the viewer (or, calm, fading out and in on it).
 */
export function settleOnto(current: Motion, face: number, now: number, endsAt: number, isCalm: boolean): Motion {
  const { angles, velocity } = anglesAt(current, now);
  const rest = restAngles(face);
  const duration = Math.max(1, endsAt - now);
  if (isCalm) {
    const fromOpacity = poseAt(current, now).opacity;
    const to = { x: rest.x, y: rest.y, z: 0 };
    return { kind: "fade", from: angles, to, startedAt: now, endsAt: now + duration, fromOpacity };
  }
  const to = {
    x: landingAngle(angles.x, velocity.x, duration, rest.x, 360),
    y: landingAngle(angles.y, velocity.y, duration, rest.y, 360),
    z: landingAngle(angles.z, velocity.z, duration, 0, 90),
  };
  const since = current.kind === "tumble" ? current.startedAt : current.kind === "settle" ? current.bounce.since : now;
  const lift = poseAt(current, now).lift;
  const amplitude = current.kind === "tumble" ? tumbleAmplitude(now - since) : lift;
  return {
    kind: "settle",
    from: angles,
    velocity,
    to,
    startedAt: now,
    endsAt: now + duration,
    bounce: { amplitude, since },
  };
}

/** When a die told at `now` to land by `landsAt` starts to slow down: the last SETTLE_MS, or at once. */
export function settleStart(now: number, landsAt: number): number {
  return Math.max(now, landsAt - SETTLE_MS);
}
