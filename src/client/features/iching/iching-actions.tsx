import { History, ShieldCheck, WandSparkles } from "lucide-react";
import { Link } from "react-router";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import type { IChingResponse } from "../../../shared/api/iching";
import { linesFairnessPageHref } from "../../../shared/fairness";
import { ShareActions } from "../sharing/share-actions";

const words = ICHING_PAGE_WORDS.page;

const LINK_CLASS =
  "inline-flex items-center gap-1.5 text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100";

/** Under an I Ching reading: Enhance (when offered), Share, the link that checks a committed cast, the history. */
export function IChingActions({
  reading,
  onEnhance,
  isEnhancing = false,
  showsHistory = false,
}: {
  reading: IChingResponse;
  onEnhance?: () => void;
  isEnhancing?: boolean;
  showsHistory?: boolean;
}) {
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {onEnhance && (
          <button type="button" className="btn-ghost" disabled={isEnhancing} onClick={onEnhance}>
            <WandSparkles aria-hidden className="size-4" />
            {isEnhancing ? "Enhancing…" : "Enhance Reading"}
          </button>
        )}
        <ShareActions castId={reading.id} shareUrl={reading.shareUrl} />
      </div>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-center text-sm">
        {reading.fairness && (
          <a
            href={linesFairnessPageHref({ method: reading.method, lines: reading.lines, fairness: reading.fairness })}
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
