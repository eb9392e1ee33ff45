import { ListOrdered, Lock } from "lucide-react";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import { DreamSymbolIndex } from "./dream-symbol-index";
import type { DreamSymbolLink } from "./symbol-entries";

const words = DREAM_PAGE_WORDS.page;

/** What the journal is (for everyone, and in the prerendered page): how it works, its privacy, the dictionary. */
export function DreamsAbout({ symbols }: { symbols: readonly DreamSymbolLink[] }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="dreams-how-title" className="card p-6">
          <ListOrdered aria-hidden className="size-7 text-gold-300" />
          <h2 id="dreams-how-title" className="mt-3 text-xl text-gold-100">
            {words.howItWorksTitle}
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm leading-relaxed text-indigo-100/90">
            {words.howItWorks.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="dreams-privacy-title" className="card p-6">
          <Lock aria-hidden className="size-7 text-gold-300" />
          <h2 id="dreams-privacy-title" className="mt-3 text-xl text-gold-100">
            {words.privacyTitle}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">{words.privacy}</p>
        </section>
      </div>
      <section aria-labelledby="dreams-dictionary-title" className="mt-10">
        <h2 id="dreams-dictionary-title" className="text-2xl text-gold-100">
          {words.dictionaryTitle}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-indigo-100/90">{words.dictionaryLead}</p>
        <DreamSymbolIndex symbols={symbols} className="mt-6" />
      </section>
    </div>
  );
}
