import { Link } from "react-router";
import { helpCenterContent } from "../../../content/site/help-center";
import { PageHero } from "../components/ui/page-hero";
import { InAppHelp, SupportDetails } from "../features/support/support-contact";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({ title: "Help Center", description: helpCenterContent.intro.slice(0, 155), path: "/help-center" });
}

export default function HelpCenterRoute() {
  const { intro, sections, support } = helpCenterContent;
  return (
    <>
      <PageHero eyebrow="Guidance for the guidance-seeker" title="Help Center">
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 pb-10 sm:px-6">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-2xl text-gold-100">
              {section.title}
            </h2>
            <div className="mt-4 space-y-3">
              {section.items.map((item) => (
                <details key={item.question} className="card group p-5">
                  <summary className="cursor-pointer list-none font-semibold text-indigo-50 marker:hidden">
                    <span className="mr-2 inline-block text-gold-300 transition group-open:rotate-90">›</span>
                    {item.question}
                  </summary>
                  <p className="mt-3 leading-relaxed text-indigo-100/90">{item.answer}</p>
                  {item.link && (
                    <Link
                      to={item.link.href}
                      className="mt-3 inline-block font-semibold text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
                    >
                      {item.link.label}
                    </Link>
                  )}
                </details>
              ))}
            </div>
          </section>
        ))}
        <section id="support" aria-labelledby="support-title" className="card border-gold-300/25 p-7">
          <h2 id="support-title" className="text-2xl text-gold-100">
            {support.title}
          </h2>
          <p className="mt-3 text-indigo-100/90">{support.text}</p>
          <SupportDetails className="mt-4" />
          <div className="mt-6">
            <InAppHelp headingLevel={3} />
          </div>
        </section>
      </div>
    </>
  );
}
