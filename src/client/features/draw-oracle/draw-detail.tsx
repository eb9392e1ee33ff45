import type { ReadingHistoryEntry } from "../../../shared/api/me";
import type { DrawTool } from "../../../shared/draws/spreads";
import { DetailBody, DetailDate, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { DrawActions } from "./draw-actions";
import { DrawnItems } from "./drawn-items";
import { ORACLE_KINDS } from "./oracle-kinds";
import { useDrawDetail } from "./use-draw";

/** One past tarot or rune reading in full (GET /api/draws/:id): its items, synthesis and enhanced text. */
export function DrawDetail({ entry, tool }: { entry: ReadingHistoryEntry; tool: DrawTool }) {
  const kind = ORACLE_KINDS[tool];
  return (
    <DetailBody query={useDrawDetail(entry.id)}>
      {(draw) => (
        <>
          <DetailDate createdAt={draw.createdAt} />
          <div className="mt-3">
            <DrawnItems kind={kind} draw={draw} headingLevel={3} />
          </div>
          <StoredEnhancement text={draw.enhancedText} author={draw.enhancedBy} />
          <div className="mt-5 border-t border-white/10 pt-2">
            <DrawActions kind={kind} draw={draw} enhancedText={draw.enhancedText} author={draw.enhancedBy} />
          </div>
        </>
      )}
    </DetailBody>
  );
}
