import { lazy, Suspense } from "react";
import type { AskableReading } from "./ask-guide-button";

/** The button's code (and the chat's hook) loads when a reading is first shown, not with the page. */
const AskGuideButton = lazy(() => import("./ask-guide-button"));

/**
 * "Ask the guide about this reading", under any reading: a reading just made on its oracle's page, or a
 * past one in the dashboard's reading modal.
 */
export function AskGuide({ reading }: { reading: AskableReading }) {
  return (
    <Suspense fallback={null}>
      <AskGuideButton reading={reading} />
    </Suspense>
  );
}
