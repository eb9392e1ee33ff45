import type { ChakraResponse } from "../../../shared/api/chakra";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { useReadingDetail } from "../../oracles/kit/use-reading";
import { ShareActions } from "../sharing/share-actions";
import { CheckInView } from "./check-in-view";

/** One saved check-in in full (GET /api/readings/:id): its aura, balances, practices and enhanced text. */
export function ChakraDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<ChakraResponse>(entry.id)}>
      {(reading) => (
        <>
          <DetailDate createdAt={reading.createdAt} />
          <div className="mt-3">
            <CheckInView checkIn={reading} headingLevel={3} />
          </div>
          <StoredEnhancement text={reading.enhancedText} author={reading.enhancedBy} />
          <div className="mt-5 flex flex-wrap items-center justify-center gap-3 border-t border-white/10 pt-4">
            <ShareActions castId={reading.id} shareUrl={reading.shareUrl} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
