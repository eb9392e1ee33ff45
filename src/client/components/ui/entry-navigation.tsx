import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

interface Neighbour {
  name: string;
  path: string;
}

/**
 * The foot of a library page (a card, a rune, a number, a sign): its previous and next neighbours, and
 * the way back to its index.
 */
export function EntryNavigation({
  previous,
  next,
  index,
  words,
}: {
  previous: Neighbour;
  next: Neighbour;
  index: { label: string; path: string };
  words: { label: string; previous: string; next: string };
}) {
  return (
    <nav aria-label={words.label} className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <Link to={previous.path} rel="prev" className="card flex items-center gap-3 p-4 hover:border-gold-300/50">
          <ArrowLeft aria-hidden className="size-5 shrink-0 text-gold-300" />
          <span className="min-w-0">
            <span className="block text-xs tracking-[0.15em] text-indigo-200/85 uppercase">{words.previous}</span>
            <span className="block text-gold-100">{previous.name}</span>
          </span>
        </Link>
        <Link
          to={next.path}
          rel="next"
          className="card flex items-center justify-end gap-3 p-4 text-right hover:border-gold-300/50"
        >
          <span className="min-w-0">
            <span className="block text-xs tracking-[0.15em] text-indigo-200/85 uppercase">{words.next}</span>
            <span className="block text-gold-100">{next.name}</span>
          </span>
          <ArrowLeft aria-hidden className="size-5 shrink-0 rotate-180 text-gold-300" />
        </Link>
      </div>
      <p className="text-center">
        <Link to={index.path} className="btn-ghost">
          {index.label}
        </Link>
      </p>
    </nav>
  );
}
