import { Landmark, ListOrdered, ShieldCheck } from "lucide-react";
import { PENDULUM_PAGE_WORDS } from "../../../../content/pendulum/page";
import { AboutCard } from "../../components/ui/about-card";

const words = PENDULUM_PAGE_WORDS.page;

/** What the pendulum is for a visitor (and in the prerendered page): how it works, its tradition, its fairness. */
export function PendulumAbout() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
      <AboutCard id="pendulum-how-title" icon={ListOrdered} title={words.howItWorksTitle} steps={words.howItWorks} />
      <AboutCard id="pendulum-tradition-title" icon={Landmark} title={words.traditionTitle} text={words.tradition} />
      <AboutCard
        id="pendulum-fairness-title"
        icon={ShieldCheck}
        title={words.fairnessTitle}
        text={words.fairness}
        link={{ to: "/fairness", label: "How a swing is checked" }}
      />
    </div>
  );
}
