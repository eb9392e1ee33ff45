import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { DiceChips } from "../../features/dashboard/dice-chips";
import { describeCastFailure, sendCast } from "../../features/dice-oracle/cast-dice";
import { SharedDiceView } from "../../features/sharing/shared-dice-view";
import type { OracleReading } from "../client-oracle";

/** The dice's parts, loaded together when one is first shown (../dice.tsx). */
export { default as DetailView } from "../../features/dashboard/cast-detail";

export function HistoryExtras({ entry }: { entry: ReadingHistoryEntry }) {
  return entry.diceValues ? <DiceChips diceValues={entry.diceValues} /> : null;
}

export function SharedView({ reading }: { reading: SharedReading }) {
  return reading.tool === "dice" ? <SharedDiceView reading={reading} /> : null;
}

export const reading: OracleReading = {
  send: sendCast,
  describeFailure: (error) => {
    const failure = describeCastFailure(error, null);
    if (failure.kind === "fallback") return null;
    const { message, showsPlans = false, needsHelp } = failure;
    return { message, showsPlans, ...(needsHelp ? { needsHelp } : {}) };
  },
};
