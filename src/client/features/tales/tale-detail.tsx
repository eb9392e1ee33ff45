import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { TaleResponse } from "../../../shared/api/tales";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { useReadingDetail } from "../../oracles/kit/use-reading";
import { TaleActions } from "./tale-actions";
import { TaleView } from "./tale-view";

/** One past tale in full (GET /api/readings/:id): the label, the facts, the story and its afterword. */
export function TaleDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<TaleResponse>(entry.id)}>
      {(tale) => (
        <>
          <DetailDate createdAt={tale.createdAt} />
          <div className="mt-3">
            <TaleView tale={tale} headingLevel={3} />
          </div>
          <StoredEnhancement text={tale.enhancedText} author={tale.enhancedBy} />
          <div className="mt-5 border-t border-white/10 pt-2">
            <TaleActions tale={tale} enhancedText={tale.enhancedText} author={tale.enhancedBy} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
