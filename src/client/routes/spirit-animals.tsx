import { ARCHETYPE_PAGE_WORDS } from "../../../content/archetypes/page";
import { ArchetypesPage } from "../features/archetypes/archetypes-page";
import { pageMeta } from "../lib/page-meta";

const words = ARCHETYPE_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/spirit-animals" });
}

/** /spirit-animals: Animal Archetypes, prerendered with the quiz, which works in the browser for anyone. */
export default function SpiritAnimalsRoute() {
  return <ArchetypesPage />;
}
