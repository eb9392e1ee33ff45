import { Shield } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { ArchetypeDetail } from "../../features/archetypes/archetype-detail";
import { SharedArchetypeView } from "../../features/archetypes/shared-archetype-view";
import { sendArchetype } from "../../features/archetypes/use-archetypes";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** Animal Archetypes' parts, loaded together when one is first shown (../archetypes.tsx). */
export const archetypesParts: OracleParts = {
  DetailView: ArchetypeDetail,
  // The oracle and the result's title: "Animal Archetypes · Your animal: The Fox".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Animal Archetypes" icon={Shield} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "archetypes" ? <SharedArchetypeView reading={reading} /> : null,
  reading: { send: sendArchetype, describeFailure },
};
