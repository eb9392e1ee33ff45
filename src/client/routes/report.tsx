import type { Route } from "./+types/report";
import { REPORTS_PAGE } from "../../../content/weekly/report";
import { ReportPage } from "../features/reports/report-page";
import { promptVisitorToSignIn } from "../lib/auth/require-session";
import { WhenAuthReady } from "../lib/auth/auth-provider";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

export function meta({ params }: Route.MetaArgs) {
  return pageMeta({
    title: `${REPORTS_PAGE.metaTitle} · ${params.week}`,
    description: REPORTS_PAGE.metaDescription,
    path: `/reports/${params.week}`,
    isIndexable: false,
  });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await promptVisitorToSignIn(request);
  return null;
}

/** /reports/<week>: one weekly report (the week written 2026-W49). */
export default function ReportRoute({ params }: Route.ComponentProps) {
  return (
    <WhenAuthReady>
      <QueryProvider>
        <ReportPage week={params.week} />
      </QueryProvider>
    </WhenAuthReady>
  );
}
