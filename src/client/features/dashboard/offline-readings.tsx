import { installableAppWords } from "../../../../content/site/installable-app";
import { ReadingHistory } from "./reading-history";

const words = installableAppWords.offlineReadings;

/**
 * The dashboard when the session cannot be reached (offline): the readings the service worker kept from
 * the last visit, under a note that says so. Nothing here asks for anything else.
 */
export function OfflineReadings() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
      <header className="mb-8">
        <h1 className="text-3xl text-gold-100 sm:text-4xl">{words.heading}</h1>
        <p
          role="status"
          className="mt-4 rounded-xl border border-gold-300/40 bg-gold-300/10 px-4 py-3 text-sm text-gold-100"
        >
          {words.note}
        </p>
      </header>
      <ReadingHistory isOffline />
    </div>
  );
}
