import { useLayoutEffect, useRef, useState } from "react";
import { FACE_NAMES, type DiceColour } from "../../../shared/dice";
import {
  cubeTransform,
  FACE_PLACEMENTS,
  faceLight,
  faceTowardViewer,
  isAtRest,
  poseAt,
  restAngles,
  settleOnto,
  settleStart,
  SHORTEST_SETTLE_MS,
  startTumble,
  type Motion,
} from "./dice-motion";
import { Pips } from "./pips";

const FACES = [1, 2, 3, 4, 5, 6] as const;
const COLOUR_NAMES: Record<DiceColour, string> = { red: "Red", white: "White", green: "Green" };

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

interface OracleDieProps {
  color: DiceColour;
  /** The face the die shows, or lands on once `landsAt` is set. */
  value: number;
  /** Thrown and still waiting for its face. */
  isTumbling: boolean;
  /** When a tumbling die must be at rest on `value` (`performance.now()` time); null: now, gently. */
  landsAt: number | null;
}

/**
 * One of the three dice: a cube with pips on its six faces, drawn with CSS 3D transforms. It tumbles
 * while thrown and slows down onto `value` by `landsAt`; under reduced motion it dims instead and fades
 * in on its face. The movement (`dice-motion.ts`) is written to the elements frame by frame, outside
 * React's renders.
 */
export function OracleDie({ color, value, isTumbling, landsAt }: OracleDieProps) {
  const [initialTransform] = useState(() => cubeTransform(restAngles(value)));
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const cubeRef = useRef<HTMLDivElement>(null);
  const shadowRef = useRef<HTMLDivElement>(null);
  const shadeRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const motion = useRef<Motion>({ kind: "rest", angles: restAngles(value) });
  const landing = useRef<{ face: number; startsAt: number; endsAt: number } | null>(null);
  /** The face the die is landing on (or about to). */
  const heading = useRef(value);
  const frame = useRef<number | null>(null);

  useLayoutEffect(() => {
    function draw(now: number) {
      const pose = poseAt(motion.current, now);
      cubeRef.current!.style.transform = cubeTransform(pose.angles);
      bodyRef.current!.style.transform = `translateY(${(-pose.lift).toFixed(1)}px)`;
      bodyRef.current!.style.opacity = pose.opacity.toFixed(3);
      const height = Math.min(1, pose.lift / 30);
      shadowRef.current!.style.transform = `scale(${(1 - 0.35 * height).toFixed(3)})`;
      shadowRef.current!.style.opacity = (pose.opacity * (1 - 0.55 * height)).toFixed(3);
      FACES.forEach((face, index) => {
        shadeRefs.current[index]?.style.setProperty(
          "opacity",
          (0.75 * (1 - faceLight(face, pose.angles)) ** 2).toFixed(3),
        );
      });
      const root = rootRef.current!;
      root.dataset.state =
        motion.current.kind === "rest" ? "settled" : motion.current.kind === "tumble" ? "tumbling" : "settling";
      root.dataset.shownFace = String(faceTowardViewer(pose.angles));
    }
    function tick() {
      // The clock the cast's times (`landsAt`) are read on.
      const now = performance.now();
      const next = landing.current;
      if (next && motion.current.kind === "tumble" && now >= next.startsAt) {
        motion.current = settleOnto(motion.current, next.face, now, next.endsAt, prefersReducedMotion());
        landing.current = null;
      }
      if (motion.current.kind !== "rest" && isAtRest(motion.current, now)) {
        const end = motion.current.kind === "settle" || motion.current.kind === "fade" ? motion.current.endsAt : now;
        motion.current = { kind: "rest", angles: poseAt(motion.current, end).angles };
      }
      draw(now);
      frame.current = motion.current.kind === "rest" ? null : requestAnimationFrame(tick);
    }

    /**
     * True when the die already shows `face`, or is landing on it (or about to) no later than asked: the
     * reading that follows a landing must not start it over.
     */
    function isHeadingFor(face: number, by: number | null): boolean {
      const current = motion.current;
      if (current.kind === "rest") return faceTowardViewer(current.angles) === face;
      if (heading.current !== face) return false;
      const endsAt = current.kind === "tumble" ? landing.current?.endsAt : current.endsAt;
      return endsAt !== undefined && (by === null || by === endsAt);
    }

    const now = performance.now();
    const isCalm = prefersReducedMotion();
    const current = motion.current;
    if (isTumbling) {
      if (current.kind !== "tumble") motion.current = startTumble(current, now, { isCalm });
      landing.current = null;
    } else if (current.kind === "tumble" && landsAt !== null) {
      landing.current = { face: value, startsAt: settleStart(now, landsAt), endsAt: landsAt };
      heading.current = value;
    } else if (!isHeadingFor(value, landsAt)) {
      const endsAt = Math.max(landsAt ?? 0, now + SHORTEST_SETTLE_MS);
      motion.current = settleOnto(current, value, now, endsAt, isCalm);
      heading.current = value;
      landing.current = null;
    }
    if (frame.current === null) tick();
  }, [isTumbling, value, landsAt]);

  useLayoutEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );

  const name = COLOUR_NAMES[color];
  return (
    <div
      ref={rootRef}
      role="img"
      aria-label={isTumbling ? `${name} die: rolling` : `${name} die: ${value}, ${FACE_NAMES[value - 1]}`}
      data-testid={`die-${color}`}
      data-value={value}
      data-state="settled"
      className={`die die-${color}`}
    >
      <div ref={shadowRef} aria-hidden className="die-shadow" />
      <div ref={bodyRef} aria-hidden className="die-body">
        <div ref={cubeRef} className="die-cube" style={{ transform: initialTransform }}>
          {FACES.map((face) => (
            <div key={`core-${face}`} className="die-core" style={{ transform: placement(face, "core") }} />
          ))}
          {FACES.map((face, index) => (
            <div key={face} className="die-face" data-face={face} style={{ transform: placement(face, "face") }}>
              <Pips value={face} className="die-pips" pipClassName="die-pip" />
              <span
                ref={(element) => {
                  shadeRefs.current[index] = element;
                }}
                className="die-shade"
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A face's place on the cube; the cores sit just inside the faces and fill their rounded corners. */
function placement(face: number, layer: "face" | "core"): string {
  const { x, y } = FACE_PLACEMENTS[face]!;
  const depth = layer === "face" ? "calc(var(--die-size) / 2)" : "calc(var(--die-size) * 0.46)";
  return `rotateX(${x}deg) rotateY(${y}deg) translateZ(${depth})`;
}
