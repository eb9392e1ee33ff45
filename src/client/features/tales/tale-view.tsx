import { BookOpen } from "lucide-react";
import { TALE_PAGE_WORDS } from "../../../../content/tales/page";

const words = TALE_PAGE_WORDS.page;

/** What every view of a tale shows: the label that says it is fiction, the facts, the title and the story. */
export interface TaleShown {
  question: string | null;
  card: { name: string; reversed: boolean };
  era: string;
  place: string;
  calling: string;
  turning: string;
  title: string;
  paragraphs: readonly string[];
}

type HeadingLevel = 2 | 3;

/** The fiction label: on the page, the shared page and the dashboard alike. */
function FictionLabel() {
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full border border-violet-300/40 bg-violet-400/10 px-4 py-1 text-sm font-semibold tracking-[0.15em] text-violet-100 uppercase"
      data-testid="tale-fiction-label"
    >
      <BookOpen aria-hidden className="size-4" />
      {TALE_PAGE_WORDS.fictionLabel}
    </p>
  );
}

/** A tale as every view shows it: label, title, question, the card and the four facts, then the story. */
export function TaleView({ tale, headingLevel = 2 }: { tale: TaleShown; headingLevel?: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const facts = [
    [words.facts.card, `${tale.card.name}${tale.card.reversed ? ` (${words.facts.reversed})` : ""}`],
    [words.facts.era, tale.era],
    [words.facts.place, tale.place],
    [words.facts.calling, tale.calling],
    [words.facts.turning, tale.turning],
  ] as const;
  return (
    <article data-testid="tale">
      <div className="text-center">
        <FictionLabel />
        <Heading className="mt-4 text-3xl leading-tight text-gold-100 sm:text-4xl" data-testid="tale-title">
          {tale.title}
        </Heading>
        {tale.question && <p className="mt-3 break-words text-violet-100 italic">“{tale.question}”</p>}
      </div>
      <dl className="mx-auto mt-6 grid max-w-2xl gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-gold-200">{label}</dt>
            <dd className="text-indigo-50">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mx-auto mt-6 grid max-w-2xl gap-4 text-lg leading-relaxed text-indigo-50">
        {tale.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
