import { CHAKRA_PAGE_WORDS } from "../../../content/chakra/page";
import { ChakraPage } from "../features/chakra/chakra-page";
import { pageMeta } from "../lib/page-meta";

const words = CHAKRA_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/aura-chakra" });
}

/** /aura-chakra, the Chakra Check-in: prerendered with its questionnaire; the scoring runs in the browser. */
export default function AuraChakraRoute() {
  return <ChakraPage />;
}
