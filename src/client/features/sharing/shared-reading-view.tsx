import type { SharedReading } from "../../../shared/api/sharing";
import { SharedDiceView } from "./shared-dice-view";
import { SharedDrawView } from "./shared-draw-view";

/** A shared reading as anyone with its link sees it, by its oracle; never anyone's name. */
export function SharedReadingView({ reading }: { reading: SharedReading }) {
  return reading.tool === "dice" ? <SharedDiceView reading={reading} /> : <SharedDrawView reading={reading} />;
}
