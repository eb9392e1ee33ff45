import { Landmark, ListOrdered, ShieldCheck } from "lucide-react";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import { HEXAGRAMS_PATH } from "../../../shared/iching/paths";
import { AboutCard } from "../../components/ui/about-card";

const words = ICHING_PAGE_WORDS.page;

/** What the I Ching is for a visitor (and in the prerendered page): how it works, its tradition, its fairness. */
export function IChingAbout() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
      <AboutCard id="iching-how-title" icon={ListOrdered} title={words.howItWorksTitle} steps={words.howItWorks} />
      <AboutCard
        id="iching-tradition-title"
        icon={Landmark}
        title={words.traditionTitle}
        text={words.tradition}
        link={{ to: HEXAGRAMS_PATH, label: words.libraryLink }}
      />
      <AboutCard
        id="iching-fairness-title"
        icon={ShieldCheck}
        title={words.fairnessTitle}
        text={words.fairness}
        link={{ to: "/fairness", label: "How a cast is checked" }}
      />
    </div>
  );
}
