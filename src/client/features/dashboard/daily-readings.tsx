import { Hourglass, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PLANS_LINK, planTitle } from "../../../../content/site/pricing";
import type { ProfileResponse } from "../../../shared/api/me";
import { PLAN_TERMS } from "../../../shared/billing";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { PendingFigure } from "../../components/ui/query-feedback";
import { formatRelativeToNow, formatResetTime, pluralize } from "../../lib/format";
import { PendingProgressBar, ProgressBar } from "./progress-bar";

const EACH_READING_COUNTS = "Each reading counts for 24 hours from when it was made";

const CastTheDice = () => (
  <Link to="/dice-divination" className="btn-primary">
    <Sparkles aria-hidden className="size-4" />
    Cast the dice
  </Link>
);

/**
 * The readings left under the user's plan, as the server counts them (each counts for 24 hours from when
 * it was made), and when the next one opens; once they are used up, the way to the plans.
 */
export function DailyReadings({ profile, className }: { profile: ProfileResponse; className?: string }) {
  const { daily, plan } = profile;
  const isUnlimited = daily.limit === null || daily.remaining === null;
  const isExhausted = !isUnlimited && daily.remaining === 0;
  return (
    <DashboardSection title="Daily Readings" icon={Hourglass} aside={planTitle(plan.name)} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p>
          <span className="block font-display text-4xl text-gold-100 tabular-nums sm:text-5xl">
            {isUnlimited ? "Unlimited" : daily.remaining!.toLocaleString()}
          </span>
          <span className="mt-1 block text-sm text-indigo-200/90">
            {isUnlimited
              ? `readings · ${pluralize(daily.used, "cast")} in the last 24 hours`
              : `of ${daily.limit!.toLocaleString()} readings left`}
          </span>
        </p>
        {isExhausted ? (
          // Nothing to cast until the reset: the button says so instead of leading to a cast that fails.
          <button type="button" className="btn-ghost" disabled aria-describedby="daily-exhausted daily-reset">
            <Sparkles aria-hidden className="size-4" />
            Cast the dice
          </button>
        ) : (
          <CastTheDice />
        )}
      </div>
      {!isUnlimited && (
        <ProgressBar
          className="mt-5"
          tone="violet"
          label="Readings used in the last 24 hours"
          value={daily.used}
          max={daily.limit!}
          valueText={`${daily.used} of ${daily.limit} used`}
        />
      )}
      <p className="clear-of-chat-button mt-4 text-sm text-indigo-200/90">
        {isExhausted && (
          <span id="daily-exhausted" className="block font-semibold text-gold-200">
            You have used your readings for now. The dice rest until the next one opens.
          </span>
        )}
        <span id="daily-reset">
          {isUnlimited ? "Your plan has no daily cap." : `${EACH_READING_COUNTS}${daily.resetsAt ? ";" : "."}`}
          {!isUnlimited && daily.resetsAt && (
            <>
              {" "}
              {isExhausted ? "the next one opens" : "one more comes back"}{" "}
              <time dateTime={daily.resetsAt} className="font-semibold text-indigo-50">
                {formatResetTime(daily.resetsAt)}
              </time>{" "}
              ({formatRelativeToNow(daily.resetsAt)}).
            </>
          )}
        </span>
      </p>
      {isExhausted && (
        <Link to={PLANS_LINK.href} className="btn-ghost mt-4 px-4 py-1.5 text-sm">
          {PLANS_LINK.label}
        </Link>
      )}
    </DashboardSection>
  );
}

/**
 * The panel while the profile is on its way, at the height it will have: the way to cast is there at once,
 * the figures are soft blocks until they arrive.
 */
export function DailyReadingsPlaceholder({ className }: { className?: string }) {
  return (
    <DashboardSection
      title="Daily Readings"
      icon={Hourglass}
      // The plan's name, unseen, holds its width: on a narrow phone it goes under the title, as the real one does.
      aside={
        <span aria-hidden className="invisible">
          {planTitle(PLAN_TERMS[0]!.name)}
        </span>
      }
      className={className}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p>
          <span className="block font-display text-4xl sm:text-5xl">
            <PendingFigure className="w-12" />
          </span>
          <span className="mt-1 block text-sm">{"\u00a0"}</span>
        </p>
        <CastTheDice />
      </div>
      <PendingProgressBar className="mt-5" />
      <p className="clear-of-chat-button mt-4 text-sm text-indigo-200/90">{EACH_READING_COUNTS}.</p>
    </DashboardSection>
  );
}
