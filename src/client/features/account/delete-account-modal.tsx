import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Modal } from "../../components/ui/modal";
import { ApiError } from "../../lib/api-client";
import { describeRequestError } from "../../lib/format";
import { ERROR_BOX } from "./account-styles";
import { TextField } from "./text-field";
import { useDeleteAccount } from "./use-security";

/** Long enough to read the farewell; then a full reload, so every cache and the session store start empty. */
const LEAVE_DELAY_MS = 2000;

interface FieldErrors {
  email?: string;
  password?: string;
  form?: string;
}

function goHome() {
  window.location.assign("/");
}

interface DeleteAccountModalProps {
  email: string;
  hasPassword: boolean;
  onClose(): void;
}

/** The last confirmation before DELETE /api/me: the e-mail typed again, and the password when there is one. */
export function DeleteAccountModal({ email, hasPassword, onClose }: DeleteAccountModalProps) {
  const [typedEmail, setTypedEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isDeleted, setIsDeleted] = useState(false);
  const deleteAccount = useDeleteAccount();
  const passwordRef = useRef<HTMLInputElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const isEmailConfirmed = typedEmail.trim().toLowerCase() === email.toLowerCase();
  const isPending = deleteAccount.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmailConfirmed || isPending || isDeleted) return;
    if (hasPassword && !password) {
      setErrors({ password: "Enter your password." });
      passwordRef.current?.focus();
      return;
    }
    setErrors({});
    deleteAccount.mutate(
      { email: typedEmail.trim(), ...(hasPassword ? { password } : {}) },
      {
        onSuccess: () => {
          setIsDeleted(true);
          leaveTimer.current = setTimeout(goHome, LEAVE_DELAY_MS);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          const fieldErrors = { email: fields?.email?.join(" "), password: fields?.password?.join(" ") };
          if (fieldErrors.email || fieldErrors.password) {
            setErrors(fieldErrors);
            if (fieldErrors.password) passwordRef.current?.select();
            return;
          }
          setErrors({ form: describeRequestError(error, "Your account could not be deleted. Please try again.") });
        },
      },
    );
  }

  return (
    <Modal
      title="Delete your account"
      onClose={isDeleted ? goHome : onClose}
      decoration={<TriangleAlert aria-hidden className="mx-auto mb-3 size-9 text-rose-300" />}
    >
      {isDeleted ? (
        <p role="status" className="mt-4 text-center text-sm text-emerald-200">
          Your account has been deleted. Farewell, seeker; taking you home…
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">
            This permanently deletes your profile, readings, karma, achievements, quests and items, and signs you out
            everywhere. <strong className="text-rose-200">It cannot be undone.</strong>
          </p>
          <p className="mt-2 text-sm text-indigo-200/85">You may want to download your data first.</p>
          <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
            <TextField
              label="Type your e-mail to confirm"
              hint={email}
              error={errors.email}
              type="email"
              name="confirm-email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={typedEmail}
              onChange={(event) => {
                setTypedEmail(event.target.value);
                setErrors((current) => ({ ...current, email: undefined, form: undefined }));
              }}
            />
            {hasPassword && (
              <TextField
                ref={passwordRef}
                label="Password"
                error={errors.password}
                type="password"
                name="password"
                autoComplete="current-password"
                maxLength={128}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setErrors((current) => ({ ...current, password: undefined, form: undefined }));
                }}
              />
            )}
            {errors.form && (
              <p role="alert" className={ERROR_BOX}>
                {errors.form}
              </p>
            )}
            <button
              type="submit"
              className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-rose-600 px-6 py-3 font-semibold text-white shadow-lg transition hover:bg-rose-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-rose-600 aria-disabled:cursor-wait"
              disabled={!isEmailConfirmed}
              aria-disabled={isPending}
            >
              {isPending ? "Deleting…" : "Delete my account forever"}
            </button>
            <button type="button" className="btn-ghost w-full" onClick={onClose}>
              Cancel
            </button>
          </form>
        </>
      )}
    </Modal>
  );
}
