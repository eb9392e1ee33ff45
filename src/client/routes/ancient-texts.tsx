import { ICHING_PAGE_WORDS } from "../../../content/iching/page";
import { IChingPage } from "../features/iching/iching-page";
import { pageMeta } from "../lib/page-meta";

const words = ICHING_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/ancient-texts" });
}

/** /ancient-texts: the I Ching, prerendered for visitors, the caster for signed-in seekers. */
export default function AncientTextsRoute() {
  return <IChingPage />;
}
