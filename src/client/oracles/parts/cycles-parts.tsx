import { Infinity as InfinityIcon } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { CyclesDetail } from "../../features/cycles/cycles-detail";
import { SharedCyclesView } from "../../features/cycles/shared-cycles-view";
import { sendCycles } from "../../features/cycles/use-cycles";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** Your Cycles' parts, loaded together when one is first shown (../cycles.tsx). */
export const cyclesParts: OracleParts = {
  DetailView: CyclesDetail,
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Your Cycles" icon={InfinityIcon} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "cycles" ? <SharedCyclesView reading={reading} /> : null,
  reading: { send: sendCycles, describeFailure },
};
