import { Download, KeyRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { CopyButton } from "./copy-button";

const DOWNLOAD_FILE_NAME = "mystic-dice-backup-codes.txt";

function backupCodesText(codes: string[]): string {
  return [
    "Mystic Dice backup codes",
    "Each code works once, in place of a code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}

function downloadBackupCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([backupCodesText(codes)], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = DOWNLOAD_FILE_NAME;
  link.click();
  // Revoked a moment later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The backup codes, shown once right after two-factor is turned on. Focus moves here so none are missed. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="rounded-2xl border border-gold-300/40 bg-gold-300/[0.06] p-4 sm:p-5">
      <h4 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-base text-gold-100 outline-none">
        <KeyRound aria-hidden className="size-5 text-gold-300" />
        Your backup codes
      </h4>
      <p className="mt-2 text-sm text-indigo-100/90">
        Save these backup codes somewhere safe. Each works once, and they will not be shown again.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Backup codes">
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-lg border border-white/10 bg-night-950/70 px-2 py-2 text-center font-mono text-sm tracking-wider text-gold-100 select-all"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <CopyButton text={codes.join("\n")} label="Copy codes" />
        <button type="button" className="btn-ghost px-4 py-2 text-sm" onClick={() => downloadBackupCodes(codes)}>
          <Download aria-hidden className="size-4" />
          Download codes
        </button>
        <button type="button" className="btn-primary px-5 py-2 text-sm sm:ml-auto" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
