import { Check } from "lucide-react";

/** A list of features, each with a gold check mark (service cards, plans). */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`mt-4 grid gap-2 text-sm ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-300" />
          {item}
        </li>
      ))}
    </ul>
  );
}
