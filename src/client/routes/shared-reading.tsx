import { useParams } from "react-router";
import { sharingWords } from "../../../content/site/sharing";
import { PageNotFound } from "../components/layout/page-not-found";
import { LoadingBlocks, RequestError } from "../components/ui/query-feedback";
import { SharedReadingView } from "../oracles/shared-reading-view";
import { useSharedReading } from "../features/sharing/use-share-link";
import { ApiError } from "../lib/api-client";
import { QueryProvider } from "../lib/query-provider";

export function meta() {
  // The server sends the reading's own title and link-preview tags with the page (decision 017).
  return [{ title: `${sharingWords.page.eyebrow} · Mystic Dice` }, { name: "robots", content: "noindex" }];
}

/** /r/:shareId: a reading its seeker shared, for anyone with the link; 'Page Not Found' once it is not. */
export default function SharedReadingRoute() {
  return (
    <QueryProvider>
      <SharedReading />
    </QueryProvider>
  );
}

function SharedReading() {
  const shareId = useParams().shareId ?? "";
  const reading = useSharedReading(shareId);
  if (reading.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LoadingBlocks label={sharingWords.page.loading} count={3} className="h-24" />
      </div>
    );
  }
  if (reading.isError) {
    const error = reading.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <PageNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RequestError error={error} fallback={sharingWords.page.loadFailed} onRetry={() => void reading.refetch()} />
      </div>
    );
  }
  return <SharedReadingView reading={reading.data} />;
}
