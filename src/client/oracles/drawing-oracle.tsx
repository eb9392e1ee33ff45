import type { LucideIcon } from "lucide-react";
import type { DrawTool } from "../../shared/draws/spreads";
import { lazyParts, type ClientOracle } from "./client-oracle";
import { drawFairness } from "./kit/fairness-checks";

/**
 * What the client shows for a drawing oracle (tarot, runes): the same parts, each told which oracle it
 * shows. Each drawing oracle's own file names its words and icon.
 */
export function drawingOracle(
  tool: DrawTool,
  { label, reading, icon }: { label: string; reading: string; icon: LucideIcon },
): ClientOracle {
  return {
    tool,
    label,
    icon,
    detailTitle: (_entry, situationLabel) => `Your ${situationLabel} ${reading} Reading`,
    ...lazyParts(() => import("./parts/drawing-parts").then(({ drawingParts }) => drawingParts(tool, label, icon))),
    fairness: drawFairness(tool),
  };
}
