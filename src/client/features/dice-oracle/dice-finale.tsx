import { Download, WandSparkles } from "lucide-react";
import type { EnhancedBy } from "../../../shared/api/casts";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import { now } from "../../lib/clock";
import { AskGuide } from "../../oracles/kit/ask-guide";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { downloadFileName, downloadText, saveTextFile } from "../../oracles/kit/download-reading";
import { EnhancedReading } from "../../oracles/kit/enhanced-reading";
import type { Enhancement } from "../../oracles/kit/enhancement-state";
import { ShareActions } from "../sharing/share-actions";
import type { CastOutcome } from "./oracle-machine";

/**
 * What follows the dice's reading: what the cast earned, the actions (enhance, download, share), the
 * enhanced text and the guide. A chunk of its own, so the page's first scripts carry only what a seeker
 * needs to cast.
 */
export function DiceFinale({
  outcome,
  situation,
  enhancement,
  author,
  isEnhancing,
  hasEnhancedText,
  onEnhance,
  onDismissRewards,
}: {
  outcome: CastOutcome;
  situation: Situation;
  enhancement: Enhancement;
  author: EnhancedBy | null;
  isEnhancing: boolean;
  hasEnhancedText: boolean;
  onEnhance: (castId: string) => void;
  onDismissRewards: () => void;
}) {
  return (
    <>
      {outcome.rewards && <CastCelebration rewards={outcome.rewards} onDismiss={onDismissRewards} />}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          className="btn-ghost"
          disabled={!outcome.castId || isEnhancing}
          onClick={() => onEnhance(outcome.castId!)}
        >
          <WandSparkles aria-hidden className="size-4" />
          {isEnhancing ? "Enhancing…" : "Enhance Reading"}
        </button>
        <button
          type="button"
          className="btn-ghost"
          disabled={!hasEnhancedText}
          onClick={() => {
            const date = now();
            saveTextFile(
              downloadFileName(date),
              downloadText({
                date,
                situationLabel: SITUATION_LABELS[situation],
                roll: outcome.roll,
                enhancedText: enhancement.text,
                author,
                reading: outcome.reading,
              }),
            );
          }}
        >
          <Download aria-hidden className="size-4" />
          Download Reading
        </button>
        {outcome.castId && <ShareActions castId={outcome.castId} shareUrl={null} />}
      </div>
      <EnhancedReading enhancement={enhancement} author={author} />
      {outcome.castId && <AskGuide reading={{ id: outcome.castId, question: outcome.question ?? null }} />}
    </>
  );
}
