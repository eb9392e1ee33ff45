import { Hash } from "lucide-react";
import { lazyParts, type ClientOracle } from "./client-oracle";

/**
 * Angel numbers: a sighting the seeker logs, read from the library or by its digits. Nothing is drawn, so
 * there is nothing for the /fairness checker.
 */
export const angelNumbersOracle: ClientOracle = {
  tool: "angel-numbers",
  label: "Angel Numbers",
  icon: Hash,
  detailTitle: (entry) => entry.title ?? "Angel Numbers",
  ...lazyParts(() => import("./parts/angel-numbers-parts").then(({ angelNumbersParts }) => angelNumbersParts)),
  fairness: null,
};
