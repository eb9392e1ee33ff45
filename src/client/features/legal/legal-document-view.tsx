import type { LegalDocument, LegalSection } from "../../../shared/content-types/site";
import { PageHero } from "../../components/ui/page-hero";
import { SupportDetails } from "../support/support-contact";
import { withSitePathLinks } from "./site-path-links";

/**
 * A policy page: numbered sections with a table of contents. On a phone the grid is one column that never
 * grows past the screen (`min-w-0`; a long address breaks rather than widening it), and a section's table
 * becomes a stacked list of cards: one per row, its first cell as the title, the others under their headers.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const updated = new Date(`${document.lastUpdated}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <>
      <PageHero eyebrow={`Last updated ${updated}`} title={document.title}>
        <p>{document.intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 pb-20 wrap-break-word sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Sections" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ol className="card space-y-1 p-5 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-lg px-2 py-1.5 text-indigo-100 hover:bg-white/5 hover:text-gold-200"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-10">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-xl text-gold-100 sm:text-2xl">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-indigo-100/90">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{withSitePathLinks(paragraph)}</p>
                ))}
              </div>
              {section.bullets && (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 text-indigo-100/90 marker:text-gold-300">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
              {section.table && <LegalTable table={section.table} />}
              {section.supportContact && <SupportDetails withInAppHelp className="mt-4" />}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function LegalTable({ table }: { table: NonNullable<LegalSection["table"]> }) {
  const [, ...detailHeaders] = table.headers;
  return (
    <>
      <dl className="mt-5 space-y-3 sm:hidden" data-testid="legal-table-stacked">
        {table.rows.map(([title, ...details]) => (
          <div key={title} className="rounded-xl border border-white/10 bg-night-800/50 p-4">
            <dt className="font-semibold text-gold-100">{title}</dt>
            {details.map((detail, index) => (
              <dd key={index} className="mt-3 text-sm leading-relaxed text-indigo-100/90">
                <span className="block text-xs font-semibold tracking-wider text-gold-200/90 uppercase">
                  {detailHeaders[index]}
                </span>
                {detail}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <div className="mt-5 hidden overflow-x-auto rounded-xl border border-white/10 sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-night-700/60 text-gold-200">
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col" className="px-4 py-3 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]} className="border-t border-white/10 align-top">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" className="px-4 py-3 font-semibold text-gold-100">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex} className="px-4 py-3 text-indigo-100/90">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
