import type { LucideIcon } from "lucide-react";
import { lazy } from "react";
import type { DrawTool } from "../../shared/draws/spreads";
import { SITUATION_LABELS } from "../../shared/situations";
import { drawFairness } from "../features/fairness/oracle-checks";
import type { ClientOracle } from "./client-oracle";
import { describeFailure } from "./kit/describe-failure";

/**
 * What the client shows for a drawing oracle (tarot, runes): the parts are the same, each told which
 * oracle it shows. Each drawing oracle's own file names its words and icon.
 */
export function drawingOracle(tool: DrawTool, names: { label: string; reading: string; icon: LucideIcon }) {
  const { label, icon } = names;
  return {
    tool,
    label,
    icon,
    detailTitle: (entry) => `Your ${SITUATION_LABELS[entry.situation]} ${names.reading} Reading`,
    DetailView: lazy(() =>
      import("../features/dashboard/draw-detail").then(({ DrawDetail }) => ({
        default: ({ entry }) => <DrawDetail entry={entry} tool={tool} />,
      })),
    ),
    HistoryExtras: lazy(() =>
      import("../features/dashboard/history-chips").then(({ DrawChips }) => ({
        default: ({ entry }) => <DrawChips entry={entry} label={label} icon={icon} />,
      })),
    ),
    SharedView: lazy(() =>
      import("../features/sharing/shared-draw-view").then(({ SharedDrawView }) => ({
        default: ({ reading }) => ("items" in reading ? <SharedDrawView reading={reading} /> : null),
      })),
    ),
    fairness: drawFairness(tool),
    reading: () =>
      import("../features/draw-oracle/use-draw").then(({ sendDraw }) => ({ send: sendDraw, describeFailure })),
  } satisfies ClientOracle;
}
