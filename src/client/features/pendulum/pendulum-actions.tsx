import { Download, History, ShieldCheck, WandSparkles } from "lucide-react";
import { Link } from "react-router";
import { PENDULUM_PAGE_WORDS } from "../../../../content/pendulum/page";
import type { EnhancedBy } from "../../../shared/api/casts";
import type { PendulumResponse } from "../../../shared/api/pendulum";
import { answerFairnessPageHref } from "../../../shared/fairness";
import { now } from "../../lib/clock";
import { downloadFileName, saveTextFile } from "../../oracles/kit/download-reading";
import { ShareActions } from "../sharing/share-actions";
import { pendulumDownloadText } from "./pendulum-download";

const words = PENDULUM_PAGE_WORDS.page;

/**
 * Under a pendulum reading: Enhance (when offered), Download, Save Image and Share, the link that checks
 * a committed swing on /fairness, and (on the page) the way to the history.
 */
export function PendulumActions({
  reading,
  enhancedText,
  author,
  onEnhance,
  isEnhancing = false,
  showsHistory = false,
}: {
  reading: PendulumResponse;
  enhancedText: string | null;
  author: EnhancedBy | null;
  onEnhance?: () => void;
  isEnhancing?: boolean;
  showsHistory?: boolean;
}) {
  function download() {
    const date = now();
    saveTextFile(downloadFileName(date, "pendulum"), pendulumDownloadText({ date, reading, enhancedText, author }));
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
        <ShareActions castId={reading.id} shareUrl={reading.shareUrl} />
      </div>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-center text-sm">
        {reading.fairness && (
          <a
            href={answerFairnessPageHref({ tool: "pendulum", answer: reading.answer, fairness: reading.fairness })}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
          >
            <ShieldCheck aria-hidden className="size-4" />
            {words.verifyLabel}
          </a>
        )}
        {showsHistory && (
          <Link
            to="/dashboard"
            className="inline-flex items-center gap-1.5 text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
          >
            <History aria-hidden className="size-4" />
            {words.historyLabel}
          </Link>
        )}
      </p>
    </>
  );
}
