import { MoonStar } from "lucide-react";
import type { RitualTool } from "../../../shared/draws/spreads";
import { Modal } from "../../components/ui/modal";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { formatDateTime } from "../../lib/format";
import { EnhancedText } from "../../oracles/kit/enhanced-text";
import { EnhancementAuthor } from "../../oracles/kit/enhancement-author";
import { RitualFacts, RitualText } from "../sharing/ritual-text";
import { useRitualDetail } from "../rituals/use-rituals";
import { ShareActions } from "../sharing/share-actions";
import { ritualWords } from "../../../../content/site/rituals";

/** One past numerology reading or moon ritual in full (GET /api/rituals/:id): its words and enhanced text. */
export function RitualDetailModal({
  ritualId,
  tool,
  onClose,
}: {
  ritualId: string;
  tool: RitualTool;
  onClose(): void;
}) {
  const ritual = useRitualDetail(ritualId);
  return (
    <Modal
      title={ritual.data?.title ?? ritualWords[tool].title}
      onClose={onClose}
      decoration={<MoonStar aria-hidden className="mx-auto mb-3 size-8 text-gold-300" />}
    >
      <div className="mt-4">
        {ritual.isPending ? (
          <LoadingBlocks label="Loading the reading…" count={3} className="h-14" />
        ) : ritual.isError ? (
          <RequestError
            error={ritual.error}
            fallback="This reading could not be loaded."
            onRetry={() => void ritual.refetch()}
          />
        ) : (
          <div tabIndex={0} role="region" aria-label="Reading text" className="-mx-2 max-h-[60vh] overflow-y-auto px-2">
            <p className="text-center text-sm text-indigo-200/90">
              <time dateTime={ritual.data.createdAt}>{formatDateTime(ritual.data.createdAt)}</time>
            </p>
            <div className="mt-2">
              <RitualFacts ritual={ritual.data} />
              <RitualText ritual={ritual.data} headingLevel={3} />
            </div>
            {ritual.data.enhancedText && (
              <div className="mt-5 border-t border-white/10 pt-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm tracking-[0.15em] text-gold-300 uppercase">The Oracle Speaks</h3>
                  {ritual.data.enhancedBy && <EnhancementAuthor author={ritual.data.enhancedBy} />}
                </div>
                <EnhancedText
                  text={ritual.data.enhancedText}
                  headingLevel={4}
                  className="mt-2 text-sm text-indigo-50"
                />
              </div>
            )}
            <div className="mt-5 flex flex-wrap items-center justify-center gap-3 border-t border-white/10 pt-4">
              <ShareActions castId={ritual.data.id} shareUrl={ritual.data.shareUrl} />
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
