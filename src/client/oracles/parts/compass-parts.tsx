import { Compass } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { CompassDetail } from "../../features/compass/compass-detail";
import { SharedCompassView } from "../../features/compass/shared-compass-view";
import { sendDecision } from "../../features/compass/use-compass";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** The Decision Compass's parts, loaded together when one is first shown (../compass.tsx). */
export const compassParts: OracleParts = {
  DetailView: CompassDetail,
  // "Decision Compass · Decision · Your weights favour Leeds".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Decision Compass" icon={Compass} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "compass" ? <SharedCompassView reading={reading} /> : null,
  // The page sends the seeker's own decision; the kit's shared checks send a small one with their question.
  reading: {
    send: ({ question }) =>
      sendDecision({
        question: question ?? "Which way?",
        options: ["This", "That"],
        values: [{ name: "Ease", weight: 3 }],
        scores: [[3], [2]],
      }),
    describeFailure,
  },
};
