import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { RitualFacts, RitualText } from "../sharing/ritual-text";
import { useRitualDetail } from "./use-rituals";
import { ShareActions } from "../sharing/share-actions";

/** One past numerology reading or moon ritual in full (GET /api/rituals/:id): its words and enhanced text. */
export function RitualDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useRitualDetail(entry.id)}>
      {(ritual) => (
        <>
          <DetailDate createdAt={ritual.createdAt} />
          <div className="mt-2">
            <RitualFacts ritual={ritual} />
            <RitualText ritual={ritual} headingLevel={3} />
          </div>
          <StoredEnhancement text={ritual.enhancedText} author={ritual.enhancedBy} />
          <div className="mt-5 flex flex-wrap items-center justify-center gap-3 border-t border-white/10 pt-4">
            <ShareActions castId={ritual.id} shareUrl={ritual.shareUrl} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
