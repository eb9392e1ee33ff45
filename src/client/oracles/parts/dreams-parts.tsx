import { Moon } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DreamDetail } from "../../features/dreams/dream-detail";
import { sendDream } from "../../features/dreams/use-dreams";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** The dream journal's parts, loaded together when one is first shown (../dreams.tsx). */
export const dreamsParts: OracleParts = {
  DetailView: DreamDetail,
  // "Dream · A dream of 2026-11-27".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => <RitualChips entry={entry} label="Dream" icon={Moon} />,
  // A dream is never shared.
  SharedView: () => null,
  // The page writes a dream's text; the kit's shared checks send a question as the text.
  reading: { send: ({ question }) => sendDream({ text: question ?? "" }), describeFailure },
};
