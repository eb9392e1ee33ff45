import { Link } from "react-router";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import { dreamSymbolPath } from "../../../shared/site-routes";

const words = DREAM_PAGE_WORDS.page;

/** The dictionary's symbols found in a dream, each linked to its page. */
export function DreamSymbolLinks({ symbols }: { symbols: readonly { key: string; name: string }[] }) {
  if (symbols.length === 0) return <p className="text-sm text-indigo-200/90">{words.noSymbols}</p>;
  return (
    <ul aria-label={words.symbolsLabel} className="flex flex-wrap gap-2">
      {symbols.map((symbol) => (
        <li key={symbol.key}>
          <Link
            to={dreamSymbolPath(symbol.key)}
            className="inline-block rounded-full border border-gold-300/40 px-3 py-1 text-sm text-gold-200 hover:bg-white/10"
          >
            {symbol.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
