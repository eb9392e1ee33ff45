import { EntryNavigation } from "../../components/ui/entry-navigation";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { libraryWords } from "../../../../content/site/library";
import { SITUATIONS } from "../../../shared/situations";
import type { LibraryEntry } from "./entries";

/** The pixel size each deck's art is drawn at (the SVGs' own view boxes). */
const ART_SIZE = { tarot: { width: 240, height: 400 }, runes: { width: 200, height: 240 } } as const;

/** A card's or a rune's page in the library: its art, its words, its neighbours and a call to draw. */
export function LibraryEntryPage({ entry }: { entry: LibraryEntry }) {
  const size = ART_SIZE[entry.deck];
  return (
    <article className="pb-20">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-10 sm:px-6 sm:pt-14 md:grid-cols-[18rem_minmax(0,1fr)] md:gap-12">
        <figure className="flex flex-col items-center gap-4">
          <img
            src={entry.art.src}
            alt={entry.art.alt}
            width={size.width}
            height={size.height}
            fetchPriority="high"
            className="h-auto w-44 drop-shadow-[0_10px_30px_rgba(120,90,220,0.35)] sm:w-56 md:w-72"
          />
          {entry.reversedArt && (
            <figcaption className="flex items-center gap-3 text-sm text-indigo-200/85">
              <img
                src={entry.reversedArt.src}
                alt={entry.reversedArt.alt}
                width={size.width}
                height={size.height}
                loading="lazy"
                className="h-auto w-16 opacity-90"
              />
              {entry.reversedArt.caption}
            </figcaption>
          )}
        </figure>
        <header>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{entry.eyebrow}</p>
          <h1 className="mt-2 text-4xl leading-tight text-gold-100 sm:text-5xl">{entry.name}</h1>
          <div className="mt-6 space-y-3">
            {entry.keywords.map(({ label, words }) => (
              <div key={label}>
                <h2 className="text-xs font-semibold tracking-[0.15em] text-indigo-200/85 uppercase">{label}</h2>
                <ul className="mt-1.5 flex flex-wrap gap-2" aria-label={`${label} keywords`}>
                  {words.map((word) => (
                    <li key={word} className="rounded-full border border-gold-300/30 px-3 py-1 text-sm text-gold-100">
                      {word}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <dl className="card mt-6 grid gap-x-6 gap-y-2 p-5 text-sm sm:grid-cols-[auto_1fr]">
            {entry.correspondences.map(({ term, value }) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-gold-200">{term}</dt>
                <dd className="text-indigo-100/90">{value}</dd>
              </div>
            ))}
          </dl>
        </header>
      </div>

      <div className="mx-auto mt-12 max-w-3xl space-y-10 px-4 sm:px-6">
        {entry.sections.map(({ heading, text }) => (
          <section key={heading}>
            <h2 className="text-2xl text-gold-100">{heading}</h2>
            <p className="mt-3 text-lg leading-relaxed text-indigo-100/90">{text}</p>
          </section>
        ))}
        {entry.meanings.map(({ heading, angles }) => (
          <section key={heading}>
            <h2 className="text-2xl text-gold-100">{heading}</h2>
            <div className="mt-4 grid gap-4">
              {SITUATIONS.map((situation) => (
                <div key={situation} className="card p-5">
                  <h3 className="font-semibold text-gold-200">{libraryWords.situations[situation]}</h3>
                  <p className="mt-2 leading-relaxed text-indigo-100/90">{angles[situation]}</p>
                </div>
              ))}
            </div>
          </section>
        ))}
        {entry.meaningsNote && <p className="leading-relaxed text-indigo-200/85 italic">{entry.meaningsNote}</p>}
        <DrawCallout draw={entry.draw} />
        <EntryNavigation
          previous={entry.previous}
          next={entry.next}
          index={entry.index}
          words={libraryWords.navigation}
        />
      </div>
    </article>
  );
}

function DrawCallout({ draw }: { draw: LibraryEntry["draw"] }) {
  return (
    <aside className="card p-6 text-center sm:p-8" aria-labelledby="draw-title">
      <h2 id="draw-title" className="text-2xl text-gold-100">
        {draw.title}
      </h2>
      <p className="mt-3 leading-relaxed text-indigo-100/90">{draw.text}</p>
      <Link to={draw.path} className="btn-primary mt-6">
        <Sparkles aria-hidden className="size-4" />
        {draw.action}
      </Link>
      <p className="mt-3 text-sm text-indigo-200/85">{draw.accountNote}</p>
    </aside>
  );
}
