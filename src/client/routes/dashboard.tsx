import { lazy, Suspense, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard";
import { DailyReadings, DailyReadingsPlaceholder } from "../features/dashboard/daily-readings";
import { LoadingBlocks, RequestError } from "../components/ui/query-feedback";
import { WhenIdle } from "../components/ui/when-idle";
import { QuestPanel, QuestPanelPlaceholder } from "../features/dashboard/quest-panel";
import { StatsGrid, StatsGridPlaceholder } from "../features/dashboard/stats-grid";
import { useProfile } from "../lib/use-profile";
import { useAuth, WhenAuthReady, type AuthUser } from "../lib/auth/auth-provider";
import { promptVisitorToSignIn } from "../lib/auth/require-session";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

/**
 * The panels below the first screen load after the dashboard, each in its own chunk, so the page's first
 * script is small and no one long task holds the phone's main thread (the plan and its controls, the
 * calendar and chart, forms and their checks, the history with its reading view, the security settings).
 */
const PlanPanel = lazy(() =>
  import("../features/dashboard/plan-panel").then((module) => ({ default: module.PlanPanel })),
);
const ReportsLink = lazy(() =>
  import("../features/reports/reports-link").then((module) => ({ default: module.ReportsLink })),
);
const StreakCalendar = lazy(() =>
  import("../features/dashboard/streak-calendar").then((module) => ({ default: module.StreakCalendar })),
);
const KarmaChart = lazy(() =>
  import("../features/dashboard/karma-chart").then((module) => ({ default: module.KarmaChart })),
);
const ReadingHistory = lazy(() =>
  import("../features/dashboard/reading-history").then((module) => ({ default: module.ReadingHistory })),
);
const AchievementsPanel = lazy(() =>
  import("../features/dashboard/achievements-panel").then((module) => ({ default: module.AchievementsPanel })),
);
const ItemsPanel = lazy(() =>
  import("../features/dashboard/items-panel").then((module) => ({ default: module.ItemsPanel })),
);
const EditProfileForm = lazy(() =>
  import("../features/dashboard/edit-profile-form").then((module) => ({ default: module.EditProfileForm })),
);
const SecuritySection = lazy(() =>
  import("../features/account/security-section").then((module) => ({ default: module.SecuritySection })),
);

/** The Reminders section and its push code load after the dashboard, in their own chunk. */
const RemindersSection = lazy(() =>
  import("../features/reminders/reminders-section").then((module) => ({ default: module.RemindersSection })),
);

/** The readings kept on this device, shown only while the session cannot be reached, in their own chunk. */
const OfflineReadings = lazy(() =>
  import("../features/dashboard/offline-readings").then((module) => ({ default: module.OfflineReadings })),
);

/** Back from a checkout or a change of plan: the note that says so, only then, in its own chunk. */
const PlanArrivalNote = lazy(() =>
  import("../features/dashboard/plan-panel").then((module) => ({ default: module.PlanArrivalNote })),
);

/** What a visitor sees behind the sign-in prompt, in its own chunk: a seeker never loads it. */
const DashboardSignInPrompt = lazy(() =>
  import("../features/dashboard/dashboard-sign-in-prompt").then((module) => ({
    default: module.DashboardSignInPrompt,
  })),
);

/** "How did it turn out?": the follow-ups waiting for an answer, in their own chunk (nothing shows when none). */
const FollowUpCard = lazy(() =>
  import("../features/journal/follow-up-slot").then((module) => ({ default: module.FollowUpSlot })),
);

export function meta() {
  return pageMeta({
    title: "Dashboard",
    description: "Your readings, streak, karma, achievements, quests and mystical items.",
    path: "/dashboard",
    isIndexable: false,
  });
}

/**
 * A visitor stays at /dashboard with the sign-in prompt open before the page renders; signing in shows the
 * dashboard there. When the session cannot be reached at all (offline), the page shows the readings kept
 * on this device.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await promptVisitorToSignIn(request);
  return null;
}

/**
 * The dashboard is prerendered as this shell: its heading and placeholders paint before the scripts and
 * the session arrive, and the seeker's own dashboard replaces them.
 */
export function HydrateFallback() {
  return (
    <DashboardFrame greeting={null}>
      <div className="grid gap-5 sm:gap-6">
        <StatsGridPlaceholder />
        <div className="grid gap-5 sm:gap-6 lg:grid-cols-5">
          <DailyReadingsPlaceholder className="lg:col-span-2" />
          <QuestPanelPlaceholder className="lg:col-span-3" />
        </div>
      </div>
    </DashboardFrame>
  );
}

/** The page's width and heading; the greeting line keeps its height while the name is not known. */
function DashboardFrame({ greeting, children }: { greeting: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{greeting ?? "\u00a0"}</p>
        <h1 className="mt-2 text-3xl text-gold-100 sm:text-4xl">Your Mystic Dashboard</h1>
        {greeting !== null && <ArrivalNote />}
      </header>
      {children}
    </div>
  );
}

/**
 * The plan arrival note's chunk loads only on the way back from a checkout or a change of plan (the note
 * then takes its mark out of the address, so the choice is kept from the first render).
 */
function ArrivalNote() {
  const [searchParams] = useSearchParams();
  const [isArrival] = useState(() => searchParams.has("checkout") || searchParams.has("plan"));
  if (!isArrival) return null;
  return (
    <Suspense fallback={null}>
      <PlanArrivalNote />
    </Suspense>
  );
}

/**
 * A panel below the first screen: it mounts once the browser is first idle, as a transition, and loads in
 * its own chunk, with a placeholder of about its height meanwhile.
 */
function LazyPanel({ label, height = "h-40", children }: { label: string; height?: string; children: ReactNode }) {
  const placeholder = <LoadingBlocks label={label} count={1} className={height} />;
  return (
    <WhenIdle placeholder={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </WhenIdle>
  );
}

export default function DashboardRoute() {
  return (
    <WhenAuthReady>
      <QueryProvider>
        <GuardedDashboard />
      </QueryProvider>
    </WhenAuthReady>
  );
}

/**
 * Nobody signed in: the page says what it holds, with buttons to sign in (the loader opened the prompt for
 * a visitor who came here; Logout goes home by itself). While the session cannot be reached, the last
 * readings kept offline show instead.
 */
function GuardedDashboard() {
  const { user, unreachable } = useAuth();
  if (!user) {
    return unreachable ? (
      <Suspense
        fallback={<LoadingBlocks label="Loading the readings kept on this device…" count={1} className="h-64" />}
      >
        <OfflineReadings />
      </Suspense>
    ) : (
      <Suspense fallback={null}>
        <DashboardSignInPrompt />
      </Suspense>
    );
  }
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: AuthUser }) {
  const profile = useProfile();
  const greetingName = profile.data?.fullName || user.name || user.email;
  return (
    <DashboardFrame greeting={`Welcome back, ${greetingName}`}>
      {/* The profile feeds the stats, allowance, calendar, chart and form; the other panels load
          on their own, so one failed request never blanks the whole page. */}
      <div className="grid gap-5 sm:gap-6">
        {profile.isPending ? (
          <StatsGridPlaceholder />
        ) : profile.isError ? (
          <RequestError
            error={profile.error}
            fallback="Your profile could not be loaded."
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <StatsGrid profile={profile.data} />
        )}
        <div className="grid gap-5 sm:gap-6 lg:grid-cols-5">
          {profile.data ? (
            <DailyReadings profile={profile.data} className="lg:col-span-2" />
          ) : (
            profile.isPending && <DailyReadingsPlaceholder className="lg:col-span-2" />
          )}
          <QuestPanel className={profile.data || profile.isPending ? "lg:col-span-3" : "lg:col-span-5"} />
        </div>
        <Suspense fallback={null}>
          <FollowUpCard />
        </Suspense>
        <LazyPanel label="Loading your plan…">
          <PlanPanel />
        </LazyPanel>
        <LazyPanel label="Loading your weekly reports…" height="h-32">
          <ReportsLink />
        </LazyPanel>
        {profile.data && (
          <LazyPanel label="Loading your streak and karma…" height="h-72">
            <div className="grid gap-5 sm:gap-6 lg:grid-cols-2">
              <StreakCalendar calendar={profile.data.streakCalendar} freezes={profile.data.stats.streakFreezes} />
              <KarmaChart history={profile.data.karmaHistory} />
            </div>
          </LazyPanel>
        )}
        <LazyPanel label="Loading your readings…" height="h-64">
          <ReadingHistory totalReadings={profile.data?.stats.totalReadings} />
        </LazyPanel>
        <LazyPanel label="Loading your achievements…">
          <AchievementsPanel />
        </LazyPanel>
        <LazyPanel label="Loading your items…">
          <ItemsPanel />
        </LazyPanel>
        {profile.data && (
          <LazyPanel label="Loading your profile form…" height="h-64">
            <EditProfileForm key={profile.data.userId} profile={profile.data} />
          </LazyPanel>
        )}
        <LazyPanel label="Loading your reminders…" height="h-32">
          <RemindersSection />
        </LazyPanel>
        <LazyPanel label="Loading your security settings…">
          <SecuritySection />
        </LazyPanel>
      </div>
    </DashboardFrame>
  );
}
