import { Award, ChevronDown, Lock, Trophy } from "lucide-react";
import { useId, useState } from "react";
import type { AchievementView } from "../../../shared/api/me";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { formatDate } from "../../lib/format";
import { ProgressBar } from "./progress-bar";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { useAchievements } from "./use-achievements";

const UNITS: Record<AchievementView["requirementType"], [singular: string, plural: string]> = {
  readings: ["reading", "readings"],
  streak: ["day in a row", "days in a row"],
  karma: ["karma", "karma"],
  tarot_draws: ["tarot reading", "tarot readings"],
  rune_casts: ["rune cast", "rune casts"],
  celtic_cross_draws: ["Celtic Cross", "Celtic Crosses"],
  three_norns_casts: ["Three Norns cast", "Three Norns casts"],
  oracles_in_week: ["oracle this week", "oracles this week"],
  numerology_readings: ["day's number read", "days' numbers read"],
  moon_rituals: ["moon ritual", "moon rituals"],
  moon_principal_phases: ["principal phase", "principal phases"],
  iching_casts: ["hexagram cast", "hexagrams cast"],
  angel_sightings: ["number logged", "numbers logged"],
  dream_entries: ["dream written down", "dreams written down"],
  cycle_records: ["day's cycles recorded", "days' cycles recorded"],
  tales_told: ["tale told", "tales told"],
  archetype_quizzes: ["quiz result saved", "quiz results saved"],
  energy_checkins: ["day on the Energy Map", "days on the Energy Map"],
  chakra_check_ins: ["check-in saved", "check-ins saved"],
  compass_decisions: ["decision weighed", "decisions weighed"],
  hunches_resolved: ["hunch resolved", "hunches resolved"],
};

/** How many show before "Show all": every unlocked one, then the locked ones closest to unlocking. */
const COLLAPSED_COUNT = 6;

function ratioOf({ progress }: AchievementView): number {
  return progress.target > 0 ? progress.current / progress.target : 0;
}

/** Unlocked first (oldest first), then locked ones from nearest to furthest. */
function byProgress(left: AchievementView, right: AchievementView): number {
  if (left.unlockedAt && right.unlockedAt) return left.unlockedAt.localeCompare(right.unlockedAt);
  if (left.unlockedAt) return -1;
  if (right.unlockedAt) return 1;
  return ratioOf(right) - ratioOf(left);
}

function AchievementCard({ achievement }: { achievement: AchievementView }) {
  const { current, target } = achievement.progress;
  const [singular, plural] = UNITS[achievement.requirementType];
  const isUnlocked = achievement.unlockedAt !== null;
  return (
    <li
      className={`flex gap-3 rounded-2xl border p-3.5 sm:gap-4 sm:p-4 ${
        isUnlocked ? "border-gold-300/50 bg-gold-300/[0.06]" : "border-white/10 bg-night-950/40"
      }`}
    >
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-full sm:size-11 ${
          isUnlocked
            ? "bg-gradient-to-br from-gold-200 to-gold-500 text-night-950 shadow-[0_0_20px_-4px_rgb(232_193_112/0.7)]"
            : "border border-white/15 bg-white/5 text-indigo-200/80"
        }`}
      >
        {isUnlocked ? <Trophy aria-hidden className="size-5" /> : <Lock aria-hidden className="size-5" />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className={`font-sans text-base font-semibold ${isUnlocked ? "text-gold-100" : "text-indigo-50"}`}>
            {achievement.name}
          </h3>
          <span className="text-xs font-semibold text-gold-300">+{achievement.karmaPoints.toLocaleString()} karma</span>
        </div>
        <p className="mt-1 text-sm text-indigo-100/80">{achievement.description}</p>
        {isUnlocked ? (
          <p className="mt-2 text-xs font-semibold text-gold-200">
            Unlocked on <time dateTime={achievement.unlockedAt!}>{formatDate(achievement.unlockedAt!)}</time>
          </p>
        ) : (
          <div className="mt-3">
            <ProgressBar
              tone="violet"
              label={`Progress toward ${achievement.name}`}
              value={current}
              max={target}
              valueText={`${current} of ${target} ${target === 1 ? singular : plural}`}
            />
            <p className="mt-1.5 flex justify-between gap-2 text-xs text-indigo-200/85">
              <span>Locked</span>
              <span className="tabular-nums">
                {Math.min(current, target).toLocaleString()} / {target.toLocaleString()}{" "}
                {target === 1 ? singular : plural}
              </span>
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

/** Every achievement: unlocked ones with their date, locked ones with the way still to go. */
export function AchievementsPanel() {
  const achievements = useAchievements();
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  const sorted = achievements.data ? [...achievements.data].sort(byProgress) : [];
  const unlockedCount = sorted.filter((achievement) => achievement.unlockedAt !== null).length;
  const collapsedCount = Math.max(COLLAPSED_COUNT, unlockedCount);
  const shown = isExpanded ? sorted : sorted.slice(0, collapsedCount);
  return (
    <DashboardSection
      title="Achievements"
      icon={Award}
      aside={achievements.data && `${unlockedCount} of ${achievements.data.length} unlocked`}
    >
      {achievements.isPending ? (
        <LoadingBlocks label="Loading achievements…" count={4} className="h-24" />
      ) : achievements.isError ? (
        <RequestError
          error={achievements.error}
          fallback="The achievements could not be loaded."
          onRetry={() => void achievements.refetch()}
        />
      ) : achievements.data.length === 0 ? (
        <p className="text-indigo-100/85">No achievements have been revealed yet.</p>
      ) : (
        <>
          <ul id={listId} className="grid gap-3 md:grid-cols-2">
            {shown.map((achievement) => (
              <AchievementCard key={achievement.id} achievement={achievement} />
            ))}
          </ul>
          {sorted.length > collapsedCount && (
            <div className="mt-4 text-center">
              <button
                type="button"
                className="btn-ghost px-4 py-2 text-sm"
                aria-expanded={isExpanded}
                aria-controls={listId}
                onClick={() => setIsExpanded((current) => !current)}
              >
                <ChevronDown aria-hidden className={`size-4 transition ${isExpanded ? "rotate-180" : ""}`} />
                {isExpanded ? "Show fewer" : `Show all ${sorted.length} achievements`}
              </button>
            </div>
          )}
        </>
      )}
    </DashboardSection>
  );
}
