import type { LucideIcon } from "lucide-react";
import type { ReadingHistoryEntry } from "../../../shared/api/me";

/** What a history row's chips know of their oracle: its name and its icon. */
interface ChipsProps {
  entry: ReadingHistoryEntry;
  label: string;
  icon: LucideIcon;
}

/** A ritual's oracle and title ("Numerology · Personal Day 7 · The Seeker"). */
export function RitualChips({ entry, label, icon: Icon }: ChipsProps) {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-violet-100" data-testid="ritual-chips">
      <Icon aria-hidden className="size-3.5 text-gold-300" />
      {label} · {entry.title}
    </span>
  );
}

/** A draw's oracle, spread and items ("Tarot · Three Cards · The Star, Ace of Cups (reversed)…"). */
export function DrawChips({ entry, label, icon: Icon }: ChipsProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="draw-chips">
      <span className="inline-flex items-center gap-1 font-semibold text-violet-100">
        <Icon aria-hidden className="size-3.5 text-gold-300" />
        {label} · {entry.spreadName}
      </span>
      <span className="text-indigo-100/90">
        {entry.items.map((item) => `${item.name}${item.reversed ? " (reversed)" : ""}`).join(", ")}
      </span>
    </span>
  );
}
