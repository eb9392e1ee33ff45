import { useQuery } from "@tanstack/react-query";
import { CalendarRange } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { TIMELINE_PAGE } from "../../../../content/journal/timeline";
import type { TimelineScale } from "../../../shared/journal/timeline";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { WhenNear } from "../../components/ui/when-near";
import { LoadingBlocks, PendingFigure, RequestError } from "../../components/ui/query-feedback";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { pluralize } from "../../lib/format";
import { queryKeys } from "../../lib/query-keys";
import { useProfile } from "../../lib/use-profile";
import { StreakCalendar } from "../dashboard/streak-calendar";
import { FIRST_PANEL_HEIGHT } from "./first-panel";
import { TimelineChart } from "./timeline-chart";

const words = TIMELINE_PAGE;

/** The parts below the chart load with their code when the seeker scrolls near them. */
const NextFollowUps = lazy(() => import("./next-follow-ups").then((module) => ({ default: module.NextFollowUps })));
const PeriodReadings = lazy(() => import("./period-readings").then((module) => ({ default: module.PeriodReadings })));
const JournalPatterns = lazy(() =>
  import("../journal/patterns-panel").then((module) => ({ default: module.JournalPatterns })),
);

/** The choice between weeks and months, as two toggle buttons. */
function ScaleChoice({ scale, onChange }: { scale: TimelineScale; onChange(scale: TimelineScale): void }) {
  const choices = [
    { value: "week", label: words.readings.byWeek },
    { value: "month", label: words.readings.byMonth },
  ] as const;
  return (
    <div
      role="group"
      aria-label={words.readings.scaleLabel}
      className="inline-flex rounded-full border border-white/15 p-0.5"
    >
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={scale === choice.value}
          onClick={() => onChange(choice.value)}
          className={`rounded-full px-3 py-1 text-sm font-semibold transition ${
            scale === choice.value ? "bg-gold-300 text-night-950" : "text-indigo-100 hover:text-gold-100"
          }`}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** The readings of the last twelve weeks or months, and the chosen period's list. */
function ReadingsOverTime() {
  const [scale, setScale] = useState<TimelineScale>("week");
  const [selected, setSelected] = useState<number | null>(null);
  const timeline = useQuery({
    queryKey: queryKeys.timeline(scale),
    queryFn: ({ signal }) => readBody(api.me.journal.timeline.$get({ query: { by: scale } }, { init: { signal } })),
  });
  const periods = timeline.data?.periods ?? [];
  const index = selected ?? periods.length - 1;
  const period = periods[index];
  const total = periods.reduce((sum, each) => sum + each.readings, 0);
  return (
    <DashboardSection
      title={words.readings.title}
      icon={CalendarRange}
      className={FIRST_PANEL_HEIGHT}
      aside={
        <ScaleChoice
          scale={scale}
          onChange={(next) => {
            setScale(next);
            setSelected(null);
          }}
        />
      }
    >
      {timeline.isPending ? (
        <LoadingBlocks count={1} className="h-40" label={words.readings.loading} />
      ) : timeline.isError ? (
        <RequestError
          error={timeline.error}
          fallback={words.readings.loadError}
          onRetry={() => void timeline.refetch()}
        />
      ) : (
        <>
          <StreakLine ritualsInWeeks={scale === "week" ? periods.reduce((sum, each) => sum + each.rituals, 0) : null} />
          <p className="mb-4 text-sm text-indigo-200/90">
            {total === 0
              ? words.readings.empty.replace("{scale}", scale)
              : words.readings.total.replace("{count}", pluralize(total, "reading")).replace("{scale}", scale)}
          </p>
          <TimelineChart timeline={timeline.data} selected={index} onSelect={setSelected} />
          {period && period.readings > 0 && (
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-indigo-200/90">
              {period.rituals > 0 && <span>{words.readings.rituals.replace("{count}", String(period.rituals))}</span>}
              {period.notes > 0 && <span>{words.readings.notes.replace("{count}", String(period.notes))}</span>}
            </p>
          )}
          {period && (
            <WhenNear placeholderClassName="mt-6 h-40" margin="50px">
              <Suspense fallback={<div className="mt-6 h-40" aria-hidden />}>
                <PeriodReadings key={period.start} period={period} scale={scale} />
              </Suspense>
            </WhenNear>
          )}
        </>
      )}
    </DashboardSection>
  );
}

/**
 * The current streak and the daily rituals of the twelve weeks, above the chart; while the profile is on
 * its way, the same line with soft blocks for the figures, so the chart below does not move when they come.
 * On a phone each figure has a line of its own, so the height does not depend on how wide the figures are.
 */
function StreakLine({ ritualsInWeeks }: { ritualsInWeeks: number | null }) {
  const profile = useProfile();
  if (profile.isError) return null;
  const stats = profile.data?.stats;
  return (
    <dl className="mb-4 grid gap-y-1 text-sm md:flex md:flex-wrap md:gap-x-6">
      <div className="flex gap-1.5">
        <dt className="text-indigo-200/90">{words.streak.current}:</dt>
        <dd className="font-semibold text-gold-100">
          {stats ? words.streak.days.replace("{count}", String(stats.dailyStreak)) : <PendingFigure className="w-14" />}
        </dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-indigo-200/90">{words.streak.freezes}:</dt>
        <dd className="font-semibold text-gold-100">
          {stats ? stats.streakFreezes : <PendingFigure className="w-4" />}
        </dd>
      </div>
      {ritualsInWeeks !== null && (
        <div className="flex gap-1.5">
          <dt className="text-indigo-200/90">{words.streak.rituals}:</dt>
          <dd className="font-semibold text-gold-100">{ritualsInWeeks}</dd>
        </div>
      )}
    </dl>
  );
}

/** The last twelve weeks' days, shaded by readings, with the streak freezes that covered a day. */
function StreakDays() {
  const profile = useProfile();
  if (!profile.data) return null;
  return <StreakCalendar calendar={profile.data.streakCalendar} freezes={profile.data.stats.streakFreezes} />;
}

/** My Timeline for a signed-in seeker: loaded with its query library only once the session is known. */
export default function SignedInTimeline() {
  return (
    <div className="grid gap-6">
      <ReadingsOverTime />
      <WhenNear placeholderClassName="card h-48" margin="50px">
        <Suspense fallback={<div className="card h-48" aria-hidden />}>
          <NextFollowUps />
        </Suspense>
      </WhenNear>
      <WhenNear placeholderClassName="card h-96" margin="50px">
        <Suspense fallback={<div className="card h-96" aria-hidden />}>
          <JournalPatterns />
        </Suspense>
      </WhenNear>
      <WhenNear placeholderClassName="card h-96" margin="50px">
        <StreakDays />
      </WhenNear>
    </div>
  );
}
