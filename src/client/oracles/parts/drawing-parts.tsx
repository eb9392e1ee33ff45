import type { LucideIcon } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import type { DrawTool } from "../../../shared/draws/spreads";
import { DrawDetail } from "../../features/draw-oracle/draw-detail";
import { sendDraw } from "../../features/draw-oracle/use-draw";
import { SharedDrawView } from "../../features/sharing/shared-draw-view";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { DrawChips } from "../kit/history-chips";

/** A drawing oracle's parts, loaded together when one is first shown (../drawing-oracle.tsx). */
export function drawingParts(tool: DrawTool, label: string, icon: LucideIcon): OracleParts {
  return {
    DetailView: ({ entry }: { entry: ReadingHistoryEntry }) => <DrawDetail entry={entry} tool={tool} />,
    HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => <DrawChips entry={entry} label={label} icon={icon} />,
    SharedView: ({ reading }: { reading: SharedReading }) =>
      "items" in reading ? <SharedDrawView reading={reading} /> : null,
    reading: { send: sendDraw, describeFailure },
  };
}
