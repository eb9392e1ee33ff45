import { lazy, Suspense } from "react";
import type { Route } from "./+types/dashboard";
import { SecuritySection } from "../features/account/security-section";
import { AchievementsPanel } from "../features/dashboard/achievements-panel";
import { DailyReadings } from "../features/dashboard/daily-readings";
import { EditProfileForm } from "../features/dashboard/edit-profile-form";
import { ItemsPanel } from "../features/dashboard/items-panel";
import { KarmaChart } from "../features/dashboard/karma-chart";
import { LoadingBlocks, RequestError } from "../components/ui/query-feedback";
import { QuestPanel } from "../features/dashboard/quest-panel";
import { ReadingHistory } from "../features/dashboard/reading-history";
import { StatsGrid } from "../features/dashboard/stats-grid";
import { StreakCalendar } from "../features/dashboard/streak-calendar";
import { PlanArrivalNote, PlanPanel } from "../features/dashboard/plan-panel";
import { useProfile } from "../lib/use-profile";
import { useAuth, WhenAuthReady, type AuthUser } from "../lib/auth/auth-provider";
import { promptVisitorToSignIn } from "../lib/auth/require-session";
import { OfflineReadings } from "../features/dashboard/offline-readings";
import { DashboardSignInPrompt } from "../features/dashboard/dashboard-sign-in-prompt";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

/** The Reminders section and its push code load after the dashboard, in their own chunk. */
const RemindersSection = lazy(() =>
  import("../features/reminders/reminders-section").then((module) => ({ default: module.RemindersSection })),
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
  if (!user) return unreachable ? <OfflineReadings /> : <DashboardSignInPrompt />;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: AuthUser }) {
  const profile = useProfile();
  const greetingName = profile.data?.fullName || user.name || user.email;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Welcome back, {greetingName}</p>
        <h1 className="mt-2 text-3xl text-gold-100 sm:text-4xl">Your Mystic Dashboard</h1>
        <PlanArrivalNote />
      </header>

      {/* The profile feeds the stats, allowance, calendar, chart and form; the other panels load
          on their own, so one failed request never blanks the whole page. */}
      <div className="grid gap-5 sm:gap-6">
        {profile.isPending ? (
          <LoadingBlocks label="Loading your profile…" count={1} className="h-40" />
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
          {profile.data && <DailyReadings profile={profile.data} className="lg:col-span-2" />}
          <QuestPanel className={profile.data ? "lg:col-span-3" : "lg:col-span-5"} />
        </div>
        <Suspense fallback={null}>
          <FollowUpCard />
        </Suspense>
        <PlanPanel />
        {profile.data && (
          <div className="grid gap-5 sm:gap-6 lg:grid-cols-2">
            <StreakCalendar calendar={profile.data.streakCalendar} freezes={profile.data.stats.streakFreezes} />
            <KarmaChart history={profile.data.karmaHistory} />
          </div>
        )}
        <ReadingHistory totalReadings={profile.data?.stats.totalReadings} />
        <AchievementsPanel />
        <ItemsPanel />
        {profile.data && <EditProfileForm key={profile.data.userId} profile={profile.data} />}
        <Suspense fallback={<LoadingBlocks label="Loading your reminders…" count={1} className="h-32" />}>
          <RemindersSection />
        </Suspense>
        <SecuritySection />
      </div>
    </div>
  );
}
