import { DICE_COLOURS, FACE_NAMES, parseDice } from "../../../shared/dice";
import { DieMark } from "./die-mark";

const COLOUR_NAMES = { red: "Red", white: "White", green: "Green" } as const;
const SIZES = { sm: "1.5rem", md: "2rem" } as const;

/** Three small dice for a stored roll ("3-1-5", red-white-green), named in words for screen readers. */
export function DiceChips({ diceValues, size = "sm" }: { diceValues: string; size?: "sm" | "md" }) {
  const roll = parseDice(diceValues);
  if (!roll) return <span>{diceValues}</span>;
  const description = DICE_COLOURS.map(
    (colour) => `${COLOUR_NAMES[colour]} ${roll[colour]} ${FACE_NAMES[roll[colour] - 1]}`,
  ).join(", ");
  return (
    <span className="inline-flex items-center gap-1" title={description} data-testid="dice-chips">
      <span className="sr-only">Dice: {description}</span>
      {DICE_COLOURS.map((colour) => (
        <DieMark key={colour} color={colour} value={roll[colour]} size={SIZES[size]} />
      ))}
    </span>
  );
}
