import { diceLegend } from "../../../../content/oracle/dice-legend";
import { FACE_NAMES, type DiceColour } from "../../../shared/dice";

const NAME_COLOURS: Record<DiceColour, string> = {
  red: "text-rose-300",
  white: "text-stone-100",
  green: "text-emerald-300",
};

/**
 * What a die says, under it: its colour and, once the reading is shown, its face's name and that face read
 * through the colour's domain ("Red · Storm: a restless will…"); before that, the colour's domain.
 */
export function DieLegend({ color, face }: { color: DiceColour; face: number | null }) {
  const words = diceLegend[color];
  return (
    <div data-testid={`legend-${color}`} className="w-full text-center">
      <p className={`text-[0.7rem] font-semibold tracking-[0.2em] uppercase ${NAME_COLOURS[color]}`}>{words.name}</p>
      <p className="mt-0.5 font-display text-base text-gold-100 sm:text-lg">
        {face ? FACE_NAMES[face - 1] : words.domain}
      </p>
      {face && <p className="mt-1 text-xs leading-snug text-indigo-100/85 sm:text-sm">{words.faces[face - 1]}</p>}
    </div>
  );
}
