import { Download, History, ShieldCheck, WandSparkles } from "lucide-react";
import { Link } from "react-router";
import { TALE_PAGE_WORDS } from "../../../../content/tales/page";
import type { EnhancedBy } from "../../../shared/api/casts";
import type { TaleResponse } from "../../../shared/api/tales";
import { answerFairnessPageHref } from "../../../shared/fairness";
import { taleCardKey } from "../../../shared/tales/tale-rule";
import { now } from "../../lib/clock";
import { downloadFileName, saveTextFile } from "../../oracles/kit/download-reading";
import { ShareActions } from "../sharing/share-actions";
import { taleDownloadText } from "./tale-download";

const words = TALE_PAGE_WORDS.page;
const LINK_CLASS =
  "inline-flex items-center gap-1.5 text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100";

/**
 * Under a tale: the afterword (when offered), Download, Save Image and Share, the link that checks a
 * committed card on /fairness, and (on the page) the way to the journal.
 */
export function TaleActions({
  tale,
  enhancedText,
  author,
  onEnhance,
  isEnhancing = false,
  showsHistory = false,
}: {
  tale: TaleResponse;
  enhancedText: string | null;
  author: EnhancedBy | null;
  onEnhance?: () => void;
  isEnhancing?: boolean;
  showsHistory?: boolean;
}) {
  function download() {
    const date = now();
    saveTextFile(downloadFileName(date, "past-life-tale"), taleDownloadText({ date, tale, enhancedText, author }));
  }
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {onEnhance && (
          <button type="button" className="btn-ghost" disabled={isEnhancing} onClick={onEnhance}>
            <WandSparkles aria-hidden className="size-4" />
            {isEnhancing ? words.enhancingLabel : words.enhanceLabel}
          </button>
        )}
        <button type="button" className="btn-ghost" disabled={isEnhancing} onClick={download}>
          <Download aria-hidden className="size-4" />
          {words.downloadLabel}
        </button>
        <ShareActions castId={tale.id} shareUrl={tale.shareUrl} />
      </div>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-center text-sm">
        {tale.fairness && (
          <a
            href={answerFairnessPageHref({ tool: "tales", answer: taleCardKey(tale.card), fairness: tale.fairness })}
            target="_blank"
            rel="noopener"
            className={LINK_CLASS}
          >
            <ShieldCheck aria-hidden className="size-4" />
            {words.verifyLabel}
          </a>
        )}
        {showsHistory && (
          <Link to="/dashboard" className={LINK_CLASS}>
            <History aria-hidden className="size-4" />
            {words.historyLabel}
          </Link>
        )}
      </p>
    </>
  );
}
