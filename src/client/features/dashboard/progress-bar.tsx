interface ProgressBarProps {
  /** What is measured; read out with the value. */
  label: string;
  value: number;
  max?: number;
  /** How the value is read out, e.g. "7 of 10 readings". */
  valueText?: string;
  tone?: "gold" | "violet";
  className?: string;
}

const TRACK = "h-2 overflow-hidden rounded-full bg-white/10";

/** The bar's empty track while its value is not known: the same height, and nothing read out. */
export function PendingProgressBar({ className = "" }: { className?: string }) {
  return <div aria-hidden className={`${TRACK} ${className}`} />;
}

/** A thin glowing bar with a progressbar role, so its value is announced, not only drawn. */
export function ProgressBar({ label, value, max = 100, valueText, tone = "gold", className = "" }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  const fill =
    tone === "gold"
      ? "bg-gradient-to-r from-violet-500 via-fuchsia-400 to-gold-300"
      : "bg-gradient-to-r from-indigo-400 to-violet-400";
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={`${TRACK} ${className}`}
    >
      <div className={`h-full rounded-full ${fill} transition-[width] duration-700`} style={{ width: `${percent}%` }} />
    </div>
  );
}
