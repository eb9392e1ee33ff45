import { CastDetail } from "../../features/dice-oracle/cast-detail";
import { describeCastFailure, sendCast } from "../../features/dice-oracle/cast-dice";
import { DiceChips } from "../../features/dice-oracle/dice-chips";
import { SharedDiceView } from "../../features/sharing/shared-dice-view";
import type { OracleParts } from "../client-oracle";

/** The dice's parts, loaded together when one is first shown (../dice.tsx). */
export const diceParts: OracleParts = {
  DetailView: CastDetail,
  HistoryExtras: ({ entry }) => (entry.diceValues ? <DiceChips diceValues={entry.diceValues} /> : null),
  SharedView: ({ reading }) => (reading.tool === "dice" ? <SharedDiceView reading={reading} /> : null),
  reading: {
    send: sendCast,
    describeFailure: (error) => {
      const failure = describeCastFailure(error, null);
      if (failure.kind === "fallback") return null;
      const { message, showsPlans = false, needsHelp } = failure;
      return { message, showsPlans, ...(needsHelp ? { needsHelp } : {}) };
    },
  },
};
