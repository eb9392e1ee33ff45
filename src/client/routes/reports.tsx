import type { Route } from "./+types/reports";
import { REPORTS_PAGE } from "../../../content/weekly/report";
import { ReportsPage } from "../features/reports/reports-page";
import { promptVisitorToSignIn } from "../lib/auth/require-session";
import { WhenAuthReady } from "../lib/auth/auth-provider";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

export function meta() {
  return pageMeta({
    title: REPORTS_PAGE.metaTitle,
    description: REPORTS_PAGE.metaDescription,
    path: "/reports",
    isIndexable: false,
  });
}

/** A visitor stays at /reports with the sign-in prompt open, as on the dashboard. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await promptVisitorToSignIn(request);
  return null;
}

export default function ReportsRoute() {
  return (
    <WhenAuthReady>
      <QueryProvider>
        <ReportsPage />
      </QueryProvider>
    </WhenAuthReady>
  );
}
