import type { CyclesReading } from "../../../shared/api/cycles";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { ShareActions } from "../sharing/share-actions";
import { CyclesText } from "./cycles-text";
import { useReadingDetail } from "../../oracles/kit/use-reading";

/** One recorded reading of the day's cycles in full (GET /api/readings/:id): its words and enhanced text. */
export function CyclesDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<CyclesReading>(entry.id)}>
      {(reading) => (
        <>
          <DetailDate createdAt={reading.createdAt} />
          <div className="mt-2">
            <CyclesText reading={reading} headingLevel={3} />
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
