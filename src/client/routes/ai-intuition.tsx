import { INTUITION_PAGE_WORDS } from "../../../content/intuition/page";
import { IntuitionPage } from "../features/intuition/intuition-page";
import { pageMeta } from "../lib/page-meta";

const words = INTUITION_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/ai-intuition" });
}

/** /ai-intuition, Intuition Calibration: prerendered with its practice draw; the seeker's part loads lazily. */
export default function AiIntuitionRoute() {
  return <IntuitionPage />;
}
