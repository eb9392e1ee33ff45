import { sharingWords } from "../../../../content/site/sharing";
import type { SharedDraw, SharedDrawItem } from "../../../shared/api/sharing";
import { libraryArtPath } from "../../../shared/draws/library-assets";
import type { DrawTool } from "../../../shared/draws/spreads";
import { fillWords } from "../../../shared/text";
import { SITUATION_LABELS } from "../../../shared/situations";
import { SharedArticle, SharedHeader, SharedQuestion, TryTheOracle } from "./shared-reading-parts";

const words = sharingWords.drawPage;
const ORACLE_PATHS: Record<DrawTool, string> = { tarot: "/tarot", runes: "/runes" };

/**
 * Each drawing oracle's item picture on the page: its width and shape, kept before the library's file of
 * the item arrives so that nothing moves when it does.
 */
const ART_SIZE: Record<DrawTool, string> = { tarot: "aspect-[3/5] w-16 sm:w-28", runes: "aspect-[5/6] w-16 sm:w-24" };

/** One card or rune in its place: the art, the position, the name (and whether reversed), its reading there and its meaning. */
function SharedItem({ tool, item }: { tool: DrawTool; item: SharedDrawItem }) {
  const reversed = words.reversed[tool];
  return (
    <li
      className="card grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-4 sm:items-start sm:gap-x-6 sm:p-6"
      data-testid="shared-item"
    >
      <img
        src={libraryArtPath(tool, item.key, { reversed: item.reversed })}
        alt={item.reversed ? `${item.name} (${reversed})` : item.name}
        className={`drop-shadow-lg sm:row-span-2 ${ART_SIZE[tool]}`}
      />
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{item.positionLabel}</p>
        <h3 className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xl text-gold-100 sm:text-2xl">
          {item.name}
          {item.reversed && (
            <span className="rounded-full border border-gold-300/50 bg-gold-300/15 px-2.5 py-0.5 font-sans text-xs font-semibold tracking-[0.1em] text-gold-100 uppercase">
              {reversed}
            </span>
          )}
        </h3>
      </div>
      <div className="col-span-2 space-y-2 leading-relaxed text-indigo-100/90 sm:col-span-1 sm:col-start-2">
        <p className="text-gold-100/90 italic" data-testid="shared-item-in-position">
          {item.inPosition}
        </p>
        <p>{item.meaning}</p>
      </div>
    </li>
  );
}

/** A shared tarot spread or rune cast as anyone with its link sees it: the items in place and the synthesis. */
export function SharedDrawView({ reading }: { reading: SharedDraw }) {
  const { tool } = reading;
  return (
    <SharedArticle>
      <SharedHeader
        eyebrow={words.eyebrow[tool]}
        title={fillWords(words.title, { situation: SITUATION_LABELS[reading.situation] })}
        subtitle={reading.spreadName}
      />
      <SharedQuestion question={reading.question} />

      <section aria-labelledby="shared-items" className="mt-10">
        <h2 id="shared-items" className="sr-only">
          {words.itemsLabel[tool]}
        </h2>
        <ol className="grid gap-4">
          {reading.items.map((item) => (
            <SharedItem key={item.position} tool={tool} item={item} />
          ))}
        </ol>
      </section>

      <section className="card mt-8 border-gold-300/30 p-6 sm:p-8" aria-labelledby="shared-synthesis">
        <h2 id="shared-synthesis" className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
          {words.synthesisLabel}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-indigo-50" data-testid="synthesis">
          {reading.synthesis}
        </p>
      </section>

      <TryTheOracle
        path={ORACLE_PATHS[tool]}
        title={words.ctaTitle[tool]}
        text={words.ctaText[tool]}
        button={words.ctaButton[tool]}
      />
    </SharedArticle>
  );
}
