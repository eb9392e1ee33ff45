import type { SharedReading } from "../../../shared/api/sharing";
import { SharedDiceView } from "./shared-dice-view";
import { SharedDrawView } from "./shared-draw-view";
import { SharedRitualView } from "./shared-ritual-view";

/** A shared reading as anyone with its link sees it, by its oracle; never anyone's name. */
export function SharedReadingView({ reading }: { reading: SharedReading }) {
  if (reading.tool === "dice") return <SharedDiceView reading={reading} />;
  return "sections" in reading ? <SharedRitualView reading={reading} /> : <SharedDrawView reading={reading} />;
}
