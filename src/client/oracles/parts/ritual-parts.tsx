import type { LucideIcon } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import type { RitualTool } from "../../../shared/draws/spreads";
import { RitualDetail } from "../../features/rituals/ritual-detail";
import { sendRitual } from "../../features/rituals/use-rituals";
import { SharedRitualView } from "../../features/sharing/shared-ritual-view";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** A daily ritual's parts, loaded together when one is first shown (../ritual-oracle.tsx). */
export function ritualParts(tool: RitualTool, label: string, icon: LucideIcon): OracleParts {
  return {
    DetailView: RitualDetail,
    HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
      <RitualChips entry={entry} label={label} icon={icon} />
    ),
    SharedView: ({ reading }: { reading: SharedReading }) =>
      reading.tool === "numerology" || reading.tool === "moon" ? <SharedRitualView reading={reading} /> : null,
    reading: { send: (request) => sendRitual(tool, request), describeFailure },
  };
}
