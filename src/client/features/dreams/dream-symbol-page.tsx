import { Link } from "react-router";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import { DREAM_SYMBOLS_PATH } from "../../../shared/site-routes";
import { PageHero } from "../../components/ui/page-hero";
import type { DreamSymbolEntry } from "./symbol-entries";

const words = DREAM_PAGE_WORDS.symbolPage;

/** One symbol of the dream dictionary: what it may carry, three questions, the words that name it. */
export function DreamSymbolPage({ entry }: { entry: DreamSymbolEntry }) {
  return (
    <>
      <PageHero eyebrow={DREAM_PAGE_WORDS.page.dictionaryTitle} title={entry.heading}>
        <p>{words.note}</p>
      </PageHero>
      <article className="mx-auto grid max-w-3xl gap-6 px-4 pb-16 sm:px-6">
        <p className="card p-6 leading-relaxed text-indigo-50">{entry.reflection}</p>
        <section aria-labelledby="symbol-questions-title" className="card p-6">
          <h2 id="symbol-questions-title" className="text-xl text-gold-100">
            {words.questionsTitle}
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-indigo-100/90">
            {entry.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="symbol-forms-title" className="card p-6">
          <h2 id="symbol-forms-title" className="text-xl text-gold-100">
            {words.formsLabel}
          </h2>
          <p className="mt-3 text-sm text-indigo-100/90">{entry.forms.join(", ")}</p>
        </section>
        <nav aria-label="Dream analysis" className="flex flex-wrap gap-4 text-sm">
          <Link to={DREAM_SYMBOLS_PATH} className="text-gold-200 underline underline-offset-4">
            {words.backLabel}
          </Link>
          <Link to="/dream-analysis" className="text-gold-200 underline underline-offset-4">
            {words.journalCta}
          </Link>
        </nav>
      </article>
    </>
  );
}
