import { libraryWords } from "../../../content/site/library";
import { libraryOgImagePath } from "../../shared/draws/library-assets";
import { RUNE_LIBRARY_PATH } from "../../shared/site-routes";
import { indexMeta } from "../features/library/entry-meta";
import { runeGroups } from "../features/library/groups";
import { LibraryIndex } from "../features/library/library-index";
import type { Route } from "./+types/runes-library";

const words = libraryWords.runes.index;

/** Runs at build time only: the names come from content/, which stays out of the browser's JavaScript. */
export function loader() {
  return { groups: runeGroups() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return indexMeta({
    title: words.metaTitle,
    description: words.description,
    path: RUNE_LIBRARY_PATH,
    ogImage: libraryOgImagePath("runes", "index"),
    setName: words.setName,
    groups: loaderData.groups,
  });
}

/** /runes/library: the 24 runes of the Elder Futhark, grouped by ætt. */
export default function RunesLibraryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LibraryIndex
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
      groups={loaderData.groups}
      art={{ width: 200, height: 240 }}
      columns={8}
    />
  );
}
