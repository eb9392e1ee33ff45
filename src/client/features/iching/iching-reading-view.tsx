import { Link } from "react-router";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import type { SharedIChing } from "../../../shared/api/iching";
import { fillWords } from "../../../shared/text";
import { HexagramGlyph } from "./hexagram-glyph";

const words = ICHING_PAGE_WORDS.page;

type HeadingLevel = 2 | 3;

/** The relating hexagram's lines: the cast's with each changing line turned and none left changing. */
const relatingLinesOf = (lines: readonly number[]) =>
  lines.map((value) => ({ 6: 7, 7: 7, 8: 8, 9: 8 })[value] ?? value);

/**
 * An I Ching reading as every view shows it: the cast's glyph and the primary hexagram's names, its
 * judgment, image and word for the situation, each changing line's text, the relating hexagram and the
 * movement from one to the other.
 */
export function IChingReadingView({
  reading,
  headingLevel = 2,
}: {
  reading: Omit<SharedIChing, "tool" | "situation">;
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const { primary, relatingHexagram } = reading;
  return (
    <div data-testid="iching-reading">
      <div className="flex flex-col items-center gap-4 text-center">
        <HexagramGlyph lines={reading.lines} number={primary.number} english={primary.english} />
        <p className="text-sm tracking-[0.2em] text-violet-200 uppercase">
          {primary.number} · {primary.pinyin} <span lang="zh">{primary.characters}</span>
        </p>
        <Heading className="text-3xl leading-tight text-gold-100 sm:text-4xl" data-testid="iching-hexagram">
          <Link to={primary.path} className="hover:underline">
            {primary.english}
          </Link>
        </Heading>
        {reading.question && <p className="break-words text-violet-100 italic">“{reading.question}”</p>}
      </div>
      <div className="mx-auto mt-6 grid max-w-2xl gap-5 text-left leading-relaxed text-indigo-50">
        <section>
          <Sub className="text-lg text-gold-200">{words.angleTitle}</Sub>
          <p className="mt-1">{primary.angle}</p>
        </section>
        <section>
          <Sub className="text-lg text-gold-200">{words.judgmentTitle}</Sub>
          <p className="mt-1">{primary.judgment}</p>
        </section>
        <section>
          <Sub className="text-lg text-gold-200">{words.imageTitle}</Sub>
          <p className="mt-1">{primary.image}</p>
        </section>
        <section data-testid="iching-changing-lines">
          <Sub className="text-lg text-gold-200">{words.changingTitle}</Sub>
          {reading.changingLines.length ? (
            <ol className="mt-1 grid gap-3">
              {reading.changingLines.map((line) => (
                <li key={line.position}>
                  <span className="font-semibold text-gold-100">
                    {fillWords(words.lineLabel, { position: line.position })} ({line.value}):
                  </span>{" "}
                  {line.text}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1">{words.noChanging}</p>
          )}
        </section>
        {relatingHexagram && (
          <section data-testid="iching-relating">
            <Sub className="text-lg text-gold-200">{words.relatingTitle}</Sub>
            <div className="mt-2 flex items-start gap-4">
              <HexagramGlyph
                lines={relatingLinesOf(reading.lines)}
                number={relatingHexagram.number}
                english={relatingHexagram.english}
                className="h-16 w-16 shrink-0"
              />
              <div>
                <p className="font-semibold text-gold-100">
                  <Link to={relatingHexagram.path} className="hover:underline">
                    {relatingHexagram.number}. {relatingHexagram.english}
                  </Link>{" "}
                  <span className="text-violet-200">
                    {relatingHexagram.pinyin} <span lang="zh">{relatingHexagram.characters}</span>
                  </span>
                </p>
                <p className="mt-1">{relatingHexagram.judgment}</p>
              </div>
            </div>
          </section>
        )}
        <section>
          <Sub className="text-lg text-gold-200">{words.movementTitle}</Sub>
          <p className="mt-1" data-testid="iching-movement">
            {reading.movement}
          </p>
        </section>
      </div>
    </div>
  );
}
