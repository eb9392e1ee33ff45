import { data } from "react-router";
import { ICHING_PAGE_WORDS } from "../../../content/iching/page";
import { hexagramOgImagePath, HEXAGRAMS_PATH } from "../../shared/iching/paths";
import { fillWords } from "../../shared/text";
import { PageNotFound } from "../components/layout/page-not-found";
import { hexagramIndex, hexagramPage } from "../features/iching/hexagram-library";
import { hexagramIndexJsonLd, hexagramJsonLd } from "../features/iching/hexagram-structured-data";
import { HexagramEntry, HexagramIndex } from "../features/iching/hexagram-views";
import { NOT_FOUND_META, pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/hexagrams";

const words = ICHING_PAGE_WORDS.library;

/**
 * Runs at build time only: the index and each of the 64 pages are prerendered with their words, so the words
 * of the whole book never reach the browser's JavaScript. One route for both keeps the route manifest every
 * first load carries to one entry. A path that was not prerendered has no data: the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!params.hexagram) return { index: hexagramIndex(), page: null };
  const page = hexagramPage(params.hexagram);
  if (!page) throw data(null, { status: 404 });
  return { index: null, page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.index)
    return pageMeta({
      title: words.metaTitle,
      description: words.metaDescription,
      path: HEXAGRAMS_PATH,
      image: hexagramOgImagePath("index"),
      jsonLd: hexagramIndexJsonLd(loaderData.index),
    });
  const page = loaderData?.page;
  if (!page) return NOT_FOUND_META;
  return pageMeta({
    title: fillWords(words.entryMetaTitle, { number: page.number, english: page.english, pinyin: page.pinyin }),
    description: page.description,
    path: page.path,
    image: hexagramOgImagePath(page.number),
    type: "article",
    keywords: [...page.keywords],
    jsonLd: hexagramJsonLd(page),
  });
}

/** /ancient-texts/hexagrams: the 64 hexagrams; /ancient-texts/hexagrams/<number>-<slug>: one of them. */
export default function HexagramsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.index ? <HexagramIndex entries={loaderData.index} /> : <HexagramEntry page={loaderData.page!} />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}
