import { Suspense } from "react";
import { sharingWords } from "../../../content/site/sharing";
import type { SharedReading } from "../../shared/api/sharing";
import { LoadingBlocks } from "../components/ui/query-feedback";
import { CLIENT_ORACLES } from "./registry";

/** A shared reading as anyone with its link sees it, by its oracle; never anyone's name. */
export function SharedReadingView({ reading }: { reading: SharedReading }) {
  const { SharedView } = CLIENT_ORACLES[reading.tool];
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <LoadingBlocks label={sharingWords.page.loading} count={3} className="h-24" />
        </div>
      }
    >
      <SharedView reading={reading} />
    </Suspense>
  );
}
