import { ScrollText } from "lucide-react";
import { lazy } from "react";
import { SITUATION_LABELS } from "../../shared/situations";
import { DICE_FAIRNESS } from "../features/fairness/oracle-checks";
import type { ClientOracle } from "./client-oracle";

/** The Dice Oracle: three dice, one of 216 readings. */
export const diceOracle: ClientOracle = {
  tool: "dice",
  label: "Dice",
  icon: ScrollText,
  detailTitle: (entry) => `Your ${SITUATION_LABELS[entry.situation]} Reading`,
  DetailView: lazy(() => import("../features/dashboard/cast-detail")),
  HistoryExtras: lazy(() =>
    import("../features/dashboard/dice-chips").then(({ DiceChips }) => ({
      default: ({ entry }) => (entry.diceValues ? <DiceChips diceValues={entry.diceValues} /> : null),
    })),
  ),
  SharedView: lazy(() =>
    import("../features/sharing/shared-dice-view").then(({ SharedDiceView }) => ({
      default: ({ reading }) => (reading.tool === "dice" ? <SharedDiceView reading={reading} /> : null),
    })),
  ),
  fairness: DICE_FAIRNESS,
  reading: () =>
    import("../features/dice-oracle/cast-dice").then(({ sendCast, describeCastFailure }) => ({
      send: sendCast,
      describeFailure: (error) => {
        const failure = describeCastFailure(error, null);
        if (failure.kind === "fallback") return null;
        const { message, showsPlans = false, needsHelp } = failure;
        return { message, showsPlans, ...(needsHelp ? { needsHelp } : {}) };
      },
    })),
};
