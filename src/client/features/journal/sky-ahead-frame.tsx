import type { ReactNode } from "react";
import { skyAheadWords as words } from "../../../../content/sky/sky-ahead";

/**
 * "The sky ahead" as the prerendered page holds it: its heading, its "Tradition, not prediction" label and
 * what it shows; the events (`SkyAhead`, asked of the server once the page runs) go inside.
 */
export function SkyAheadFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="sky-ahead-title" className="card p-4 sm:p-6" data-testid="sky-ahead">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="sky-ahead-title" className="font-display text-2xl text-gold-100">
          {words.title}
        </h2>
        <span
          title={words.labelHint}
          className="rounded-full border border-gold-300/40 px-3 py-0.5 text-xs tracking-wide text-gold-200 uppercase"
        >
          {words.label}
        </span>
      </div>
      <p className="mt-2 text-sm text-indigo-100/85">{words.intro}</p>
      {children}
    </section>
  );
}
