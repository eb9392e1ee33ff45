import { Layers } from "lucide-react";
import type { DrawTool } from "../../../shared/draws/spreads";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import { Modal } from "../../components/ui/modal";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { formatDateTime } from "../../lib/format";
import { EnhancedText } from "../../oracles/kit/enhanced-text";
import { EnhancementAuthor } from "../../oracles/kit/enhancement-author";
import { DrawActions } from "../draw-oracle/draw-actions";
import { DrawnItems } from "../draw-oracle/drawn-items";
import { ORACLE_KINDS } from "../draw-oracle/oracle-kinds";
import { useDrawDetail } from "../draw-oracle/use-draw";

interface DrawDetailModalProps {
  drawId: string;
  tool: DrawTool;
  situation: Situation;
  onClose(): void;
}

/** One past tarot or rune reading in full (GET /api/draws/:id): its items, synthesis and enhanced text. */
export function DrawDetailModal({ drawId, tool, situation, onClose }: DrawDetailModalProps) {
  const draw = useDrawDetail(drawId);
  const kind = ORACLE_KINDS[tool];
  return (
    <Modal
      title={`Your ${SITUATION_LABELS[situation]} ${tool === "tarot" ? "Tarot" : "Rune"} Reading`}
      onClose={onClose}
      decoration={<Layers aria-hidden className="mx-auto mb-3 size-8 text-gold-300" />}
    >
      <div className="mt-4">
        {draw.isPending ? (
          <LoadingBlocks label="Loading the reading…" count={3} className="h-14" />
        ) : draw.isError ? (
          <RequestError
            error={draw.error}
            fallback="This reading could not be loaded."
            onRetry={() => void draw.refetch()}
          />
        ) : (
          <div
            // The text can be long; the region scrolls and is reachable by keyboard.
            tabIndex={0}
            role="region"
            aria-label="Reading text"
            className="-mx-2 max-h-[60vh] overflow-y-auto px-2"
          >
            <p className="text-center text-sm text-indigo-200/90">
              <time dateTime={draw.data.createdAt}>{formatDateTime(draw.data.createdAt)}</time>
            </p>
            <div className="mt-3">
              <DrawnItems kind={kind} draw={draw.data} headingLevel={3} />
            </div>
            {draw.data.enhancedText && (
              <div className="mt-5 border-t border-white/10 pt-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm tracking-[0.15em] text-gold-300 uppercase">The Oracle Speaks</h3>
                  {draw.data.enhancedBy && <EnhancementAuthor author={draw.data.enhancedBy} />}
                </div>
                <EnhancedText text={draw.data.enhancedText} headingLevel={4} className="mt-2 text-sm text-indigo-50" />
              </div>
            )}
            <div className="mt-5 border-t border-white/10 pt-2">
              <DrawActions
                kind={kind}
                draw={draw.data}
                enhancedText={draw.data.enhancedText}
                author={draw.data.enhancedBy}
              />
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
