import { History, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import type { IntuitionResponse } from "../../../shared/api/intuition";
import { answerFairnessPageHref } from "../../../shared/fairness";
import { drawKey } from "../../../shared/intuition/hunches";
import { ShareActions } from "../sharing/share-actions";

const words = INTUITION_PAGE_WORDS.form;
const LINK_CLASS =
  "inline-flex items-center gap-1.5 text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100";

/** Under a hunch about a draw: Save Image and Share, the /fairness check of a committed draw, and the journal. */
export function HunchActions({ hunch, showsHistory = false }: { hunch: IntuitionResponse; showsHistory?: boolean }) {
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <ShareActions castId={hunch.id} shareUrl={hunch.shareUrl} />
      </div>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-center text-sm">
        {hunch.fairness && (
          <a
            href={answerFairnessPageHref({ tool: "intuition", answer: drawKey(hunch.draw), fairness: hunch.fairness })}
            target="_blank"
            rel="noopener"
            className={LINK_CLASS}
          >
            <ShieldCheck aria-hidden className="size-4" />
            {words.fairnessLabel}
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
