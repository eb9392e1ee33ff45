import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { api } from "../../lib/api";
import { BLOCK, BLOCK_HEADING, DANGER_BUTTON } from "./account-styles";
import { DeleteAccountModal } from "./delete-account-modal";

/** The data rights the privacy policy promises: a copy of everything, and deleting the account. */
export function DataRightsPanel({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  return (
    <div className={BLOCK}>
      <h3 className={BLOCK_HEADING}>Your data</h3>
      <p className="mt-1 text-sm text-indigo-100/90">Your readings and your progress belong to you.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col items-start gap-3 rounded-xl border border-white/10 bg-night-950/40 p-4">
          <p className="text-sm text-indigo-100/90">
            A JSON file with your profile, readings, karma, achievements, quests and items.
          </p>
          {/* A plain link: the browser sends the session cookie and saves the file under the server's name. */}
          <a href={api.me.export.$path()} download className="btn-ghost mt-auto px-4 py-2 text-sm">
            <Download aria-hidden className="size-4" />
            Download my data
          </a>
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
