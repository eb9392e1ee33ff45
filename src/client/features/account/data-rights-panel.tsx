import { Download, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { api } from "../../lib/api";
import { ApiError } from "../../lib/api-client";
import { downloadFile } from "../../lib/download-file";
import { BLOCK, BLOCK_HEADING, DANGER_BUTTON } from "./account-styles";
import { DeleteAccountModal } from "./delete-account-modal";

const JournalExportLink = lazy(() =>
  import("../journal/journal-export-link").then(({ JournalExportLink }) => ({ default: JournalExportLink })),
);

/** The data rights the privacy policy promises: a copy of everything, and deleting the account. */
export function DataRightsPanel({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  return (
    <div className={BLOCK}>
      <h3 className={BLOCK_HEADING}>Your data</h3>
      <p className="mt-1 text-sm text-indigo-100/90">Your readings and your progress belong to you.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col items-start gap-3 rounded-xl border border-white/10 bg-night-950/40 p-4">
          <p className="text-sm text-indigo-100/90">
            A JSON file with your profile, readings, karma, achievements, quests and items.
          </p>
          {/* Fetched, so an error answer (past the exports an hour allows) is said here; the file keeps the server's name. */}
          <a
            href={api.me.export.$path()}
            download
            className="btn-ghost mt-auto px-4 py-2 text-sm"
            onClick={(event) => {
              event.preventDefault();
              setExportFailure(null);
              downloadFile(api.me.export.$path()).catch((error: unknown) =>
                setExportFailure(
                  error instanceof ApiError && error.message
                    ? error.message
                    : "The download did not work. Please try again.",
                ),
              );
            }}
          >
            <Download aria-hidden className="size-4" />
            Download my data
          </a>
          <Suspense fallback={null}>
            <JournalExportLink />
          </Suspense>
          {exportFailure && (
            <p role="alert" className="text-sm text-rose-200">
              {exportFailure}
            </p>
          )}
        </div>
        <div className="flex flex-col items-start gap-3 rounded-xl border border-rose-400/25 bg-rose-950/20 p-4">
          <p className="text-sm text-indigo-100/90">
            Erase your account and everything in it, for good. You will be asked to confirm.
          </p>
          <button
            type="button"
            className={`${DANGER_BUTTON} mt-auto px-4 py-2 text-sm`}
            onClick={() => setIsDeleteOpen(true)}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete my account
          </button>
        </div>
      </div>
      {isDeleteOpen && (
        <DeleteAccountModal email={email} hasPassword={hasPassword} onClose={() => setIsDeleteOpen(false)} />
      )}
    </div>
  );
}
