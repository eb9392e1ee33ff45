import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { REPORTS_PAGE as words } from "../../../../content/weekly/report";
import { returnPathAfterSignIn } from "../../../shared/account";
import { planIncludesWeeklyReport } from "../../../shared/billing";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { PageHero } from "../../components/ui/page-hero";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/auth-provider";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { useProfile } from "../../lib/use-profile";
import { ReportView } from "./report-view";
import { dateTimeFormat } from "../../../shared/date-format";

const dateOf = (iso: string) =>
  dateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));

/** Is this the answer of a free seeker (403 plan_required)? */
export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "plan_required";

/**
 * Whether the seeker's plan includes the weekly report, read from the profile (often already loaded by the
 * dashboard), so that a free seeker is shown the offer without asking for reports the server would refuse.
 * Undefined while the profile is on its way; true when it could not be read (the server then decides).
 */
export function useReportsIncluded(): boolean | undefined {
  const profile = useProfile();
  if (profile.isError) return true;
  return profile.data ? planIncludesWeeklyReport(profile.data.plan.level) : undefined;
}

/** For a free seeker: the offer and a sample report. */
export function ReportOffer() {
  const sample = useQuery({
    queryKey: ["reports", "sample"],
    queryFn: ({ signal }) => readBody(api.reports.sample.$get({}, { init: { signal } })),
    staleTime: 10 * 60 * 1000,
  });
  return (
    <>
      <section aria-labelledby="reports-offer" className="card p-5 text-center sm:p-8">
        <h2 id="reports-offer" className="text-xl text-gold-100 sm:text-2xl">
          {words.offer.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-indigo-100/90">{words.offer.text}</p>
        <Link to="/pricing" className="btn-primary mt-5 inline-flex">
          {words.offer.cta}
        </Link>
      </section>
      <section aria-label={words.offer.sampleLabel} className="card p-5 sm:p-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{words.offer.sampleLabel}</p>
        <p className="mt-1 text-sm text-indigo-200/85">{words.offer.sampleNote}</p>
        <div className="mt-4">
          {sample.isPending ? (
            <LoadingBlocks label={words.loading} count={3} className="h-24" />
          ) : sample.isError ? (
            <RequestError
              error={sample.error}
              fallback={words.reportLoadFailed}
              onRetry={() => void sample.refetch()}
            />
          ) : (
            <ReportView report={sample.data} headingLevel={2} />
          )}
        </div>
      </section>
    </>
  );
}

/** The archive of a signed-in seeker; the offer and a sample for a free one. */
function Archive() {
  const included = useReportsIncluded();
  const list = useQuery({
    queryKey: ["me", "reports"],
    queryFn: ({ signal }) => readBody(api.me.reports.$get({}, { init: { signal } })),
    retry: (count, error) => !isPlanRequired(error) && count < 2,
    enabled: included === true,
  });
  if (included === false) return <ReportOffer />;
  if (list.isPending) return <LoadingBlocks label={words.loading} count={2} className="h-20" />;
  if (list.isError) {
    if (isPlanRequired(list.error)) return <ReportOffer />;
    return <RequestError error={list.error} fallback={words.loadFailed} onRetry={() => void list.refetch()} />;
  }
  const { reports } = list.data;
  return (
    <section aria-labelledby="reports-archive" className="card p-5 sm:p-8">
      <h2 id="reports-archive" className="text-xl text-gold-100 sm:text-2xl">
        {words.archiveTitle}
      </h2>
      {reports.length === 0 ? (
        <p className="mt-3 text-indigo-100/90">{words.archiveEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-white/10">
          {reports.map((report) => (
            <li key={report.week} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-indigo-50">{report.title}</p>
                <p className="text-sm text-indigo-200/85">
                  {report.week} · {dateOf(report.createdAt)}
                </p>
              </div>
              <Link className="btn-ghost" to={`/reports/${report.week}`} aria-label={`${words.open}: ${report.title}`}>
                {words.open}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-5 text-sm text-indigo-200/85">
        {words.settingsNote}{" "}
        <Link className="text-gold-200 underline" to="/dashboard">
          {words.settingsLink}
        </Link>
      </p>
    </section>
  );
}

/** A column of cards at least a screen tall, the cards at its top (the reports' pages, loading or loaded). */
export const SCREEN_TALL_COLUMN = "grid min-h-svh content-start gap-6";

/** For a visitor: what the reports hold, and the way in. */
export function SignedOutReports() {
  const { openAuthModal } = useAuthDialogs();
  const returnTo = returnPathAfterSignIn(useLocation());
  return (
    <section aria-labelledby="reports-signed-out" className="card p-5 text-center sm:p-8">
      <h2 id="reports-signed-out" className="text-xl text-gold-100 sm:text-2xl">
        {words.signedOut.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-indigo-100/90">{words.signedOut.text}</p>
      <div className="mx-auto mt-5 grid max-w-md gap-3 sm:grid-cols-2">
        <button type="button" className="btn-primary" onClick={() => openAuthModal("login", { returnTo })}>
          {words.signedOut.signIn}
        </button>
        <button type="button" className="btn-ghost" onClick={() => openAuthModal("signup", { returnTo })}>
          {words.signedOut.signUp}
        </button>
      </div>
    </section>
  );
}

/** /reports: the seeker's weekly reports (the archive), the offer for a free seeker, the sign-in gate for a visitor. */
export function ReportsPage() {
  const { user } = useAuth();
  return <ReportsFrame>{user ? <Archive /> : <SignedOutReports />}</ReportsFrame>;
}

/**
 * The page's heading and width; prerendered with placeholders (the shell) until the session is known. The
 * content takes at least a screen's height, so the footer waits below the first screen and is not pushed
 * down as the placeholders become the archive, or the offer and its sample.
 */
export function ReportsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <div className={`mx-auto max-w-3xl px-4 pb-16 sm:px-6 ${SCREEN_TALL_COLUMN}`}>{children}</div>
    </>
  );
}
