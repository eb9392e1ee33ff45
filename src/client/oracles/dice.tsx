import { ScrollText } from "lucide-react";
import { lazyParts, type ClientOracle } from "./client-oracle";
import { DICE_FAIRNESS } from "./kit/fairness-checks";

/** The Dice Oracle: three dice, one of 216 readings. */
export const diceOracle: ClientOracle = {
  tool: "dice",
  label: "Dice",
  icon: ScrollText,
  detailTitle: (_entry, situationLabel) => `Your ${situationLabel} Reading`,
  ...lazyParts(() => import("./parts/dice-parts").then(({ diceParts }) => diceParts)),
  fairness: DICE_FAIRNESS,
};
