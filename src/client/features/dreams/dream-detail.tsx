import type { ReadingHistoryEntry } from "../../../shared/api/me";
import { DetailDate, DetailLoading, StoredEnhancement } from "../../oracles/kit/reading-detail-parts";
import { RequestError } from "../../components/ui/query-feedback";
import { DreamSymbolLinks } from "./dream-symbol-links";
import { useDream } from "./use-dreams";

/** One dream in full in the dashboard's reading modal: its words, its symbols and its reflection. */
export function DreamDetail({ entry }: { entry: ReadingHistoryEntry }) {
  const query = useDream(entry.id);
  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return (
      <RequestError
        error={query.error}
        fallback="This dream could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const dream = query.data;
  return (
    <div tabIndex={0} role="region" aria-label="Dream" className="-mx-2 max-h-[60vh] overflow-y-auto px-2">
      <DetailDate createdAt={dream.createdAt} />
      <p className="mt-3 text-sm whitespace-pre-line text-indigo-50">{dream.text}</p>
      <div className="mt-3">
        <DreamSymbolLinks symbols={dream.symbols} />
      </div>
      <StoredEnhancement text={dream.enhancedText} author={dream.enhancedBy} />
    </div>
  );
}
