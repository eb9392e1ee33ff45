import { fairnessContent } from "../../../content/site/fairness";
import { PageHero } from "../components/ui/page-hero";
import { FairnessChecker } from "../features/fairness/fairness-checker";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Provably Fair Dice, Tarot and Runes",
    description:
      "How the Oracle's dice, cards and runes follow from a sealed server seed and your own client seed, and a checker that recomputes any cast or draw in your browser.",
    path: "/fairness",
  });
}

type Section = (typeof fairnessContent.sections)[number];

/** /fairness: the scheme in plain words, and a checker that recomputes a cast or a draw in the browser. */
export default function FairnessRoute() {
  const { hero, sections } = fairnessContent;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.subtitle}</p>
      </PageHero>
      <div className="px-4 sm:px-6">
        <FairnessChecker />
      </div>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6">
        {sections.map((section) => (
          <ExplainedSection key={section.id} section={section} />
        ))}
      </div>
    </>
  );
}

function ExplainedSection({ section }: { section: Section }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`} className="text-2xl text-gold-100">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-indigo-100/90">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.terms && (
          <dl className="grid gap-3">
            {section.terms.map(({ term, text }) => (
              <div key={term} className="card p-4">
                <dt className="font-semibold text-gold-200">{term}</dt>
                <dd className="mt-1">{text}</dd>
              </div>
            ))}
          </dl>
        )}
        {section.steps && (
          <ol className="grid list-decimal gap-3 pl-6 marker:font-semibold marker:text-gold-300">
            {section.steps.map((step) => (
              <li key={step} className="pl-1">
                {step}
              </li>
            ))}
          </ol>
        )}
        {section.commands?.map(({ caption, code }) => (
          <figure key={code}>
            <figcaption className="text-sm text-indigo-200/85">{caption}</figcaption>
            <pre className="mt-2 rounded-xl border border-white/10 bg-night-950/80 p-4 text-sm whitespace-pre-wrap text-gold-100 wrap-anywhere">
              <code>{code}</code>
            </pre>
          </figure>
        ))}
        {section.after?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
