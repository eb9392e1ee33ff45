import { Hash } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { SharedSightingView } from "../../features/angel-numbers/shared-sighting-view";
import { SightingDetail } from "../../features/angel-numbers/sighting-detail";
import { sendSighting } from "../../features/angel-numbers/use-sightings";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** Angel numbers' parts, loaded together when one is first shown (../angel-numbers.tsx). */
export const angelNumbersParts: OracleParts = {
  DetailView: SightingDetail,
  // The oracle and the sighting's title: "Angel Numbers · Angel number 1111".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Angel Numbers" icon={Hash} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "angel-numbers" ? <SharedSightingView reading={reading} /> : null,
  reading: { send: sendSighting, describeFailure },
};
