import { MessageCircleQuestionMark } from "lucide-react";
import { Link } from "react-router";
import { TIMELINE_PAGE } from "../../../../content/journal/timeline";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { formatCalendarDay } from "../../lib/format";
import { CLIENT_ORACLES } from "../../oracles/registry";
import { useFollowUps } from "../journal/follow-up-card";

const words = TIMELINE_PAGE.followUps;

/** One reading a follow-up is about: its oracle and the question asked. */
function FollowUpLine({
  tool,
  question,
  when,
}: {
  tool: keyof typeof CLIENT_ORACLES;
  question: string;
  when?: string;
}) {
  const oracle = CLIENT_ORACLES[tool];
  const Icon = oracle.icon;
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-xl border border-white/10 bg-night-950/40 p-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-300" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-indigo-200/90">
          {oracle.label}
          {when && <> · {when}</>}
        </span>
        <span className="mt-0.5 block text-sm break-words text-indigo-50">“{question}”</span>
      </span>
    </li>
  );
}

/** The follow-ups waiting for an answer (answered on the dashboard) and the next ones to come. */
export function NextFollowUps() {
  const followUps = useFollowUps();
  if (!followUps.data) return null;
  const { due, upcoming } = followUps.data;
  return (
    <DashboardSection title={words.title} icon={MessageCircleQuestionMark}>
      <p className="text-sm text-indigo-200/90">{words.intro}</p>
      {due.length === 0 && upcoming.length === 0 && <p className="mt-4 text-sm text-indigo-100/90">{words.none}</p>}
      {due.length > 0 && (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base text-gold-100">{words.due}</h3>
            <Link to="/dashboard#follow-ups" className="btn-primary text-sm">
              {words.answer}
            </Link>
          </div>
          <ul className="mt-3 grid gap-2">
            {due.map((followUp) => (
              <FollowUpLine key={followUp.id} tool={followUp.tool} question={followUp.question} />
            ))}
          </ul>
        </>
      )}
      {upcoming.length > 0 && (
        <>
          <h3 className="mt-5 text-base text-gold-100">{words.upcoming}</h3>
          <ul className="mt-3 grid gap-2">
            {upcoming.slice(0, 5).map((followUp) => (
              <FollowUpLine
                key={`${followUp.id}-${followUp.dueOn}`}
                tool={followUp.tool}
                question={followUp.question}
                when={words.dueOn.replace("{day}", formatCalendarDay(followUp.dueOn))}
              />
            ))}
          </ul>
        </>
      )}
    </DashboardSection>
  );
}
