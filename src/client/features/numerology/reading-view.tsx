import { ChevronRight, CircleAlert } from "lucide-react";
import { Fragment, useEffect, useRef } from "react";
import { Link } from "react-router";
import { numerologyPageWords } from "../../../../content/site/numerology-page";
import type { NumberResult, NumerologyReading } from "./reading";

const words = numerologyPageWords.results;

/** The calculator's answer: the five core numbers, today's cycles and the Sun sign. */
export function ReadingView({ reading }: { reading: NumerologyReading }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new reading takes the focus (and the view), so a keyboard or screen reader user lands on it.
  useEffect(() => {
    heading.current?.focus();
  }, [reading]);
  return (
    <section aria-labelledby="reading-title" className="mx-auto mt-10 max-w-5xl px-0 sm:px-2" data-testid="reading">
      <h2
        id="reading-title"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-center text-3xl text-gold-100 outline-none"
      >
        {words.title}
      </h2>

      <h3 className="mt-8 text-2xl text-gold-100">{words.coreTitle}</h3>
      <p className="mt-2 text-indigo-100/90">{words.coreIntro}</p>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {reading.core.map((item) => (
          <li key={item.position} className={item.position === "lifePath" ? "md:col-span-2" : undefined}>
            <NumberCard item={item} />
          </li>
        ))}
      </ul>

      <h3 className="mt-12 text-2xl text-gold-100">{words.cyclesTitle}</h3>
      <p className="mt-2 text-indigo-100/90">{reading.cycles.intro}</p>
      <ul className="mt-5 grid gap-4 lg:grid-cols-3">
        {reading.cycles.items.map((item) => (
          <li key={item.position}>
            <NumberCard item={item} />
          </li>
        ))}
      </ul>

      <h3 className="mt-12 text-2xl text-gold-100">{words.sunTitle}</h3>
      <SunCard sun={reading.sun} />
    </section>
  );
}

function NumberCard({ item }: { item: NumberResult }) {
  const titleId = `number-${item.position}`;
  return (
    <article
      aria-labelledby={titleId}
      className="card flex h-full flex-col p-5"
      data-testid={`result-${item.position}`}
    >
      <div className="flex items-start gap-4">
        <p
          className="flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-gold-300/50 font-display text-3xl text-gold-100"
          data-testid="number-value"
        >
          {item.value}
        </p>
        <div className="min-w-0">
          <h4 id={titleId} className="text-xl text-gold-100">
            {item.name}
          </h4>
          <p className="text-sm text-indigo-200/85">{item.from}</p>
          {item.isMaster && (
            <p className="mt-1.5 inline-flex rounded-full border border-gold-300/60 bg-gold-300/10 px-2.5 py-0.5 text-xs font-semibold text-gold-100">
              {words.master}
            </p>
          )}
        </div>
      </div>
      <p className="mt-4 text-sm">
        <span className="block text-xs font-semibold tracking-[0.12em] text-indigo-200/85 uppercase">
          {words.stepsLabel}
        </span>
        <span className="mt-1 block font-mono text-gold-100 wrap-anywhere" data-testid="number-steps">
          {/* Each part and the final sum stay on one line; the lines break at the spaces between them. */}
          {item.steps.split(/ (?=[·=] )/).map((piece, index) => (
            <Fragment key={index}>
              {index > 0 && " "}
              <span className="whitespace-nowrap">{piece}</span>
            </Fragment>
          ))}
        </span>
      </p>
      <p className="mt-3 flex-1 leading-relaxed text-indigo-100/90">{item.meaning}</p>
      <Link
        to={item.link.path}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-gold-200 underline underline-offset-4"
      >
        {item.link.label}
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}

function SunCard({ sun }: { sun: NumerologyReading["sun"] }) {
  return (
    <article aria-labelledby="sun-sign-title" className="card mt-5 p-5 sm:p-6" data-testid="result-sun">
      <div className="flex items-center gap-4">
        <p
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-gold-300/50 text-4xl text-gold-100"
        >
          {sun.glyph}
        </p>
        <h4 id="sun-sign-title" className="text-2xl text-gold-100">
          {sun.title}
        </h4>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {sun.facts.map(({ term, value }) => (
          <div key={term} className="flex gap-2">
            <dt className="font-semibold text-gold-200">{term}</dt>
            <dd className="text-indigo-100/90">{value}</dd>
          </div>
        ))}
      </dl>
      {sun.cusp && (
        <p
          className="mt-4 flex gap-3 rounded-xl border border-gold-300/40 bg-gold-300/10 p-4 text-indigo-50"
          data-testid="sun-cusp"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-300" />
          <span>{sun.cusp}</span>
        </p>
      )}
      <p className="mt-4 leading-relaxed text-indigo-100/90">{sun.text}</p>
      <Link
        to={sun.link.path}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-gold-200 underline underline-offset-4"
      >
        {sun.link.label}
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}
