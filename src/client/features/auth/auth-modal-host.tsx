import { lazy, Suspense } from "react";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

/** The modal's forms load when it first opens, so they cost nothing in the first page load. */
const AuthModal = lazy(() => import("./auth-modal"));

/** Renders the auth modal while it is open; placed once, inside AuthDialogsProvider. */
export function AuthModalHost() {
  const { openDialog } = useAuthDialogs();
  return openDialog === "auth" ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
