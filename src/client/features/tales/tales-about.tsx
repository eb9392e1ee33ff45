import { BookOpen, ListOrdered, ShieldCheck } from "lucide-react";
import { TALE_PAGE_WORDS } from "../../../../content/tales/page";
import { AboutCard } from "../../components/ui/about-card";

const words = TALE_PAGE_WORDS.page;

/** What the tales are for everyone (and in the prerendered page): fiction, how a tale is told, its fairness. */
export function TalesAbout() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
      <AboutCard id="tales-what-title" icon={BookOpen} title={words.whatTitle} text={words.what} />
      <AboutCard id="tales-how-title" icon={ListOrdered} title={words.howItWorksTitle} steps={words.howItWorks} />
      <AboutCard
        id="tales-fairness-title"
        icon={ShieldCheck}
        title={words.fairnessTitle}
        text={words.fairness}
        link={{ to: "/fairness", label: "How a card is checked" }}
      />
    </div>
  );
}
