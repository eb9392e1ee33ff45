import { ANGEL_NUMBERS_PAGE_WORDS } from "../../../content/angel-numbers/page";
import { AngelNumbersPage } from "../features/angel-numbers/angel-numbers-page";
import { pageMeta } from "../lib/page-meta";

const words = ANGEL_NUMBERS_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/angel-numbers" });
}

/** /angel-numbers: prerendered with the lookup and the library's index; the journal for signed-in seekers. */
export default function AngelNumbersRoute() {
  return <AngelNumbersPage />;
}
