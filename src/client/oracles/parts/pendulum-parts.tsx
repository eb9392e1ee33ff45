import { Gem } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { SharedReading } from "../../../shared/api/sharing";
import { PendulumDetail } from "../../features/pendulum/pendulum-detail";
import { SharedPendulumView } from "../../features/pendulum/shared-pendulum-view";
import { sendPendulum } from "../../features/pendulum/use-pendulum";
import type { OracleParts } from "../client-oracle";
import { describeFailure } from "../kit/describe-failure";
import { RitualChips } from "../kit/history-chips";

/** The pendulum's parts, loaded together when one is first shown (../pendulum.tsx). */
export const pendulumParts: OracleParts = {
  DetailView: PendulumDetail,
  // The oracle and the reading's title: "Pendulum · The pendulum: yes".
  HistoryExtras: ({ entry }: { entry: ReadingHistoryEntry }) => (
    <RitualChips entry={entry} label="Pendulum" icon={Gem} />
  ),
  SharedView: ({ reading }: { reading: SharedReading }) =>
    reading.tool === "pendulum" ? <SharedPendulumView reading={reading} /> : null,
  reading: { send: sendPendulum, describeFailure },
};
