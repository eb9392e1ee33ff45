import type { CSSProperties } from "react";
import type { DiceColour } from "../../../shared/dice";
import { Pips } from "./pips";

/** A small flat die of its colour showing `value` in pips (decorative: name the face beside it). */
export function DieMark({ color, value, size }: { color: DiceColour; value: number; size: string }) {
  return (
    <span aria-hidden className={`die-flat die-${color}`} style={{ "--die-size": size } as CSSProperties}>
      <Pips value={value} className="die-pips" pipClassName="die-pip" />
    </span>
  );
}
