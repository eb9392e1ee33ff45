import type { ArchetypeResponse } from "../../../shared/api/archetypes";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { useReadingDetail } from "../../oracles/kit/use-reading";
import { ShareActions } from "../sharing/share-actions";
import { ArchetypeView } from "./archetype-view";

/** One saved quiz result in full (GET /api/readings/:id): the animal, its words, enhanced text and sharing. */
export function ArchetypeDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useReadingDetail<ArchetypeResponse>(entry.id)}>
      {(result) => (
        <>
          <DetailDate createdAt={result.createdAt} />
          <div className="mt-3">
            <ArchetypeView result={result} headingLevel={3} />
          </div>
          <StoredEnhancement text={result.enhancedText} author={result.enhancedBy} />
          <div className="mt-5 flex flex-wrap items-center justify-center gap-3 border-t border-white/10 pt-4">
            <ShareActions castId={result.id} shareUrl={result.shareUrl} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
