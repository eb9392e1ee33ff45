import type { LucideIcon } from "lucide-react";
import { lazy } from "react";
import type { DrawTool } from "../../shared/draws/spreads";
import { drawFairness } from "../features/fairness/oracle-checks";
import type { ClientOracle } from "./client-oracle";

/**
 * What the client shows for a drawing oracle (tarot, runes): the same parts, each told which oracle it
 * shows, loaded together with their code when the first is shown. Each drawing oracle's own file names
 * its words and icon.
 */
export function drawingOracle(tool: DrawTool, names: { label: string; reading: string; icon: LucideIcon }) {
  const { label, icon } = names;
  const parts = () =>
    import("./parts/drawing-parts").then((module) => ({ ...module, ...module.drawingParts(tool, label, icon) }));
  return {
    tool,
    label,
    icon,
    detailTitle: (_entry, situationLabel) => `Your ${situationLabel} ${names.reading} Reading`,
    DetailView: lazy(() => parts().then(({ DetailView }) => ({ default: DetailView }))),
    HistoryExtras: lazy(() => parts().then(({ HistoryExtras }) => ({ default: HistoryExtras }))),
    SharedView: lazy(() => parts().then(({ SharedView }) => ({ default: SharedView }))),
    fairness: drawFairness(tool),
    reading: () => parts().then(({ reading }) => reading),
  } satisfies ClientOracle;
}
