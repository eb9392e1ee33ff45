import { CYCLES_PAGE_WORDS } from "../../../content/cycles/page";
import { CyclesPage } from "../features/cycles/cycles-page";
import { pageMeta } from "../lib/page-meta";

const words = CYCLES_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/karmic-cycle" });
}

/** /karmic-cycle, Your Cycles: prerendered with the birth date form; the cycles are worked out in the browser. */
export default function KarmicCycleRoute() {
  return <CyclesPage />;
}
