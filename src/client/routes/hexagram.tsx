import { data, Link } from "react-router";
import { ICHING_PAGE_WORDS } from "../../../content/iching/page";
import { SITUATION_LABELS, SITUATIONS } from "../../shared/situations";
import { hexagramOgImagePath, HEXAGRAMS_PATH } from "../../shared/iching/paths";
import { fillWords } from "../../shared/text";
import { PageNotFound } from "../components/layout/page-not-found";
import { PageHero } from "../components/ui/page-hero";
import { HexagramGlyph } from "../features/iching/hexagram-glyph";
import { hexagramJsonLd, hexagramPage } from "../features/iching/hexagram-library";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/hexagram";

const words = ICHING_PAGE_WORDS.library;
const lineLabel = ICHING_PAGE_WORDS.page.lineLabel;

/**
 * Runs at build time only: each of the 64 pages is prerendered with its hexagram's words, so the words of
 * the whole book never reach the browser's JavaScript. A path that was not prerendered has no data: the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const page = hexagramPage(params.hexagram);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page Not Found · Mystic Dice" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: fillWords(words.entryMetaTitle, {
      number: loaderData.number,
      english: loaderData.english,
      pinyin: loaderData.pinyin,
    }),
    description: loaderData.description,
    path: loaderData.path,
    image: hexagramOgImagePath(loaderData.number),
    type: "article",
    keywords: [...loaderData.keywords],
    jsonLd: hexagramJsonLd(loaderData),
  });
}

/** /ancient-texts/hexagrams/<number>-<slug>: one hexagram of the 64, drawn, with its words. */
export default function HexagramRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={`${words.eyebrow} · ${page.number}`} title={`${page.number}. ${page.english}`}>
        <p>
          {page.pinyin} <span lang="zh">{page.characters}</span>
        </p>
      </PageHero>
      <article className="mx-auto grid max-w-3xl gap-8 px-4 pb-16 leading-relaxed text-indigo-50 sm:px-6">
        <div className="flex flex-col items-center gap-3">
          <HexagramGlyph lines={page.glyph} number={page.number} english={page.english} className="h-32 w-32" />
          <p className="text-sm text-violet-200">
            {fillWords(words.upperLabel, { name: page.upperName })} ·{" "}
            {fillWords(words.lowerLabel, { name: page.lowerName })}
          </p>
          <p className="text-sm text-indigo-100/90">
            {words.keywordsTitle}: {page.keywords.join(", ")}
          </p>
        </div>
        <section>
          <h2 className="text-2xl text-gold-100">{ICHING_PAGE_WORDS.page.judgmentTitle}</h2>
          <p className="mt-2">{page.judgment}</p>
        </section>
        <section>
          <h2 className="text-2xl text-gold-100">{ICHING_PAGE_WORDS.page.imageTitle}</h2>
          <p className="mt-2">{page.image}</p>
        </section>
        <section>
          <h2 className="text-2xl text-gold-100">{words.linesTitle}</h2>
          <ol className="mt-2 grid gap-3">
            {page.lines.map((text, index) => (
              <li key={index}>
                <span className="font-semibold text-gold-200">{fillWords(lineLabel, { position: index + 1 })}:</span>{" "}
                {text}
              </li>
            ))}
          </ol>
        </section>
        <section>
          <h2 className="text-2xl text-gold-100">{words.anglesTitle}</h2>
          {SITUATIONS.map((situation) => (
            <div key={situation} className="mt-3">
              <h3 className="text-lg text-gold-200">{SITUATION_LABELS[situation]}</h3>
              <p className="mt-1">{page.angles[situation]}</p>
            </div>
          ))}
        </section>
        <nav className="flex flex-wrap justify-between gap-4 text-sm">
          {page.previous ? (
            <Link to={page.previous.path} className="text-gold-200 underline underline-offset-4" rel="prev">
              {words.previous}: {page.previous.number}. {page.previous.english}
            </Link>
          ) : (
            <span />
          )}
          <Link to={HEXAGRAMS_PATH} className="text-gold-200 underline underline-offset-4">
            {words.backLink}
          </Link>
          <Link to="/ancient-texts" className="text-gold-200 underline underline-offset-4">
            {words.castLink}
          </Link>
          {page.next && (
            <Link to={page.next.path} className="text-gold-200 underline underline-offset-4" rel="next">
              {words.next}: {page.next.number}. {page.next.english}
            </Link>
          )}
        </nav>
      </article>
    </>
  );
}

export function ErrorBoundary() {
  return <PageNotFound />;
}
