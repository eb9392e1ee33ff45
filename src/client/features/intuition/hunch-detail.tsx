import type { IntuitionResponse } from "../../../shared/api/intuition";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { useReadingDetail } from "../../oracles/kit/use-reading";
import { HunchActions } from "./hunch-actions";
import { HunchResult } from "./hunch-result";

/** One hunch about a draw in the dashboard's reading modal: what was called, what came, its card and its check. */
export function HunchDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<IntuitionResponse>(entry.id)}>
      {(hunch) => (
        <>
          <DetailDate createdAt={hunch.createdAt} />
          <div className="mt-3">
            <HunchResult result={hunch} />
          </div>
          <StoredEnhancement text={hunch.enhancedText} author={hunch.enhancedBy} />
          <div className="mt-5 border-t border-white/10 pt-2">
            <HunchActions hunch={hunch} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
