import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { EnhancedBy } from "../../../shared/api/casts";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { formatDateTime } from "../../lib/format";
import { EnhancedText } from "./enhanced-text";
import { EnhancementAuthor } from "./enhancement-author";
import { AskGuide } from "./ask-guide";
import type { AskableReading } from "./ask-guide-button";

/** Shown while a reading's detail (its view's code, then the reading) loads. */
export function DetailLoading() {
  return <LoadingBlocks label="Loading the reading…" count={3} className="h-14" />;
}

/**
 * The body of the dashboard's reading modal for any oracle: loading, a failure with a retry, or the
 * reading in a region that scrolls (the text can be long) and is reachable by keyboard, with "Ask the guide
 * about this reading" under it, for every oracle.
 */
export function DetailBody<T extends AskableReading>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children(reading: T): ReactNode;
}) {
  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return (
      <RequestError
        error={query.error}
        fallback="This reading could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div tabIndex={0} role="region" aria-label="Reading text" className="-mx-2 max-h-[60vh] overflow-y-auto px-2">
      {children(query.data)}
      <AskGuide reading={query.data} />
    </div>
  );
}

/** When the reading was made. */
export function DetailDate({ createdAt }: { createdAt: string }) {
  return (
    <p className="text-center text-sm text-indigo-200/90">
      <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
    </p>
  );
}

/** A stored reading's enhanced text and who wrote it, under 'The Oracle Speaks'; nothing without one. */
export function StoredEnhancement({ text, author }: { text: string | null; author: EnhancedBy | null }) {
  if (!text) return null;
  return (
    <div className="mt-5 border-t border-white/10 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm tracking-[0.15em] text-gold-300 uppercase">The Oracle Speaks</h3>
        {author && <EnhancementAuthor author={author} />}
      </div>
      <EnhancedText text={text} headingLevel={4} className="mt-2 text-sm text-indigo-50" />
    </div>
  );
}
