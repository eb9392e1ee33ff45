import { lazy, Suspense } from "react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { SITUATION_LABELS } from "../../../shared/situations";
import { Modal } from "../../components/ui/modal";
import { DetailLoading } from "../../oracles/kit/reading-detail-parts";
import { CLIENT_ORACLES } from "../../oracles/registry";

/** The seeker's own words on the reading, loaded with the detail: the note and "How did it turn out?". */
const NoteEditor = lazy(() => import("../journal/note-editor").then(({ NoteEditor }) => ({ default: NoteEditor })));
const OutcomeForm = lazy(() => import("../journal/outcome-form").then(({ OutcomeForm }) => ({ default: OutcomeForm })));
const FollowUpToggle = lazy(() =>
  import("../journal/follow-up-toggle").then(({ FollowUpToggle }) => ({ default: FollowUpToggle })),
);

/**
 * One past reading of any oracle in full: its oracle's detail view, loaded with its code when opened, then
 * the seeker's private note, how it turned out, and whether to ask about it later.
 */
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
      <div className="mt-6 grid gap-4">
        <Suspense fallback={null}>
          <NoteEditor readingId={entry.id} note={entry.note} />
          <OutcomeForm readingId={entry.id} outcome={entry.outcome} />
          <FollowUpToggle readingId={entry.id} question={entry.question} followUp={entry.followUp} />
        </Suspense>
      </div>
    </Modal>
  );
}
