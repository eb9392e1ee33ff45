import { LogOut, Monitor, Smartphone } from "lucide-react";
import { useRef, useState } from "react";
import type { ActiveSession } from "../../../shared/api/account";
import { describeRequestError, formatDateTime, pluralize } from "../../lib/format";
import { BLOCK, BLOCK_HEADING, ERROR_BOX } from "./account-styles";
import { formatTimeAgo, isMobileDevice } from "./format-session";
import { useRevokeOtherSessions, useRevokeSession } from "./use-security";

type Notice = { kind: "success" | "error"; text: string } | null;

/** This device first, then the most recently used. */
function sortSessions(sessions: ActiveSession[]): ActiveSession[] {
  return [...sessions].sort(
    (left, right) =>
      Number(right.current) - Number(left.current) || Date.parse(right.lastActiveAt) - Date.parse(left.lastActiveAt),
  );
}

interface SessionRowProps {
  session: ActiveSession;
  /** When the list was fetched, so "5 minutes ago" is measured from the data, not from each render. */
  now: number;
  isBusy: boolean;
  isDisabled: boolean;
  onSignOut(): void;
}

function SessionRow({ session, now, isBusy, isDisabled, onSignOut }: SessionRowProps) {
  const DeviceIcon = isMobileDevice(session.device) ? Smartphone : Monitor;
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-xl border p-3 sm:p-4 ${
        session.current ? "border-gold-300/50 bg-gold-300/[0.06]" : "border-white/10 bg-night-950/40"
      }`}
      data-testid="session-row"
      data-current={session.current}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet-500/15 text-gold-200">
        <DeviceIcon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-indigo-50">
          <span className="min-w-0 break-words">{session.device}</span>
          {session.current && (
            <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-bold text-night-950">This device</span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-indigo-200/85">
          {session.ipAddress && (
            <>
              <span className="break-all">IP {session.ipAddress}</span>
              <span aria-hidden> · </span>
            </>
          )}
          Last active{" "}
          <time dateTime={session.lastActiveAt} title={formatDateTime(session.lastActiveAt)}>
            {formatTimeAgo(session.lastActiveAt, now)}
          </time>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="btn-ghost ml-auto px-4 py-1.5 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60"
          aria-disabled={isDisabled}
          aria-busy={isBusy}
          onClick={() => {
            if (!isDisabled) onSignOut();
          }}
        >
          {isBusy ? "Signing out…" : "Sign out"}
          <span className="sr-only"> {session.device}</span>
        </button>
      )}
    </li>
  );
}

/** Where the account is signed in; any other session can be ended from here. */
export function SessionsPanel({ sessions, now }: { sessions: ActiveSession[]; now: number }) {
  const [notice, setNotice] = useState<Notice>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const revokeSession = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const sorted = sortSessions(sessions);
  const otherCount = sessions.filter((session) => !session.current).length;
  const isBusy = revokeSession.isPending || revokeOthers.isPending;
  const pendingSessionId = revokeSession.isPending ? revokeSession.variables : undefined;

  function onSignOut(session: ActiveSession) {
    setNotice(null);
    revokeSession.mutate(session.id, {
      onSuccess: () => setNotice({ kind: "success", text: `Signed out ${session.device}.` }),
      onError: (error) =>
        setNotice({ kind: "error", text: describeRequestError(error, "That session could not be signed out.") }),
      // Its button is gone with the row; keep focus in this list rather than losing it to the page.
      onSettled: () => headingRef.current?.focus(),
    });
  }

  function onSignOutOthers() {
    if (isBusy || otherCount === 0) return;
    setNotice(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setNotice({
          kind: "success",
          text:
            revoked === 0
              ? "There were no other sessions to sign out."
              : `Signed out ${pluralize(revoked, "other session")}.`,
        });
        // The button is now disabled, which would drop focus to the page.
        headingRef.current?.focus();
      },
      onError: (error) =>
        setNotice({ kind: "error", text: describeRequestError(error, "The other sessions could not be signed out.") }),
    });
  }

  return (
    <div className={BLOCK}>
      <h3 ref={headingRef} tabIndex={-1} className={BLOCK_HEADING}>
        Active sessions
      </h3>
      <p className="mt-1 text-sm text-indigo-100/90">
        Where you are signed in now. If you do not recognise one, sign it out and change your password.
      </p>
      <ul className="mt-4 grid gap-3" aria-label="Active sessions">
        {sorted.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            now={now}
            isBusy={pendingSessionId === session.id}
            isDisabled={isBusy}
            onSignOut={() => onSignOut(session)}
          />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          className="btn-ghost px-4 py-2 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60"
          disabled={otherCount === 0}
          aria-disabled={revokeOthers.isPending}
          onClick={onSignOutOthers}
        >
          <LogOut aria-hidden className="size-4" />
          {revokeOthers.isPending ? "Signing out…" : "Sign out all other sessions"}
        </button>
        <p role="status" className="text-sm font-semibold text-emerald-200">
          {notice?.kind === "success" && notice.text}
        </p>
      </div>
      {notice?.kind === "error" && (
        <p role="alert" className={`mt-3 ${ERROR_BOX}`}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
