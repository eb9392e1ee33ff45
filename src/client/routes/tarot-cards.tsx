import { libraryWords } from "../../../content/site/library";
import { libraryOgImagePath } from "../../shared/draws/library-assets";
import { TAROT_LIBRARY_PATH } from "../../shared/site-routes";
import { indexMeta } from "../features/library/entry-meta";
import { tarotGroups } from "../features/library/groups";
import { LibraryIndex } from "../features/library/library-index";
import type { Route } from "./+types/tarot-cards";

const words = libraryWords.tarot.index;

/** Runs at build time only: the names come from content/, which stays out of the browser's JavaScript. */
export function loader() {
  return { groups: tarotGroups() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return indexMeta({
    title: words.metaTitle,
    description: words.description,
    path: TAROT_LIBRARY_PATH,
    ogImage: libraryOgImagePath("tarot", "index"),
    setName: words.setName,
    groups: loaderData.groups,
  });
}

/** /tarot/cards: the 78 cards, grouped as the Major Arcana and the four suits. */
export default function TarotCardsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LibraryIndex
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
      groups={loaderData.groups}
      art={{ width: 240, height: 400 }}
      columns={7}
    />
  );
}
