import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../shared/field-limits";
import { TextField } from "../../components/ui/form/field";
import { showServerFieldErrors } from "../../components/ui/form/server-errors";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { Modal } from "../../components/ui/modal";
import { describeRequestError } from "../../lib/format";
import { lazyResolver } from "../../lib/lazy-resolver";
import { SESSION_KEYS, writeSessionValue } from "../../lib/session-flags";
import { ERROR_BOX } from "./account-styles";
import type { DeleteRequest, DeleteValues } from "./delete-account-modal-schema";
import { useDeleteAccount } from "./use-security";

const withPasswordResolver = lazyResolver(() =>
  import("./delete-account-modal-schema").then((schema) => schema.withPasswordResolver),
);
const withoutPasswordResolver = lazyResolver(() =>
  import("./delete-account-modal-schema").then((schema) => schema.withoutPasswordResolver),
);

/**
 * At once, as a full load of home: every cache, the session store and the live stream end with this page,
 * so nothing asks the API as the seeker who is gone. Home, not the dashboard this session last showed,
 * says farewell there (the disclaimer gate) and welcomes no one back.
 */
function leaveAfterDeletion() {
  writeSessionValue(SESSION_KEYS.lastVisitedPath, "");
  writeSessionValue(SESSION_KEYS.accountDeleted, "true");
  window.location.assign("/");
}

interface DeleteAccountModalProps {
  email: string;
  hasPassword: boolean;
  onClose(): void;
}

/** The last confirmation before DELETE /api/me: the e-mail typed again, and the password when there is one. */
export function DeleteAccountModal({ email, hasPassword, onClose }: DeleteAccountModalProps) {
  const resolver = hasPassword ? withPasswordResolver : withoutPasswordResolver;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<DeleteValues, unknown, DeleteRequest>({
    resolver,
    defaultValues: { email: "", password: "" },
  });
  const [isDeleted, setIsDeleted] = useState(false);
  const deleteAccount = useDeleteAccount();

  const typedEmail = useWatch({ control, name: "email" });
  const isEmailConfirmed = typedEmail.trim().toLowerCase() === email.toLowerCase();
  const isPending = deleteAccount.isPending;

  function onValid(request: DeleteRequest) {
    if (!isEmailConfirmed || isPending || isDeleted) return;
    deleteAccount.mutate(hasPassword ? request : { email: request.email }, {
      onSuccess: () => {
        setIsDeleted(true);
        leaveAfterDeletion();
      },
      onError: (error) => {
        if (showServerFieldErrors(error, setError, ["email", "password"])) return;
        setError("root.server", {
          message: describeRequestError(error, "Your account could not be deleted. Please try again."),
        });
      },
    });
  }

  return (
    <Modal
      title="Delete your account"
      onClose={isDeleted ? leaveAfterDeletion : onClose}
      decoration={<TriangleAlert aria-hidden className="mx-auto mb-3 size-9 text-rose-300" />}
    >
      {isDeleted ? (
        <p role="status" className="mt-4 text-center text-sm text-emerald-200">
          Your account has been deleted. Taking you home…
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">
            This permanently deletes your profile, readings, karma, achievements, quests and items, and signs you out
            everywhere. <strong className="text-rose-200">It cannot be undone.</strong>
          </p>
          <p className="mt-2 text-sm text-indigo-200/85">You may want to download your data first.</p>
          <form noValidate onFocus={resolver.preload} onSubmit={handleSubmit(onValid)} className="mt-5 grid gap-4">
            <TextField
              {...register("email")}
              label="Type your e-mail to confirm"
              hint={email}
              error={errors.email?.message}
              type="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={EMAIL_MAX_LENGTH}
            />
            {hasPassword && (
              <TextField
                {...register("password")}
                label="Password"
                error={errors.password?.message}
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
              />
            )}
            {errors.root?.server && (
              <p role="alert" className={ERROR_BOX}>
                {errors.root.server.message}
              </p>
            )}
            <SubmitButton
              className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-rose-600 px-6 py-3 font-semibold text-white shadow-lg transition hover:bg-rose-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-rose-600 aria-disabled:cursor-wait"
              disabled={!isEmailConfirmed}
              aria-disabled={isPending}
              isPending={isPending}
              pendingLabel="Deleting…"
            >
              Delete my account forever
            </SubmitButton>
            <button type="button" className="btn-ghost w-full" onClick={onClose}>
              Cancel
            </button>
          </form>
        </>
      )}
    </Modal>
  );
}
