import { Scale, ShieldCheck, TrendingUp } from "lucide-react";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import { RESULT_WORDS } from "../../../../content/intuition/results";
import { AboutCard } from "../../components/ui/about-card";

const words = INTUITION_PAGE_WORDS.page;

/** What the tool is and is not, how a hunch is settled, and why chance is the line to beat: for everyone. */
export function IntuitionAbout() {
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
      <AboutCard id="intuition-honesty-title" icon={Scale} title={words.honestyTitle} points={words.honesty} />
      <AboutCard
        id="intuition-how-title"
        icon={ShieldCheck}
        title={words.howTitle}
        steps={words.how}
        link={{ to: "/fairness", label: "How a draw is checked" }}
      />
      <AboutCard
        id="intuition-chance-title"
        icon={TrendingUp}
        title={words.chanceTitle}
        text={`${words.chance} ${RESULT_WORDS.brier.explain}`}
      />
    </div>
  );
}
