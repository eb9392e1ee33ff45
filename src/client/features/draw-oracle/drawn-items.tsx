import { ChevronRight, Hand } from "lucide-react";
import { OWN_DECK_WORDS } from "../../../../content/journal/patterns";
import { Link } from "react-router";
import type { DrawResult } from "../../../shared/api/draws";
import { SITUATION_LABELS } from "../../../shared/situations";
import { AskedQuestion } from "../dice-oracle/reading-panel";
import type { OracleKind } from "./oracle-kinds";

/**
 * A drawn item's words: its place, name, whether reversed, keywords, its reading in that place, its
 * meaning, and its library page.
 */
function DrawnItem({ kind, item, number }: { kind: OracleKind; item: DrawResult["items"][number]; number: number }) {
  return (
    <li className="rounded-xl border border-white/10 bg-night-950/40 p-4 sm:p-5" data-testid="drawn-item">
      <p className="text-xs font-semibold tracking-[0.15em] text-gold-300 uppercase">
        {number} · {item.positionLabel}
      </p>
      <h3 className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 font-display text-xl text-gold-100">
        {item.name}
        {item.reversed && (
          <span className="rounded-full border border-rose-300/40 bg-rose-400/10 px-2 py-0.5 font-sans text-xs font-semibold text-rose-100">
            {kind.words.reversedLabel}
          </span>
        )}
      </h3>
      {item.keywords.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Keywords">
          {item.keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full border border-violet-300/30 bg-violet-400/10 px-2 py-0.5 text-xs text-violet-100"
            >
              {keyword}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 leading-relaxed text-gold-100/90 italic" data-testid="item-in-position">
        {item.inPosition}
      </p>
      <p className="mt-2 leading-relaxed text-indigo-50" data-testid="item-meaning">
        {item.meaning}
      </p>
      <Link
        to={kind.itemHref(item.key)}
        className="mt-3 inline-flex items-center gap-1 text-sm text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
      >
        More about {item.name}
        <ChevronRight aria-hidden className="size-3.5" />
      </Link>
    </li>
  );
}

/**
 * The reading of a draw: the question, then each item turned so far in draw order with its words, and
 * once every item is face up, the synthesis of the whole spread.
 */
export function DrawnItems({
  kind,
  draw,
  turned = draw.items.length,
  headingLevel = 2,
}: {
  kind: OracleKind;
  draw: DrawResult | Omit<DrawResult, "rewards">;
  turned?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const isComplete = turned >= draw.items.length;
  return (
    <article aria-labelledby="reading-title" data-testid="draw-reading">
      <Heading id="reading-title" className="scroll-mt-24 text-center text-2xl text-gold-100">
        Your {SITUATION_LABELS[draw.situation]} Reading · {draw.spreadName}
      </Heading>
      {draw.source === "physical" && (
        <p className="mx-auto mt-3 max-w-2xl text-center">
          <span
            data-testid="own-draw"
            className="inline-flex items-center gap-1 rounded-full border border-sky-300/40 bg-sky-400/10 px-2.5 py-0.5 text-xs font-semibold text-sky-100"
          >
            <Hand aria-hidden className="size-3.5" />
            {OWN_DECK_WORDS.mark}
          </span>
          <span className="mt-1 block text-xs text-indigo-200/80">{OWN_DECK_WORDS.markNote}</span>
        </p>
      )}
      {draw.question && (
        <div className="mx-auto mt-4 max-w-2xl">
          <AskedQuestion question={draw.question} />
        </div>
      )}
      <ol className="mx-auto mt-5 grid max-w-2xl gap-3" aria-live="polite">
        {draw.items.slice(0, turned).map((item, index) => (
          <DrawnItem key={`${item.position}-${index}`} kind={kind} item={item} number={index + 1} />
        ))}
      </ol>
      {isComplete && (
        <section
          className="card mx-auto mt-5 max-w-2xl border-gold-300/30 p-5 sm:p-6"
          aria-labelledby="synthesis-title"
          data-testid="synthesis"
        >
          <h3 id="synthesis-title" className="font-display text-xl text-gold-100">
            {kind.words.synthesisTitle}
          </h3>
          <p className="mt-2 leading-relaxed text-indigo-50">{draw.synthesis}</p>
        </section>
      )}
    </article>
  );
}
