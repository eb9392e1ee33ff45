import type { PendulumResponse } from "../../../shared/api/pendulum";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { PendulumActions } from "./pendulum-actions";
import { PendulumAnswerView } from "./pendulum-answer";
import { useReadingDetail } from "../../oracles/kit/use-reading";

/** One past pendulum reading in full (GET /api/readings/:id): its answer, its words and enhanced text. */
export function PendulumDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<PendulumResponse>(entry.id)}>
      {(reading) => (
        <>
          <DetailDate createdAt={reading.createdAt} />
          <div className="mt-3">
            <PendulumAnswerView reading={reading} headingLevel={3} />
          </div>
          <StoredEnhancement text={reading.enhancedText} author={reading.enhancedBy} />
          <div className="mt-5 border-t border-white/10 pt-2">
            <PendulumActions reading={reading} enhancedText={reading.enhancedText} author={reading.enhancedBy} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
