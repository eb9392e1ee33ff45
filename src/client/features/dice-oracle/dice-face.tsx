const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export type DieColor = "red" | "white" | "green";

const DIE_STYLES: Record<DieColor, { face: string; pip: string; label: string }> = {
  red: {
    face: "bg-gradient-to-br from-rose-500 to-die-red border-rose-300/50 shadow-rose-900/60",
    pip: "bg-rose-50",
    label: "Red",
  },
  white: {
    face: "bg-gradient-to-br from-white to-die-white border-white/70 shadow-indigo-950/60",
    pip: "bg-night-800",
    label: "White",
  },
  green: {
    face: "bg-gradient-to-br from-emerald-400 to-die-green border-emerald-200/50 shadow-emerald-950/60",
    pip: "bg-emerald-50",
    label: "Green",
  },
};

/** One die showing `value` as pips; wobbles while rolling (still under reduced motion). */
export function DiceFace({ color, value, isRolling }: { color: DieColor; value: number; isRolling: boolean }) {
  const style = DIE_STYLES[color];
  const pips = PIPS[value] ?? [];
  return (
    <figure className="flex flex-col items-center gap-3">
      <div
        role="img"
        aria-label={`${style.label} die showing ${value}`}
        data-testid={`die-${color}`}
        data-value={value}
        className={`grid size-20 grid-cols-3 grid-rows-3 gap-1 rounded-2xl border p-3 shadow-2xl sm:size-24 ${style.face} ${isRolling ? "animate-die-roll" : ""}`}
      >
        {Array.from({ length: 9 }, (_, cell) => (
          <span key={cell} className="grid place-items-center">
            {pips.includes(cell) && <span className={`size-3 rounded-full sm:size-3.5 ${style.pip} shadow-inner`} />}
          </span>
        ))}
      </div>
      <figcaption className="text-xs font-semibold tracking-[0.2em] text-indigo-200/80 uppercase">
        {style.label}
      </figcaption>
    </figure>
  );
}
