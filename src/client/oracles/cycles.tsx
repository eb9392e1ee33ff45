import { Infinity as InfinityIcon } from "lucide-react";
import { lazyParts, type ClientOracle } from "./client-oracle";

/**
 * Your Cycles: the seeker's Personal Year, Month and Day and the Universal Year, recorded once a day from
 * the profile's birth date. Nothing is drawn, so the fairness checker has nothing to check.
 */
export const cyclesOracle: ClientOracle = {
  tool: "cycles",
  label: "Your Cycles",
  icon: InfinityIcon,
  detailTitle: (entry) => entry.title ?? "Your Cycles",
  ...lazyParts(() => import("./parts/cycles-parts").then(({ cyclesParts }) => cyclesParts)),
  fairness: null,
};
