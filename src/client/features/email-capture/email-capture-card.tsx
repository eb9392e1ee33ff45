import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { SESSION_KEYS, useSessionValue, writeSessionValue } from "../../lib/session-flags";

/** The card's words and form load only when it is to be seen (never for someone signed in). */
const CaptureSection = lazy(() => import("./capture-section"));

/** How long the card takes to fade and fold away after 'Skip'; matches its transition (capture-section.tsx). */
const LEAVE_DURATION_MS = 500;

/**
 * The home page's e-mail capture card (docs/product.md, 'The home page'), for signed-out visitors who have
 * accepted the disclaimer and not skipped the card this session. It waits for the session and for the
 * browser's session storage, so it is never part of the prerendered page and never flashes for a
 * signed-in user. Behind the open disclaimer gate nobody could use it, so on a first visit its form and
 * the form library load once the gate is accepted, not while the page is still starting.
 */
export function EmailCaptureCard() {
  return (
    <WhenAuthReady>
      <SignedOutEmailCapture />
    </WhenAuthReady>
  );
}

function SignedOutEmailCapture() {
  const { user } = useAuth();
  // `undefined` while hydrating: storage is not read yet, so the card waits rather than guessing.
  const skipped = useSessionValue(SESSION_KEYS.captureSkipped);
  const accepted = useSessionValue(SESSION_KEYS.disclaimerAccepted);
  const [isLeaving, setIsLeaving] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  function onSkip() {
    // Stored at once, so leaving the page mid-animation still counts as skipped.
    writeSessionValue(SESSION_KEYS.captureSkipped, "true");
    setIsLeaving(true);
    leaveTimer.current = setTimeout(() => setIsLeaving(false), LEAVE_DURATION_MS);
  }

  if (user || accepted !== "true" || skipped === undefined || (skipped !== null && !isLeaving)) return null;
  return (
    <Suspense fallback={null}>
      <CaptureSection isLeaving={isLeaving} onSkip={onSkip} />
    </Suspense>
  );
}
