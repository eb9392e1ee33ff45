import { ScrollText } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { IChingDetail } from "../../features/iching/iching-detail";
import { SharedIChingView } from "../../features/iching/shared-iching-view";
import { sendIChing } from "../../features/iching/use-iching";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** The I Ching's parts, loaded together when one is first shown (../iching.tsx). */
export const iChingParts: OracleParts = {
  DetailView: IChingDetail,
  // The oracle and the reading's title: "I Ching · Hexagram 11 · Peace".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="I Ching" icon={ScrollText} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "iching" ? <SharedIChingView reading={reading} /> : null,
  reading: { send: sendIChing, describeFailure },
};
