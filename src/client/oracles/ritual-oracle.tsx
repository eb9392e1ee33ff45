import { MoonStar } from "lucide-react";
import type { RitualTool } from "../../shared/draws/spreads";
import { lazyParts, type ClientOracle } from "./client-oracle";

/**
 * What the client shows for a daily ritual (numerology, moon): the same parts, each told which ritual it
 * shows. Nothing is drawn, so the fairness checker has nothing to check.
 */
export function ritualOracle(tool: RitualTool, label: string): ClientOracle {
  return {
    tool,
    label,
    icon: MoonStar,
    detailTitle: (entry) => entry.title ?? label,
    ...lazyParts(() => import("./parts/ritual-parts").then(({ ritualParts }) => ritualParts(tool, label, MoonStar))),
    fairness: null,
  };
}
