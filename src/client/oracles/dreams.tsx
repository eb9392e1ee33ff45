import { Moon } from "lucide-react";
import { lazyParts, type ClientOracle } from "./client-oracle";

/** The private dream journal: a dream and the dictionary's symbols found in it; nothing drawn to check. */
export const dreamsOracle: ClientOracle = {
  tool: "dreams",
  label: "Dream Journal",
  icon: Moon,
  detailTitle: (entry) => entry.title ?? "Dream Journal",
  ...lazyParts(() => import("./parts/dreams-parts").then(({ dreamsParts }) => dreamsParts)),
  fairness: null,
};
