import { Crown, Dices, Flame, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ProfileResponse } from "../../../shared/api/me";
import { LEVEL_THRESHOLDS, TIER_NAMES, tierOfLevel } from "../../../shared/gamification/rules";
import { PendingFigure } from "../../components/ui/query-feedback";
import { PendingProgressBar, ProgressBar } from "./progress-bar";

/** A tier is shown as "Tier 3 of 5": a tier's name repeats a plan's, so it is not shown here. */
const TIER_COUNT = TIER_NAMES.length;

interface StatProps {
  icon: LucideIcon;
  label: ReactNode;
  value: ReactNode;
  detail: ReactNode;
  testId?: string;
}

/** "Streak" on a phone, "Daily streak" from the small breakpoint up. */
const STREAK_LABEL = (
  <>
    <span className="sm:hidden">Streak</span>
    <span className="hidden sm:inline">Daily streak</span>
  </>
);

function Stat({ icon: Icon, label, value, detail, testId }: StatProps) {
  return (
    <div className="card flex min-w-0 flex-col p-3 sm:p-5" data-testid={testId}>
      <dt className="flex items-center gap-1.5 text-[0.7rem] font-semibold tracking-[0.12em] text-gold-300 uppercase sm:gap-2 sm:text-xs">
        <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
        <span className="truncate">{label}</span>
      </dt>
      <dd className="mt-2 font-display text-2xl text-gold-100 tabular-nums sm:text-4xl">{value}</dd>
      <dd className="mt-1 text-xs leading-snug text-indigo-200/85 sm:text-sm">{detail}</dd>
    </div>
  );
}

/**
 * Total readings, daily streak, karma, and the mystic level with its tier and the way to the next. The
 * tier beside the level is the level's own (`tierOfLevel`), from the same karma as the level's name; when
 * the plan takes the readings deeper (the profile's `tier`, `effectiveTier`), a line says so, naming the plan.
 */
export function StatsGrid({ profile }: { profile: ProfileResponse }) {
  const { stats, tier, plan } = profile;
  const levelTier = tierOfLevel(stats.mysticLevel);
  const levelStart = LEVEL_THRESHOLDS[stats.mysticLevel] ?? 0;
  const next = stats.nextLevel;
  const earned = stats.karmaPoints - levelStart;
  const span = next ? next.karma - levelStart : 0;
  const toGo = next ? Math.max(0, next.karma - stats.karmaPoints) : 0;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4 lg:grid-cols-5">
      <Stat
        icon={Dices}
        label="Readings"
        testId="stat-readings"
        value={stats.totalReadings.toLocaleString()}
        detail={stats.totalReadings === 1 ? "reading cast" : "readings cast"}
      />
      <Stat
        icon={Flame}
        label={STREAK_LABEL}
        testId="stat-streak"
        value={stats.dailyStreak.toLocaleString()}
        detail={stats.dailyStreak === 1 ? "day in a row" : "days in a row"}
      />
      <Stat
        icon={Sparkles}
        label="Karma"
        testId="stat-karma"
        value={stats.karmaPoints.toLocaleString()}
        detail="points earned"
      />
      <LevelCard
        level={
          <>
            <span className="font-display text-3xl text-gold-100 sm:text-4xl">{stats.mysticLevel}</span>
            <span className="rounded-full border border-gold-300/40 bg-gold-300/10 px-3 py-0.5 text-xs font-semibold text-gold-100">
              Tier {levelTier} of {TIER_COUNT}
            </span>
          </>
        }
      >
        {tier.level > levelTier && (
          <dd className="mt-2 text-xs text-indigo-100/90 sm:text-sm">
            Your readings are at tier {tier.level} of {TIER_COUNT} on the{" "}
            <span className="font-semibold text-gold-200">{plan.name} plan</span>.
          </dd>
        )}
        <dd className="mt-auto pt-4">
          {next ? (
            <>
              <ProgressBar
                label={`Progress to ${next.name}`}
                value={earned}
                max={span}
                valueText={`${stats.karmaPoints.toLocaleString()} of ${next.karma.toLocaleString()} karma`}
              />
              <p className="mt-2 text-xs text-indigo-200/85 sm:text-sm">
                {toGo.toLocaleString()} karma to <span className="font-semibold text-gold-200">{next.name}</span>
              </p>
            </>
          ) : (
            <p className="text-sm text-indigo-200/85">The highest level. The oracle speaks to you as an equal.</p>
          )}
        </dd>
      </LevelCard>
    </dl>
  );
}

/** The mystic level's card: the level (with its tier) and, below, what the seeker's karma leads to. */
function LevelCard({ level, children }: { level: ReactNode; children: ReactNode }) {
  return (
    <div className="card col-span-3 flex min-w-0 flex-col bg-[radial-gradient(260px_160px_at_100%_0%,rgb(139_92_246/0.22),transparent_70%)] p-4 sm:p-5 lg:col-span-2">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase">
        <Crown aria-hidden className="size-4 shrink-0" />
        Mystic level
      </dt>
      <dd className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">{level}</dd>
      {children}
    </div>
  );
}

/**
 * The stats while the profile is on its way: the same cards with their labels, each figure a soft block
 * of its own height, so the page does not move when the figures arrive (it is also the prerendered
 * dashboard's first screen).
 */
export function StatsGridPlaceholder() {
  const blank = "\u00a0";
  return (
    <div aria-busy="true">
      <p className="sr-only">Loading your profile…</p>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4 lg:grid-cols-5">
        <Stat icon={Dices} label="Readings" value={<PendingFigure />} detail={blank} />
        <Stat icon={Flame} label={STREAK_LABEL} value={<PendingFigure />} detail={blank} />
        <Stat icon={Sparkles} label="Karma" value={<PendingFigure />} detail={blank} />
        <LevelCard level={<PendingFigure className="w-32 font-display text-3xl sm:text-4xl" />}>
          <dd className="mt-auto pt-4">
            <PendingProgressBar />
            <p className="mt-2 text-xs sm:text-sm">{blank}</p>
          </dd>
        </LevelCard>
      </dl>
    </div>
  );
}
