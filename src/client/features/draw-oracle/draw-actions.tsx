import { Download, ShieldCheck, WandSparkles } from "lucide-react";
import type { EnhancedBy } from "../../../shared/api/casts";
import type { DrawResponse } from "../../../shared/api/draws";
import { now } from "../../lib/clock";
import { downloadFileName, saveTextFile } from "../../oracles/kit/download-reading";
import { ShareActions } from "../sharing/share-actions";
import { drawDownloadText } from "./draw-download";
import type { OracleKind } from "./oracle-kinds";

/**
 * Under a draw: Enhance (when offered), Download (the reading as a text file, with the enhanced text once
 * there is one), Save Image and Share, and the link that shows how a draw is checked.
 */
export function DrawActions({
  kind,
  draw,
  enhancedText,
  author,
  onEnhance,
  isEnhancing = false,
}: {
  kind: OracleKind;
  draw: DrawResponse;
  enhancedText: string | null;
  author: EnhancedBy | null;
  onEnhance?: () => void;
  isEnhancing?: boolean;
}) {
  function download() {
    const date = now();
    saveTextFile(
      downloadFileName(date, draw.tool),
      drawDownloadText({ date, draw, reversedLabel: kind.words.reversedLabel, enhancedText, author }),
    );
  }
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {onEnhance && (
          <button type="button" className="btn-ghost" disabled={isEnhancing} onClick={onEnhance}>
            <WandSparkles aria-hidden className="size-4" />
            {isEnhancing ? "Enhancing…" : "Enhance Reading"}
          </button>
        )}
        <button type="button" className="btn-ghost" disabled={isEnhancing} onClick={download}>
          <Download aria-hidden className="size-4" />
          Download Reading
        </button>
        <ShareActions castId={draw.id} shareUrl={draw.shareUrl} />
      </div>
      {draw.fairness && (
        <p className="mt-4 text-center text-sm">
          <a
            href="/fairness"
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
          >
            <ShieldCheck aria-hidden className="size-4" />
            Verify this draw
          </a>
        </p>
      )}
    </>
  );
}
