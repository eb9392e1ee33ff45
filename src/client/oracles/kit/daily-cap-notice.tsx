import { Link } from "react-router";
import { PLANS_LINK } from "../../../../content/site/pricing";
import { formatRelativeToNow, formatResetTime } from "../../lib/format";

/** Once the day's readings are used up, or a spread needs a plan: the plans, which give more. */
export function PlansLink() {
  return (
    <Link
      to={PLANS_LINK.href}
      className="font-semibold whitespace-nowrap text-gold-100 underline decoration-gold-300/60 underline-offset-4 hover:text-white"
    >
      {PLANS_LINK.label}
    </Link>
  );
}

/**
 * Under an oracle's button once the plan's readings of the last 24 hours are used up: when the next one
 * opens, and the way to the plans (left out when the refused reading's message below carries it already).
 */
export function DailyCapNotice({
  resetsAt,
  restingLabel,
  showsPlans,
}: {
  resetsAt: string | null;
  /** "The dice rest", "The cards rest". */
  restingLabel: string;
  showsPlans: boolean;
}) {
  return (
    <div className="mt-3 flex max-w-md flex-col items-center gap-2 text-center text-sm text-gold-200">
      <p id="daily-cap-reached" className="clear-of-chat-button">
        You have used your readings for now: each counts for 24 hours.{" "}
        {resetsAt && (
          <>
            {restingLabel} until{" "}
            <time dateTime={resetsAt} className="font-semibold">
              {formatResetTime(resetsAt)}
            </time>{" "}
            ({formatRelativeToNow(resetsAt)}).
          </>
        )}
      </p>
      {showsPlans && <PlansLink />}
    </div>
  );
}
