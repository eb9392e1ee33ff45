const DIE_COLOURS = [
  { name: "Red", chip: "bg-gradient-to-br from-rose-500 to-die-red text-rose-50" },
  { name: "White", chip: "bg-gradient-to-br from-white to-die-white text-night-900" },
  { name: "Green", chip: "bg-gradient-to-br from-emerald-400 to-die-green text-emerald-50" },
] as const;

/** Three small dice for a stored roll ("3-1-5", red-white-green), named in words for screen readers. */
export function DiceChips({ diceValues, size = "sm" }: { diceValues: string; size?: "sm" | "md" }) {
  const faces = diceValues.split("-");
  const description = DIE_COLOURS.map((die, index) => `${die.name} ${faces[index] ?? "?"}`).join(", ");
  const box = size === "sm" ? "size-6 text-xs" : "size-8 text-sm";
  return (
    <span className="inline-flex items-center gap-1" title={description}>
      <span className="sr-only">Dice: {description}</span>
      {DIE_COLOURS.map((die, index) => (
        <span
          key={die.name}
          aria-hidden
          className={`grid place-items-center rounded-md font-bold shadow ${box} ${die.chip}`}
        >
          {faces[index] ?? "?"}
        </span>
      ))}
    </span>
  );
}
