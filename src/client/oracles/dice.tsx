import { ScrollText } from "lucide-react";
import { lazy } from "react";
import { DICE_FAIRNESS } from "../features/fairness/oracle-checks";
import type { ClientOracle } from "./client-oracle";

/** The dice's parts load together, with their code, when the first is shown. */
const parts = () => import("./parts/dice-parts");

/** The Dice Oracle: three dice, one of 216 readings. */
export const diceOracle: ClientOracle = {
  tool: "dice",
  label: "Dice",
  icon: ScrollText,
  detailTitle: (_entry, situationLabel) => `Your ${situationLabel} Reading`,
  DetailView: lazy(() => parts().then(({ DetailView }) => ({ default: DetailView }))),
  HistoryExtras: lazy(() => parts().then(({ HistoryExtras }) => ({ default: HistoryExtras }))),
  SharedView: lazy(() => parts().then(({ SharedView }) => ({ default: SharedView }))),
  fairness: DICE_FAIRNESS,
  reading: () => parts().then(({ reading }) => reading),
};
