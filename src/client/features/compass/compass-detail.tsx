import type { CompassResponse } from "../../../shared/api/compass";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { useReadingDetail } from "../../oracles/kit/use-reading";
import { ShareActions } from "../sharing/share-actions";
import { WeighingView } from "./weighing-view";

/** One saved decision in full (GET /api/readings/:id): the decision, the weighing, its sections and reflection. */
export function CompassDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<CompassResponse>(entry.id)}>
      {(decision) => (
        <>
          <DetailDate createdAt={decision.createdAt} />
          {decision.question && <p className="mt-2 text-center break-words text-gold-100">“{decision.question}”</p>}
          <p className="mt-1 text-center text-sm text-indigo-200/90">
            {decision.values.map((value) => `${value.name} ×${value.weight}`).join(" · ")}
          </p>
          <div className="mt-3">
            <WeighingView weighing={decision} headingLevel={3} />
          </div>
          {decision.perspective && (
            <p className="mt-3 text-center text-sm text-indigo-200/90 italic">{decision.perspectiveNote}</p>
          )}
          <StoredEnhancement text={decision.enhancedText} author={decision.enhancedBy} />
          <div className="mt-5 flex flex-wrap items-center justify-center gap-3 border-t border-white/10 pt-4">
            <ShareActions castId={decision.id} shareUrl={decision.shareUrl} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
