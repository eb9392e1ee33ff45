import { HeartPulse } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { EnergyDetail } from "../../features/energy/energy-detail";
import { sendEnergy } from "../../features/energy/use-energy";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** The Energy Map's parts, loaded together when one is first shown (../energy.tsx). */
export const energyParts: OracleParts = {
  DetailView: EnergyDetail,
  // "Energy Map · Check-in: Settled and Easy · “mellow”".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Energy Map" icon={HeartPulse} />
  ),
  // A check-in is never shared.
  SharedView: () => null,
  // The page sends a point; the kit's shared checks send a question, kept as the check-in's note.
  reading: {
    send: ({ question }) => sendEnergy({ pleasant: 6, energy: 5, ...(question ? { note: question } : {}) }),
    describeFailure,
  },
};
