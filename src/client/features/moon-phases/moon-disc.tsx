import { useId } from "react";
import { litPath, type MoonLight } from "../../../shared/moon/moon-drawing";

const DISC = { cx: 50, cy: 50, r: 47 };
/** A few maria, faint on the lit part only (the large disc), roughly where they lie on the near side. */
const MARIA = [
  { cx: 36, cy: 33, rx: 12, ry: 9, opacity: 0.16 },
  { cx: 56, cy: 27, rx: 8, ry: 6, opacity: 0.13 },
  { cx: 61, cy: 47, rx: 11, ry: 13, opacity: 0.15 },
  { cx: 40, cy: 57, rx: 9, ry: 7, opacity: 0.12 },
  { cx: 52, cy: 72, rx: 5, ry: 4, opacity: 0.1 },
];

/**
 * The Moon's disc with its lit part (northern-hemisphere view). With `label` it is an image with that
 * name; without, decoration. `detailed` adds faint maria to the lit part.
 */
export function MoonDisc({
  light,
  label,
  detailed = false,
  className,
}: {
  light: MoonLight;
  label?: string;
  detailed?: boolean;
  className?: string;
}) {
  const clipId = `moon-lit-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const path = litPath(DISC, light);
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle {...DISC} fill="#221a4a" stroke="rgb(232 193 112 / 0.35)" strokeWidth={1.5} />
      {path && <path d={path} fill="#f6ecd2" />}
      {path && detailed && (
        <>
          <clipPath id={clipId}>
            <path d={path} />
          </clipPath>
          <g clipPath={`url(#${clipId})`} fill="#9c8455">
            {MARIA.map(({ opacity, ...mare }) => (
              <ellipse key={`${mare.cx}-${mare.cy}`} {...mare} fillOpacity={opacity} />
            ))}
          </g>
        </>
      )}
    </svg>
  );
}
