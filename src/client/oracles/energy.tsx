import { HeartPulse } from "lucide-react";
import { lazyParts, type ClientOracle } from "./client-oracle";

/** The Energy Map: one private check-in a day, a point on two axes; nothing drawn to check. */
export const energyOracle: ClientOracle = {
  tool: "energy",
  label: "Energy Map",
  icon: HeartPulse,
  detailTitle: (entry) => entry.title ?? "Energy Map",
  ...lazyParts(() => import("./parts/energy-parts").then(({ energyParts }) => energyParts)),
  fairness: null,
};
