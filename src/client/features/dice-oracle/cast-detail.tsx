import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { sumDice } from "../../../shared/dice";
import { DiceChips } from "./dice-chips";
import { AskedQuestion, OwnRollMark } from "./reading-panel";
import { YesNoAnswer } from "./verdict-badge";
import { formatDateTime } from "../../lib/format";
import { DetailBody, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { useCast } from "./cast-dice";
import { ShareActions } from "../sharing/share-actions";

/** One past cast of the dice in full (GET /api/casts/:id), with the oracle's enhanced text when there is one. */
export function CastDetail({ entry }: { entry: ReadingHistoryEntry }) {
  return (
    <DetailBody query={useCast(entry.id)}>
      {(cast) => (
        <>
          <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-indigo-200/90">
            <time dateTime={cast.createdAt}>{formatDateTime(cast.createdAt)}</time>
            <DiceChips diceValues={cast.diceValues} />
            {cast.source === "physical" && <OwnRollMark />}
          </div>
          {cast.question && (
            <div className="mt-4">
              <AskedQuestion question={cast.question} />
            </div>
          )}
          <p className="mt-4 leading-relaxed text-indigo-50">{cast.interpretation}</p>
          <dl className="mt-5 grid gap-3 border-t border-white/10 pt-4">
            <div>
              <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Timing</dt>
              <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{cast.reading.timingPrediction}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">Yes or No</dt>
              <dd className="mt-1.5">
                <YesNoAnswer answer={cast.reading.yesNoAnswer} />
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
                Sum · {sumDice(cast.dice)}
              </dt>
              <dd className="mt-1 text-sm leading-relaxed text-indigo-100/90">{cast.reading.totalSumInterpretation}</dd>
            </div>
          </dl>
          <StoredEnhancement text={cast.enhancedText} author={cast.enhancedBy} />
          <ShareActions castId={entry.id} shareUrl={cast.shareUrl} className="mt-5 border-t border-white/10 pt-5" />
        </>
      )}
    </DetailBody>
  );
}
