import { lazy, Suspense, useEffect } from "react";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

/** The modal's forms are not part of the first page load. */
const loadAuthModal = () => import("./auth-modal");
const AuthModal = lazy(loadAuthModal);

/** Renders the auth modal while it is open; placed once, inside AuthDialogsProvider. */
export function AuthModalHost() {
  const { openDialog } = useAuthDialogs();
  useEffect(() => {
    // Fetched at the seeker's first input (a pointer, a touch, a key; not the focus a dialog moves), so
    // it is ready by the time a button opens it, without adding to what a page loads before it is used.
    const events = ["pointerover", "touchstart", "keydown"] as const;
    const prefetch = () => {
      for (const event of events) document.removeEventListener(event, prefetch);
      void loadAuthModal();
    };
    for (const event of events) document.addEventListener(event, prefetch, { passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, prefetch);
    };
  }, []);
  return openDialog === "auth" ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
