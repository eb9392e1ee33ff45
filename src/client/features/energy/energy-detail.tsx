import { ENERGY_WORDS } from "../../../../content/energy/words";
import { ENERGY_PAGE_WORDS } from "../../../../content/energy/page";
import type { EnergyResponse } from "../../../shared/api/energy";
import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { RequestError } from "../../components/ui/query-feedback";
import { DetailDate, DetailLoading, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { useReadingDetail } from "../../oracles/kit/use-reading";
import { QUADRANT_FILL } from "./energy-grid";

const words = ENERGY_PAGE_WORDS;

/**
 * One check-in in full in the dashboard's reading modal: its quadrant, the point, the word, the Moon that
 * day and a reflection if asked for (the note is the journal's, shown with it by the dashboard). Private,
 * so it offers no sharing and no guide.
 */
export function EnergyDetail({ entry }: { entry: ReadingHistoryEntry }) {
  const query = useReadingDetail<EnergyResponse>(entry.id);
  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return (
      <RequestError
        error={query.error}
        fallback="This check-in could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const checkIn = query.data;
  const quadrant = ENERGY_WORDS.quadrants[checkIn.quadrant];
  return (
    <div tabIndex={0} role="region" aria-label="Check-in" className="-mx-2 max-h-[60vh] overflow-y-auto px-2">
      <DetailDate createdAt={checkIn.createdAt} />
      <h3 className="mt-3 flex items-center justify-center gap-2 text-xl text-gold-100">
        <span
          aria-hidden
          className="inline-block size-3 rounded-full"
          style={{ background: QUADRANT_FILL[checkIn.quadrant] }}
        />
        {quadrant.name}
      </h3>
      <p className="mt-2 text-center text-sm text-indigo-100/90">
        {words.axes.pleasantHigh} {checkIn.pleasant}/10 · {words.axes.energyHigh} {checkIn.energy}/10
      </p>
      <p className="mt-3 text-sm text-indigo-50">{quadrant.summary}</p>
      <p className="mt-2 text-sm text-indigo-100/90">{ENERGY_WORDS.intensities[checkIn.intensity]}</p>
      {checkIn.word && <p className="mt-3 text-sm text-indigo-50">“{checkIn.word}”</p>}
      <p className="mt-3 text-sm text-indigo-200/90">{words.moonPhaseNames[checkIn.moonPhase]}</p>
      <StoredEnhancement text={checkIn.enhancedText} author={checkIn.enhancedBy} />
    </div>
  );
}
