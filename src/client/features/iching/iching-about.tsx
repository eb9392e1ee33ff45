import { Landmark, ListOrdered, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import { HEXAGRAMS_PATH } from "../../../shared/iching/paths";

const words = ICHING_PAGE_WORDS.page;

/** What the I Ching is for a visitor (and in the prerendered page): how it works, its tradition, its fairness. */
export function IChingAbout() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
      <section aria-labelledby="iching-how-title" className="card p-6">
        <ListOrdered aria-hidden className="size-7 text-gold-300" />
        <h2 id="iching-how-title" className="mt-3 text-xl text-gold-100">
          {words.howItWorksTitle}
        </h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm leading-relaxed text-indigo-100/90">
          {words.howItWorks.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="iching-tradition-title" className="card p-6">
        <Landmark aria-hidden className="size-7 text-gold-300" />
        <h2 id="iching-tradition-title" className="mt-3 text-xl text-gold-100">
          {words.traditionTitle}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">{words.tradition}</p>
        <Link to={HEXAGRAMS_PATH} className="mt-3 inline-block text-sm text-gold-200 underline underline-offset-4">
          {words.libraryLink}
        </Link>
      </section>
      <section aria-labelledby="iching-fairness-title" className="card p-6">
        <ShieldCheck aria-hidden className="size-7 text-gold-300" />
        <h2 id="iching-fairness-title" className="mt-3 text-xl text-gold-100">
          {words.fairnessTitle}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">{words.fairness}</p>
        <Link to="/fairness" className="mt-3 inline-block text-sm text-gold-200 underline underline-offset-4">
          How a cast is checked
        </Link>
      </section>
    </div>
  );
}
