import { Compass } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { HunchDetail } from "../../features/intuition/hunch-detail";
import { SharedHunchView } from "../../features/intuition/shared-hunch-view";
import { sendHunch } from "../../features/intuition/use-intuition";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** Intuition Calibration's parts, loaded together when one is first shown (../intuition.tsx). */
export const intuitionParts: OracleParts = {
  DetailView: HunchDetail,
  // "Intuition Calibration · Hunch: a Major Arcana card, it came".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Intuition Calibration" icon={Compass} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "intuition" ? <SharedHunchView reading={reading} /> : null,
  // A hunch takes no situation or question: the kit's shared checks send one fixed hunch.
  reading: {
    send: () => sendHunch({ hunch: { kind: "die-high", value: "above-3" }, confidence: 50 }),
    describeFailure,
  },
};
