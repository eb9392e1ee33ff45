import type { AngelNumberResponse } from "../../../shared/api/angel-numbers";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { SightingView } from "./sighting-view";
import { useReadingDetail } from "../../oracles/kit/use-reading";

/** One past sighting in full (GET /api/readings/:id): the number, its words and enhanced text. */
export function SightingDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<AngelNumberResponse>(entry.id)}>
      {(reading) => (
        <>
          <DetailDate createdAt={reading.seenAt} />
          <div className="mt-3">
            <SightingView reading={reading} headingLevel={3} />
          </div>
          <StoredEnhancement text={reading.enhancedText} author={reading.enhancedBy} />
        </>
      )}
    </DetailBody>
  );
}
