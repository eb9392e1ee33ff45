import { libraryWords } from "../../../content/site/library";
import { libraryOgImagePath } from "../../shared/draws/library-assets";
import { RUNE_LIBRARY_PATH } from "../../shared/site-routes";
import { indexMeta } from "../features/library/entry-meta";
import { runeGroups } from "../features/library/groups";
import { LibraryIndex } from "../features/library/library-index";

const words = libraryWords.runes.index;

export function meta() {
  return indexMeta({
    title: words.metaTitle,
    description: words.description,
    path: RUNE_LIBRARY_PATH,
    ogImage: libraryOgImagePath("runes", "index"),
    setName: words.setName,
    groups: runeGroups(),
  });
}

/** /runes/library: the 24 runes of the Elder Futhark, grouped by ætt. */
export default function RunesLibraryRoute() {
  return (
    <LibraryIndex
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
      groups={runeGroups()}
      art={{ width: 200, height: 240 }}
    />
  );
}
