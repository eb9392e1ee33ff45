import type { IconCard } from "../../../shared/content-types/site";
import { Icon } from "./icon";
import { IconTile } from "./icon-tile";

/** A responsive grid of icon cards (benefits, offerings, reasons, feature blocks). */
export function IconCardGrid({ items, columns = 3 }: { items: IconCard[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className="card p-6">
          <IconTile>
            <Icon name={item.icon} />
          </IconTile>
          <h3 className="mt-4 text-lg text-gold-100">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-indigo-100/85">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
