import { COMPASS_PAGE_WORDS } from "../../../content/compass/page";
import { CompassPage } from "../features/compass/compass-page";
import { pageMeta } from "../lib/page-meta";

const words = COMPASS_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/success-predictor" });
}

/** /success-predictor, the Decision Compass: prerendered with its steps; the weighing runs in the browser. */
export default function SuccessPredictorRoute() {
  return <CompassPage />;
}
