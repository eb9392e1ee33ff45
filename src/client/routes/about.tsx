import { Link } from "react-router";
import { aboutContent } from "../../../content/site/about";
import { IconCardGrid } from "../components/ui/icon-card-grid";
import { PageHero, Section } from "../components/ui/page-hero";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({ title: "About", description: aboutContent.hero.subtitle, path: "/about" });
}

export default function AboutRoute() {
  const { hero, vision, offerings, reasons, disclaimer, cta } = aboutContent;
  return (
    <>
      <PageHero eyebrow="About Mystic Dice" title={hero.title}>
        <p>{hero.subtitle}</p>
      </PageHero>
      <Section title={vision.title} id="vision">
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-indigo-100/90">
          {vision.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title={offerings.title} id="offerings">
        <IconCardGrid items={offerings.items} />
      </Section>
      <Section title={reasons.title} id="reasons">
        <IconCardGrid items={reasons.items} />
      </Section>
      <Section id="disclaimer">
        <aside aria-labelledby="about-disclaimer" className="card mx-auto max-w-3xl border-gold-300/25 p-7">
          <h2 id="about-disclaimer" className="text-xl text-gold-100">
            {disclaimer.title}
          </h2>
          <div className="mt-3 space-y-3 text-indigo-100/90">
            {disclaimer.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </aside>
      </Section>
      <section className="mx-auto max-w-3xl px-6 pt-6 pb-20 text-center">
        <h2 className="text-2xl text-gold-100 sm:text-3xl">{cta.title}</h2>
        <p className="mt-3 text-indigo-100/90">{cta.text}</p>
        <Link to="/dice-divination" className="btn-primary mt-8 px-8 py-4 text-lg">
          Get Your Reading Now
        </Link>
      </section>
    </>
  );
}
