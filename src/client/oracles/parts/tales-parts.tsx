import { Hourglass } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { SharedTaleView } from "../../features/tales/shared-tale-view";
import { TaleDetail } from "../../features/tales/tale-detail";
import { sendTale } from "../../features/tales/use-tales";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** The tales' parts, loaded together when one is first shown (../tales.tsx). */
export const talesParts: OracleParts = {
  DetailView: TaleDetail,
  // "Past-Life Tale · The Potter of Memphis".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Past-Life Tale" icon={Hourglass} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "tales" ? <SharedTaleView reading={reading} /> : null,
  // A tale takes no situation: the kit's shared checks send their question with it.
  reading: { send: ({ question }) => sendTale(question ? { question } : {}), describeFailure },
};
