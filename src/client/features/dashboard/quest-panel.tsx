import { CalendarDays, Compass, Sparkles } from "lucide-react";
import type { QuestView } from "../../../shared/api/me";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { formatDateTime, formatRelativeToNow } from "../../lib/format";
import { ProgressBar } from "./progress-bar";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { useQuest } from "./use-quest";

const REQUIREMENT_LABELS: Record<string, string> = {
  readings: "Readings",
  distinct_situations: "Different situations",
  guidance_readings: "Guidance readings",
  finance_readings: "Finances readings",
  relationship_readings: "Relationships readings",
  active_days: "Days with a reading",
  tarot_draws: "Tarot readings",
  rune_casts: "Rune casts",
  tarot_days: "Days with the tarot",
  rune_days: "Days with the runes",
};

const STATUS_LABELS: Record<QuestView["status"], string> = {
  active: "In progress",
  completed: "Completed",
  expired: "Expired",
};

function requirementLabel(key: string): string {
  return REQUIREMENT_LABELS[key] ?? key.replaceAll("_", " ").replace(/^./, (letter) => letter.toUpperCase());
}

function QuestDetails({ quest }: { quest: QuestView }) {
  const percent = Math.min(100, Math.max(0, Math.round(quest.progress.percent)));
  const isActive = quest.status === "active";
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg text-gold-100">{quest.name}</h3>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
            quest.status === "completed"
              ? "border-emerald-300/50 bg-emerald-400/10 text-emerald-100"
              : quest.status === "expired"
                ? "border-white/20 bg-white/5 text-indigo-200"
                : "border-violet-300/50 bg-violet-500/15 text-violet-100"
          }`}
        >
          {STATUS_LABELS[quest.status]}
        </span>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-indigo-100/85">{quest.description}</p>

      <div className="mt-5 flex items-center gap-3">
        <ProgressBar className="flex-1" label={`${quest.name} progress`} value={percent} valueText={`${percent}%`} />
        <span className="w-12 text-right font-display text-lg text-gold-100 tabular-nums">{percent}%</span>
      </div>

      {Object.keys(quest.requirements).length > 0 && (
        <ul className="mt-4 grid gap-1.5 text-sm sm:grid-cols-2">
          {Object.entries(quest.requirements).map(([key, minimum]) => {
            const current = Math.min(quest.progress.counters[key] ?? 0, minimum);
            return (
              <li key={key} className="flex justify-between gap-3 rounded-lg bg-white/5 px-3 py-1.5">
                <span className="text-indigo-100/85">{requirementLabel(key)}</span>
                <span className="text-indigo-50 tabular-nums">
                  {current} / {minimum}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      <dl className="mt-5 grid gap-3 border-t border-white/10 pt-4 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-4 shrink-0 text-gold-300" />
          <dt className="text-indigo-200/90">Reward</dt>
          <dd className="font-semibold text-gold-100">+{quest.rewardKarma.toLocaleString()} karma</dd>
        </div>
        <div className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-gold-300" />
          <dt className="text-indigo-200/90">{isActive ? "Ends" : "Ended"}</dt>
          <dd className="text-indigo-50">
            <time dateTime={quest.endsAt}>{formatDateTime(quest.endsAt)}</time>
            {isActive && <span className="text-indigo-200/80"> ({formatRelativeToNow(quest.endsAt)})</span>}
          </dd>
        </div>
      </dl>
    </div>
  );
}

const QuestLoading = () => <LoadingBlocks label="Loading your quest…" count={2} className="h-20" />;

/** The panel as it stands while the quest is asked for (also on the prerendered dashboard). */
export function QuestPanelPlaceholder({ className }: { className?: string }) {
  return (
    <DashboardSection title="Active Quest" icon={Compass} className={className}>
      <QuestLoading />
    </DashboardSection>
  );
}

/** The user's quest with its progress, or a friendly word when no quest is running. */
export function QuestPanel({ className }: { className?: string }) {
  const quest = useQuest();
  return (
    <DashboardSection title="Active Quest" icon={Compass} className={className}>
      {quest.isPending ? (
        <QuestLoading />
      ) : quest.isError ? (
        <RequestError
          error={quest.error}
          fallback="Your quest could not be loaded."
          onRetry={() => void quest.refetch()}
        />
      ) : quest.data ? (
        <QuestDetails quest={quest.data} />
      ) : (
        <div className="rounded-2xl border border-dashed border-white/15 px-5 py-8 text-center">
          <Compass aria-hidden className="mx-auto size-8 text-gold-300/80" />
          <p className="mt-3 font-display text-lg text-gold-100">No quest calls to you just now</p>
          <p className="mt-1 text-sm text-indigo-100/80">
            Keep casting the dice. New quests reveal themselves to seekers who return.
          </p>
        </div>
      )}
    </DashboardSection>
  );
}
