import { useRef, useState } from "react";
import type { SecurityOverview } from "../../../shared/api/account";
import { BLOCK, BLOCK_HEADING } from "./account-styles";
import { BackupCodes } from "./backup-codes";
import { TurnOffTwoFactorForm } from "./turn-off-two-factor-form";
import { TwoFactorEnrolment } from "./two-factor-enrolment";
import { useRefreshSecurity } from "./use-security";

/**
 * Two-factor authentication: enrol, see the backup codes once, or turn it off. The backup codes live here,
 * above the on/off switch, so the refreshed overview (now "on") does not hide them before they are saved.
 */
export function TwoFactorPanel({ overview }: { overview: SecurityOverview }) {
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshSecurity = useRefreshSecurity();

  function onEnabled(codes: string[]) {
    setBackupCodes(codes);
    setNotice("Two-factor authentication is now on.");
    void refreshSecurity();
  }

  return (
    <div className={BLOCK}>
      <h3 ref={headingRef} tabIndex={-1} className={BLOCK_HEADING}>
        Two-factor authentication
      </h3>
      <p role="status" className="mt-1 text-sm font-semibold text-emerald-200">
        {notice}
      </p>
      <div className="mt-3">
        {backupCodes ? (
          <BackupCodes
            codes={backupCodes}
            onDone={() => {
              setBackupCodes(null);
              setNotice("");
              headingRef.current?.focus();
            }}
          />
        ) : overview.twoFactorEnabled ? (
          <TurnOffTwoFactorForm
            onTurnedOff={() => {
              setNotice("Two-factor authentication is off.");
              headingRef.current?.focus();
            }}
          />
        ) : (
          <TwoFactorEnrolment hasPassword={overview.hasPassword} onEnabled={onEnabled} />
        )}
      </div>
    </div>
  );
}
