import type { EnhancedBy } from "../../../shared/api/casts";
import type { CastRewards } from "../../../shared/api/me";
import type { DrawResponse } from "../../../shared/api/draws";
import { AskGuide } from "../../oracles/kit/ask-guide";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { EnhancedReading } from "../../oracles/kit/enhanced-reading";
import type { Enhancement } from "../../oracles/kit/enhancement-state";
import { DrawActions } from "./draw-actions";
import type { OracleKind } from "./oracle-kinds";

/**
 * What shows once every item of a spread lies face up: what the draw earned, the actions (enhance,
 * download, share, verify), the enhanced text and the guide. A chunk of its own, so the page's first
 * scripts carry only what a seeker needs to draw.
 */
export function DrawFinale({
  kind,
  draw,
  rewards,
  enhancement,
  hasEnhancedText,
  isEnhancing,
  author,
  onDismissRewards,
  onEnhance,
}: {
  kind: OracleKind;
  draw: DrawResponse;
  rewards: CastRewards | null;
  enhancement: Enhancement;
  hasEnhancedText: boolean;
  isEnhancing: boolean;
  author: EnhancedBy | null;
  onDismissRewards: () => void;
  onEnhance: () => void;
}) {
  return (
    <>
      {rewards && <CastCelebration rewards={rewards} onDismiss={onDismissRewards} />}
      <DrawActions
        kind={kind}
        draw={draw}
        enhancedText={hasEnhancedText ? enhancement.text : null}
        author={author}
        isEnhancing={isEnhancing}
        onEnhance={onEnhance}
      />
      <EnhancedReading enhancement={enhancement} author={author} />
      <AskGuide reading={{ id: draw.id, question: draw.question }} />
    </>
  );
}
