import type { IChingResponse } from "../../../shared/api/iching";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { IChingActions } from "./iching-actions";
import { IChingReadingView } from "./iching-reading-view";
import { useReadingDetail } from "../../oracles/kit/use-reading";

/** One past I Ching reading in full (GET /api/readings/:id): its hexagrams, their words and enhanced text. */
export function IChingDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<IChingResponse>(entry.id)}>
      {(reading) => (
        <>
          <DetailDate createdAt={reading.createdAt} />
          <div className="mt-3">
            <IChingReadingView reading={reading} headingLevel={3} />
          </div>
          <StoredEnhancement text={reading.enhancedText} author={reading.enhancedBy} />
          <div className="mt-5 border-t border-white/10 pt-2">
            <IChingActions reading={reading} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
