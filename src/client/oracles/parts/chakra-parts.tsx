import { Sun } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { CHAKRA_ITEMS } from "../../../shared/chakra/check-in";
import { ChakraDetail } from "../../features/chakra/chakra-detail";
import { SharedChakraView } from "../../features/chakra/shared-chakra-view";
import { sendCheckIn } from "../../features/chakra/use-chakra";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** Middle answers to every statement: what the kit's shared checks send (the page sends the seeker's own). */
const MIDDLE_ANSWERS = Object.fromEntries(CHAKRA_ITEMS.map((item) => [item.id, 3]));

/** The Chakra Check-in's parts, loaded together when one is first shown (../chakra.tsx). */
export const chakraParts: OracleParts = {
  DetailView: ChakraDetail,
  // "Chakra Check-in · Check-in · A Green aura with Indigo".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Chakra Check-in" icon={Sun} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "chakra" ? <SharedChakraView reading={reading} /> : null,
  // The page sends the seeker's answers; the kit's shared checks send a question as the note.
  reading: {
    send: ({ question }) => sendCheckIn({ answers: MIDDLE_ANSWERS, ...(question ? { note: question } : {}) }),
    describeFailure,
  },
};
