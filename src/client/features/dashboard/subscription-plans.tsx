import { CheckList } from "../../components/ui/check-list";
import { Check, Gem } from "lucide-react";
import { PLAN_OFFERS } from "../../../../content/site/pricing";
import { DashboardSection } from "../../components/ui/dashboard-section";

/** The three plans with the user's own marked. Changing plans is not offered yet. */
export function SubscriptionPlans({ currentLevel }: { currentLevel: number }) {
  return (
    <DashboardSection title="Subscription Plans" icon={Gem}>
      <ul className="grid gap-4 md:grid-cols-3">
        {PLAN_OFFERS.map((plan) => {
          const isCurrent = plan.level === currentLevel;
          return (
            <li
              key={plan.level}
              aria-current={isCurrent ? "true" : undefined}
              className={`relative flex flex-col rounded-2xl border p-5 ${
                isCurrent
                  ? "border-gold-300/70 bg-gold-300/[0.07] shadow-[0_0_32px_-10px_rgb(232_193_112/0.6)]"
                  : "border-white/10 bg-night-950/40"
              }`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg text-gold-100">{plan.title}</h3>
                {isCurrent && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-night-950">
                    <Check aria-hidden className="size-3.5" />
                    Your plan
                  </span>
                )}
              </div>
              <p className="mt-1 font-display text-2xl text-gold-200">{plan.price}</p>
              <p className="mt-2 text-sm text-indigo-100/85">{plan.tagline}</p>
              <CheckList items={plan.features} className="text-indigo-100/90" />
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs text-indigo-200/80">
        Changing plans is not available yet; it is coming in a later update.
      </p>
    </DashboardSection>
  );
}
