import { Link } from "react-router";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import { HEXAGRAMS_PATH } from "../../../shared/iching/paths";
import { SITUATION_LABELS, SITUATIONS } from "../../../shared/situations";
import { fillWords } from "../../../shared/text";
import { PageHero } from "../../components/ui/page-hero";
import { HexagramGlyph } from "./hexagram-glyph";
import type { HexagramIndexEntry, HexagramPageData } from "./hexagram-library";

const words = ICHING_PAGE_WORDS.library;
const lineLabel = ICHING_PAGE_WORDS.page.lineLabel;

/** /ancient-texts/hexagrams: the 64 hexagrams in the King Wen order, each drawn and linked to its page. */
export function HexagramIndex({ entries }: { entries: readonly HexagramIndexEntry[] }) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <ol className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 pb-16 sm:grid-cols-4 sm:px-6 lg:grid-cols-8">
        {entries.map((entry) => (
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

/** /ancient-texts/hexagrams/<number>-<slug>: one hexagram of the 64, drawn, with its words. */
export function HexagramEntry({ page }: { page: HexagramPageData }) {
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
