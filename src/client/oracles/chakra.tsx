import { Sun } from "lucide-react";
import { lazyParts, type ClientOracle } from "./client-oracle";

/** The Chakra Check-in: a saved questionnaire, scored from the seeker's own answers; nothing drawn to check. */
export const chakraOracle: ClientOracle = {
  tool: "chakra",
  label: "Chakra Check-in",
  icon: Sun,
  detailTitle: (entry) => entry.title ?? "Chakra Check-in",
  ...lazyParts(() => import("./parts/chakra-parts").then(({ chakraParts }) => chakraParts)),
  fairness: null,
};
