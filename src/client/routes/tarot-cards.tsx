import { libraryWords } from "../../../content/site/library";
import { libraryOgImagePath } from "../../shared/draws/library-assets";
import { TAROT_LIBRARY_PATH } from "../../shared/site-routes";
import { indexMeta } from "../features/library/entry-meta";
import { tarotGroups } from "../features/library/groups";
import { LibraryIndex } from "../features/library/library-index";

const words = libraryWords.tarot.index;

export function meta() {
  return indexMeta({
    title: words.metaTitle,
    description: words.description,
    path: TAROT_LIBRARY_PATH,
    ogImage: libraryOgImagePath("tarot", "index"),
    setName: words.setName,
    groups: tarotGroups(),
  });
}

/** /tarot/cards: the 78 cards, grouped as the Major Arcana and the four suits. */
export default function TarotCardsRoute() {
  return (
    <LibraryIndex
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
      groups={tarotGroups()}
      art={{ width: 240, height: 400 }}
    />
  );
}
