import { Link } from "react-router";
import { dreamSymbolPath } from "../../../shared/site-routes";
import type { DreamSymbolLink } from "./symbol-entries";

/** The dictionary's symbols (from a route's build-time data), each linked to its page. */
export function DreamSymbolIndex({
  symbols,
  className = "",
}: {
  symbols: readonly DreamSymbolLink[];
  className?: string;
}) {
  return (
    <ul className={`grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 md:grid-cols-5 ${className}`}>
      {symbols.map((symbol) => (
        <li key={symbol.slug}>
          <Link to={dreamSymbolPath(symbol.slug)} className="text-gold-200 underline-offset-4 hover:underline">
            {symbol.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
