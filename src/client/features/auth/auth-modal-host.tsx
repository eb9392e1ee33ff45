import { lazy, Suspense, useEffect } from "react";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

/** The modal's forms are not part of the first page load: they are fetched once the page is idle. */
const loadAuthModal = () => import("./auth-modal");
const AuthModal = lazy(loadAuthModal);

/** Renders the auth modal while it is open; placed once, inside AuthDialogsProvider. */
export function AuthModalHost() {
  const { openDialog } = useAuthDialogs();
  useEffect(() => {
    // Ready before the seeker reaches for it, without delaying the page becoming interactive.
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(() => void loadAuthModal(), 500);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => void loadAuthModal(), { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return openDialog === "auth" ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
