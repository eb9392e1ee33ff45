import { SPIRIT_GUIDES_PAGE } from "../../../content/spirit-guides/page";
import { SpiritGuidesPage } from "../features/spirit-guides/spirit-guides-page";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: SPIRIT_GUIDES_PAGE.metaTitle,
    description: SPIRIT_GUIDES_PAGE.metaDescription,
    path: "/spirit-guides",
  });
}

/** /spirit-guides: prerendered with the five guides; the conversation loads when a guide is chosen. */
export default function SpiritGuidesRoute() {
  return <SpiritGuidesPage />;
}
