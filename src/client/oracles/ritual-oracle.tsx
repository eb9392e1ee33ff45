import { MoonStar } from "lucide-react";
import { lazy } from "react";
import type { RitualTool } from "../../shared/draws/spreads";
import type { ClientOracle } from "./client-oracle";

/**
 * What the client shows for a daily ritual (numerology, moon): the same parts, each told which ritual it
 * shows, loaded together with their code when the first is shown. Nothing is drawn, so the fairness
 * checker has nothing to check.
 */
export function ritualOracle(tool: RitualTool, label: string) {
  const parts = () =>
    import("./parts/ritual-parts").then((module) => ({ ...module, ...module.ritualParts(tool, label, MoonStar) }));
  return {
    tool,
    label,
    icon: MoonStar,
    detailTitle: (entry) => entry.title ?? label,
    DetailView: lazy(() => parts().then(({ DetailView }) => ({ default: DetailView }))),
    HistoryExtras: lazy(() => parts().then(({ HistoryExtras }) => ({ default: HistoryExtras }))),
    SharedView: lazy(() => parts().then(({ SharedView }) => ({ default: SharedView }))),
    fairness: null,
    reading: () => parts().then(({ reading }) => reading),
  } satisfies ClientOracle;
}
