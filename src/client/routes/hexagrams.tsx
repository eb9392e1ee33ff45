import { Link } from "react-router";
import { ICHING_PAGE_WORDS } from "../../../content/iching/page";
import { hexagramOgImagePath, HEXAGRAMS_PATH } from "../../shared/iching/paths";
import { PageHero } from "../components/ui/page-hero";
import { HexagramGlyph } from "../features/iching/hexagram-glyph";
import { hexagramIndex, hexagramIndexJsonLd } from "../features/iching/hexagram-library";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/hexagrams";

const words = ICHING_PAGE_WORDS.library;

/** Runs at build time only: the names come from content/, which stays out of the browser's JavaScript. */
export function loader() {
  return { entries: hexagramIndex() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: words.metaTitle,
    description: words.metaDescription,
    path: HEXAGRAMS_PATH,
    image: hexagramOgImagePath("index"),
    jsonLd: hexagramIndexJsonLd(loaderData.entries),
  });
}

/** /ancient-texts/hexagrams: the 64 hexagrams in the King Wen order, each drawn and linked to its page. */
export default function HexagramsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <ol className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 pb-16 sm:grid-cols-4 sm:px-6 lg:grid-cols-8">
        {loaderData.entries.map((entry) => (
          <li key={entry.number}>
            <Link
              to={entry.path}
              className="card flex h-full flex-col items-center gap-2 p-3 text-center hover:ring-2 hover:ring-gold-300"
            >
              <HexagramGlyph lines={entry.lines} number={entry.number} english={entry.english} className="h-12 w-12" />
              <span className="text-xs text-violet-200">
                {entry.number} · {entry.pinyin}
              </span>
              <span className="text-sm font-semibold text-gold-100">{entry.english}</span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
