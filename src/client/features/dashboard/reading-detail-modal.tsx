import { Suspense } from "react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { SITUATION_LABELS } from "../../../shared/situations";
import { Modal } from "../../components/ui/modal";
import { DetailLoading } from "../../oracles/kit/reading-detail-parts";
import { CLIENT_ORACLES } from "../../oracles/registry";

/** One past reading of any oracle in full: its oracle's detail view, loaded with its code when opened. */
export function ReadingDetailModal({ entry, onClose }: { entry: ReadingHistoryEntry; onClose(): void }) {
  const oracle = CLIENT_ORACLES[entry.tool];
  const Icon = oracle.icon;
  return (
    <Modal
      title={oracle.detailTitle(entry, SITUATION_LABELS[entry.situation])}
      onClose={onClose}
      decoration={<Icon aria-hidden className="mx-auto mb-3 size-8 text-gold-300" />}
    >
      <div className="mt-4">
        <Suspense fallback={<DetailLoading />}>
          <oracle.DetailView entry={entry} />
        </Suspense>
      </div>
    </Modal>
  );
}
