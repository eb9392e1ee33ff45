import type { Route } from "./+types/reports";
import { REPORTS_PAGE } from "../../../content/weekly/report";
import { ReportPage } from "../features/reports/report-page";
import { ReportsFrame, ReportsPage } from "../features/reports/reports-page";
import { LoadingBlocks } from "../components/ui/query-feedback";
import { promptVisitorToSignIn } from "../lib/auth/require-session";
import { WhenAuthReady } from "../lib/auth/auth-provider";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

export function meta({ params }: Route.MetaArgs) {
  return pageMeta({
    title: params.week ? `${REPORTS_PAGE.metaTitle} · ${params.week}` : REPORTS_PAGE.metaTitle,
    description: REPORTS_PAGE.metaDescription,
    path: params.week ? `/reports/${params.week}` : "/reports",
    isIndexable: false,
  });
}

/** A visitor stays on the page with the sign-in prompt open, as on the dashboard. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await promptVisitorToSignIn(request);
  return null;
}

/**
 * /reports is prerendered as this shell (its heading and placeholders), which paints before the scripts and
 * the session arrive; a report's own address (/reports/<week>) is not prerendered.
 */
export function HydrateFallback() {
  return (
    <ReportsFrame>
      <LoadingBlocks label={REPORTS_PAGE.loading} count={3} className="h-24" />
    </ReportsFrame>
  );
}

/** /reports: the seeker's weekly reports; /reports/<week> (written 2026-W49): one of them. */
export default function ReportsRoute({ params }: Route.ComponentProps) {
  return (
    <WhenAuthReady>
      <QueryProvider>{params.week ? <ReportPage week={params.week} /> : <ReportsPage />}</QueryProvider>
    </WhenAuthReady>
  );
}
