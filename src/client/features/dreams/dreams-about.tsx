import { ListOrdered, Lock } from "lucide-react";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import { AboutCard } from "../../components/ui/about-card";
import { DreamSymbolIndex } from "./dream-symbol-index";
import type { DreamSymbolLink } from "./symbol-entries";

const words = DREAM_PAGE_WORDS.page;

/** What the journal is (for everyone, and in the prerendered page): how it works, its privacy, the dictionary. */
export function DreamsAbout({ symbols }: { symbols: readonly DreamSymbolLink[] }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="grid gap-6 md:grid-cols-2">
        <AboutCard id="dreams-how-title" icon={ListOrdered} title={words.howItWorksTitle} steps={words.howItWorks} />
        <AboutCard id="dreams-privacy-title" icon={Lock} title={words.privacyTitle} text={words.privacy} />
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
