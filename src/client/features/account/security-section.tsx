import { KeyRound, MailCheck, ShieldCheck } from "lucide-react";
import type { SecurityOverview } from "../../../shared/api/account";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { DataRightsPanel } from "./data-rights-panel";
import { SessionsPanel } from "./sessions-panel";
import { TwoFactorPanel } from "./two-factor-panel";
import { useSecurityOverview } from "./use-security";

/** How the account signs in, in plain words, with the assurance level it reaches. */
function AssuranceBadge({ overview }: { overview: SecurityOverview }) {
  const { label, Icon, style } = overview.twoFactorEnabled
    ? { label: "Two-factor on", Icon: ShieldCheck, style: "border-emerald-300/50 bg-emerald-400/10 text-emerald-100" }
    : overview.hasPassword
      ? { label: "Password only", Icon: KeyRound, style: "border-gold-300/50 bg-gold-300/10 text-gold-100" }
      : { label: "E-mail link only", Icon: MailCheck, style: "border-gold-300/50 bg-gold-300/10 text-gold-100" };
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${style}`}
        data-testid="assurance-badge"
      >
        <Icon aria-hidden className="size-3.5" />
        {label}
      </span>
      <span className="text-xs text-indigo-200/80">Assurance level: {overview.aal}</span>
    </span>
  );
}

/** The dashboard's Security section: two-factor, active sessions, and the data-rights controls. */
export function SecuritySection() {
  const security = useSecurityOverview();
  const overview = security.data;
  return (
    <DashboardSection title="Security" icon={ShieldCheck} aside={overview && <AssuranceBadge overview={overview} />}>
      {/* Stale data stays on screen when a background refresh fails, so a half-finished enrolment survives. */}
      {overview ? (
        <div className="grid gap-5">
          <div className="grid gap-5 lg:grid-cols-2">
            <TwoFactorPanel overview={overview} />
            <SessionsPanel sessions={overview.sessions} now={security.dataUpdatedAt} />
          </div>
          <DataRightsPanel email={overview.email} hasPassword={overview.hasPassword} />
        </div>
      ) : security.isError ? (
        <RequestError
          error={security.error}
          fallback="Your security settings could not be loaded."
          onRetry={() => void security.refetch()}
        />
      ) : (
        <LoadingBlocks label="Loading your security settings…" count={2} className="h-32" />
      )}
    </DashboardSection>
  );
}
