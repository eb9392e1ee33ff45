import { EntryNavigation } from "../../components/ui/entry-navigation";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { SkyEntry } from "./entries";

/** A number's or a sign's page: its mark and heading, its words, the call to the calculator, its neighbours. */
export function SkyEntryPage({ entry }: { entry: SkyEntry }) {
  return (
    <article className="pb-20">
      <div className="mx-auto grid max-w-5xl items-start gap-8 px-4 pt-10 sm:px-6 sm:pt-14 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-12">
        <Mark mark={entry.mark} kind={entry.kind} />
        <header>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{entry.eyebrow}</p>
          <h1 className="mt-2 text-4xl leading-tight text-gold-100 sm:text-5xl">{entry.name}</h1>
          {entry.lead && (
            <div className="mt-4">
              <p className="text-lg leading-relaxed text-indigo-50" data-testid="sign-dates">
                {entry.lead.text}
              </p>
              <p className="mt-1 text-sm text-indigo-200/85">{entry.lead.note}</p>
            </div>
          )}
          <h2 className="mt-6 text-xs font-semibold tracking-[0.15em] text-indigo-200/85 uppercase">
            {entry.keywords.label}
          </h2>
          <ul className="mt-1.5 flex flex-wrap gap-2" aria-label={entry.keywords.label}>
            {entry.keywords.words.map((word) => (
              <li key={word} className="rounded-full border border-gold-300/30 px-3 py-1 text-sm text-gold-100">
                {word}
              </li>
            ))}
          </ul>
          <dl className="card mt-6 grid gap-x-6 gap-y-2 p-5 text-sm sm:grid-cols-[auto_1fr]">
            {entry.facts.map(({ term, value }) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-gold-200">{term}</dt>
                <dd className="text-indigo-100/90">{value}</dd>
              </div>
            ))}
          </dl>
        </header>
      </div>

      <div className="mx-auto mt-12 max-w-3xl space-y-10 px-4 sm:px-6">
        {entry.sections.map(({ heading, text, items }) => (
          <section key={heading}>
            <h2 className="text-2xl text-gold-100">{heading}</h2>
            {text && <p className="mt-3 text-lg leading-relaxed text-indigo-100/90">{text}</p>}
            {items && (
              <div className="mt-4 grid gap-4">
                {items.map((item) => (
                  <div key={item.heading} className="card p-5">
                    <h3 className="font-semibold text-gold-200">{item.heading}</h3>
                    <p className="mt-2 leading-relaxed text-indigo-100/90">{item.text}</p>
                  </div>
                ))}
              </div>
            )}
          </section>
        ))}
        <aside className="card p-6 text-center sm:p-8" aria-labelledby="calculator-call-title">
          <h2 id="calculator-call-title" className="text-2xl text-gold-100">
            {entry.call.title}
          </h2>
          <p className="mt-3 leading-relaxed text-indigo-100/90">{entry.call.text}</p>
          <Link to={entry.call.path} className="btn-primary mt-6">
            <Sparkles aria-hidden className="size-4" />
            {entry.call.action}
          </Link>
        </aside>
        <EntryNavigation previous={entry.previous} next={entry.next} index={entry.index} words={entry.navigation} />
      </div>
    </article>
  );
}

/** The numeral or the glyph, large, in a ring (a long number, "12:21", smaller); named by its label. */
function Mark({ mark, kind }: { mark: SkyEntry["mark"]; kind: SkyEntry["kind"] }) {
  return (
    <div className="flex justify-center md:pt-6">
      <p
        role="img"
        aria-label={mark.label}
        className="flex size-40 items-center justify-center rounded-full border-2 border-gold-300/50 bg-night-950/50 shadow-[0_10px_40px_rgba(120,90,220,0.35)] sm:size-52 md:size-60"
      >
        <span
          aria-hidden
          className={`leading-none text-gold-200 ${kind === "number" ? `font-display ${mark.text.length > 3 ? "text-4xl sm:text-5xl md:text-6xl" : "text-7xl sm:text-8xl"}` : "text-7xl sm:text-8xl"}`}
        >
          {mark.text}
        </span>
      </p>
    </div>
  );
}
