import { REPORT_WORDS } from "../../../../content/weekly/report";
import type { WeeklyReport } from "../../../shared/api/reports";
import { enhancementAuthorLabel } from "../../oracles/kit/enhancement-author";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Who wrote the overview: the AI badge only when a provider did. */
function Authorship({ report }: { report: WeeklyReport }) {
  return (
    <p className="mt-3 flex flex-wrap gap-2 text-sm">
      <span className="rounded-full border border-gold-300/40 px-3 py-1 text-gold-200">{report.label}</span>
      <span className="rounded-full border border-white/15 px-3 py-1 text-indigo-100/90">
        {enhancementAuthorLabel(report.writtenBy)}
      </span>
    </p>
  );
}

/** One weekly report as a page: its sections, the sky's events with their times, and the week's numbers. */
export function ReportView({ report, headingLevel = 1 }: { report: WeeklyReport; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Heading = headingLevel === 1 ? "h2" : "h3";
  const note =
    report.writtenBy.kind === "ai" && report.writtenBy.model
      ? REPORT_WORDS.aiNote(report.writtenBy.model)
      : REPORT_WORDS.oracleNote;
  return (
    <article className="min-w-0">
      <Title className="text-3xl leading-tight break-words text-gold-100 sm:text-4xl">{report.title}</Title>
      <Authorship report={report} />
      {report.sections.map((section) => (
        <section key={section.id} className="mt-8 min-w-0" aria-labelledby={`report-${section.id}`}>
          <Heading id={`report-${section.id}`} className="text-xl text-gold-100 sm:text-2xl">
            {section.heading}
          </Heading>
          {section.id === "sky" && report.sky.events.length > 0 ? (
            <ul className="mt-3 space-y-3">
              {report.sky.events.map((event) => (
                <li key={`${event.type}-${event.body}-${event.at}`} className="card p-4">
                  <p className="text-sm font-semibold text-gold-200">{event.when}</p>
                  <p className="mt-1 font-semibold break-words text-indigo-50">{event.name}</p>
                  <p className="mt-1 leading-relaxed text-indigo-100/90">{event.tradition}</p>
                </li>
              ))}
            </ul>
          ) : section.id === "numbers" && report.numbers ? (
            <>
              <p className="mt-3 leading-relaxed text-indigo-50">{section.paragraphs[0]}</p>
              <ol className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
                {report.numbers.days.map((entry, index) => (
                  <li key={entry.day} className="rounded-xl border border-white/10 p-2 text-center">
                    <span className="block text-xs text-indigo-200/85">{WEEKDAYS[index]}</span>
                    <span className="block text-2xl text-gold-100">{entry.personalDay}</span>
                    <span className="block text-xs break-words text-indigo-100/85">{entry.title}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <div className="mt-3 space-y-3 leading-relaxed break-words text-indigo-50">
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          )}
        </section>
      ))}
      <p className="mt-8 text-sm text-indigo-200/85">{note}</p>
    </article>
  );
}
