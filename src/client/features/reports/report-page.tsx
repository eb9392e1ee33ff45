import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { REPORTS_PAGE as words } from "../../../../content/weekly/report";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/auth-provider";
import { isPlanRequired, ReportOffer, SCREEN_TALL_COLUMN, SignedOutReports, useReportsIncluded } from "./reports-page";
import { ReportView } from "./report-view";

function OneReport({ week }: { week: string }) {
  const included = useReportsIncluded();
  const report = useQuery({
    queryKey: ["me", "reports", week],
    queryFn: ({ signal }) => readBody(api.me.reports[":week"].$get({ param: { week } }, { init: { signal } })),
    retry: (count, error) => !isPlanRequired(error) && count < 2,
    enabled: included === true,
  });
  if (included === false) return <ReportOffer />;
  if (report.isPending) return <LoadingBlocks label={words.loading} count={4} className="h-24" />;
  if (report.isError) {
    if (isPlanRequired(report.error)) return <ReportOffer />;
    return (
      <RequestError error={report.error} fallback={words.reportLoadFailed} onRetry={() => void report.refetch()} />
    );
  }
  return <ReportView report={report.data} />;
}

/** /reports/<week>: one of the seeker's weekly reports as a page of its own. */
export function ReportPage({ week }: { week: string }) {
  const { user } = useAuth();
  return (
    <div className={`mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 ${SCREEN_TALL_COLUMN}`}>
      <nav>
        <Link className="text-sm text-gold-200 underline" to="/reports">
          ← {words.back}
        </Link>
      </nav>
      {user ? <OneReport week={week} /> : <SignedOutReports />}
    </div>
  );
}
