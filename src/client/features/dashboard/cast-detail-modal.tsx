import { ScrollText } from "lucide-react";
import { sumDice } from "../../../shared/dice";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import { Modal } from "../../components/ui/modal";
import { DiceChips } from "./dice-chips";
import { AskedQuestion, OwnRollMark } from "../dice-oracle/reading-panel";
import { YesNoAnswer } from "../dice-oracle/verdict-badge";
import { formatDateTime } from "../../lib/format";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { EnhancedText } from "../../oracles/kit/enhanced-text";
import { EnhancementAuthor } from "../../oracles/kit/enhancement-author";
import { useCast } from "./use-cast-history";
import { ShareActions } from "../sharing/share-actions";

interface CastDetailModalProps {
  castId: string;
  situation: Situation;
  onClose(): void;
}

/** One past reading in full (GET /api/casts/:id), with the oracle's enhanced text when there is one. */
export function CastDetailModal({ castId, situation, onClose }: CastDetailModalProps) {
  const cast = useCast(castId);
  return (
    <Modal
      title={`Your ${SITUATION_LABELS[situation]} Reading`}
      onClose={onClose}
      decoration={<ScrollText aria-hidden className="mx-auto mb-3 size-8 text-gold-300" />}
    >
      <div className="mt-4">
        {cast.isPending ? (
          <LoadingBlocks label="Loading the reading…" count={3} className="h-14" />
        ) : cast.isError ? (
          <RequestError
            error={cast.error}
            fallback="This reading could not be loaded."
            onRetry={() => void cast.refetch()}
          />
        ) : (
          <div
            // The text can be long; the region scrolls and is reachable by keyboard.
            tabIndex={0}
            role="region"
            aria-label="Reading text"
            className="-mx-2 max-h-[60vh] overflow-y-auto px-2"
          >
            <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-indigo-200/90">
              <time dateTime={cast.data.createdAt}>{formatDateTime(cast.data.createdAt)}</time>
              <DiceChips diceValues={cast.data.diceValues} />
              {cast.data.source === "physical" && <OwnRollMark />}
            </div>
            {cast.data.question && (
              <div className="mt-4">
                <AskedQuestion question={cast.data.question} />
              </div>
            )}
            <p className="mt-4 leading-relaxed text-indigo-50">{cast.data.interpretation}</p>
            <dl className="mt-5 grid gap-3 border-t border-white/10 pt-4">
              <div>
                <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Timing</dt>
                <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">
                  {cast.data.reading.timingPrediction}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Yes or No</dt>
                <dd className="mt-1.5">
                  <YesNoAnswer answer={cast.data.reading.yesNoAnswer} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
                  Sum · {sumDice(cast.data.dice)}
                </dt>
                <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">
                  {cast.data.reading.totalSumInterpretation}
                </dd>
              </div>
            </dl>
            {cast.data.enhancedText && (
              <div className="mt-5 border-t border-white/10 pt-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm tracking-[0.15em] text-gold-300 uppercase">The Oracle Speaks</h3>
                  {cast.data.enhancedBy && <EnhancementAuthor author={cast.data.enhancedBy} />}
                </div>
                <EnhancedText text={cast.data.enhancedText} headingLevel={4} className="mt-2 text-sm text-indigo-50" />
              </div>
            )}
            <ShareActions
              castId={castId}
              shareUrl={cast.data.shareUrl}
              className="mt-5 border-t border-white/10 pt-5"
            />
          </div>
        )}
      </div>
    </Modal>
  );
}
