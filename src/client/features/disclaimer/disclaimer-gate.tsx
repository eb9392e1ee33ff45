import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { SIGN_IN_LINK_PATH } from "../../../shared/account";
import { normalizePath } from "../../../shared/paths";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { useAuth } from "../../lib/auth/auth-provider";
import { OFFLINE_PAGE_PATH } from "../../lib/pwa/offline-rules";
import {
  readSessionValue,
  SESSION_KEYS,
  useSessionValue,
  wasVisitedBeforeThisLoad,
  writeSessionValue,
} from "../../lib/session-flags";

const loadGateParts = () => import("./gate-dialog");
const GateDialog = lazy(() => loadGateParts().then((parts) => ({ default: parts.GateDialog })));
const LegalReadingBar = lazy(() => loadGateParts().then((parts) => ({ default: parts.LegalReadingBar })));

const RECONNECT_BANNER_MS = 1500;
/** After an account is deleted, home says farewell this long, in the banner's place. */
const FAREWELL_MS = 5000;

/** Whether this load follows the deletion of the account (read once, before the gate forgets it). */
const isFarewellLoad = typeof window !== "undefined" && readSessionValue(SESSION_KEYS.accountDeleted) === "true";

/** The texts the disclaimer points to: a visitor may read them before accepting, then come back. */
const READABLE_BEFORE_ACCEPTING: readonly string[] = ["/privacy-policy", "/terms-of-service", "/legal"];

/**
 * The step between a mailed sign-in link and the app: its one button signs in, and the gate comes after,
 * on the page it leads to (where accepting opens no sign-up for someone who just signed in).
 */
const BEFORE_THE_GATE: readonly string[] = [SIGN_IN_LINK_PATH];

/** The offline page is served with its scripts taken out: a gate in its markup could never be answered. */
const WITHOUT_SCRIPTS: readonly string[] = [OFFLINE_PAGE_PATH];

/** Navigation state of a link followed from the gate (see gate-dialog.tsx). */
interface FromGateState {
  fromGate: true;
}

/**
 * The disclaimer gate (docs/product.md, 'The disclaimer gate and session flags'): the first visit of a
 * browser session is blocked by the legal disclaimer. Accept stores disclaimerAccepted, shows the app and
 * opens sign-up for a visitor (not for someone already signed in, e.g. after following a mailed sign-in
 * link); Decline leaves for a search engine. The Privacy Policy, Terms and disclaimer pages can be read
 * before accepting, with a way back to the gate. Later in the session the gate is skipped, landing on /
 * goes to the last visited path, and a returning visit shows 'Reconnecting your session… Welcome back!' for
 * 1.5 s, at the bottom, clear of the header and the chat button. The load after deleting the account says
 * farewell there instead.
 */
export function DisclaimerGate({ children }: { children: ReactNode }) {
  const accepted = useSessionValue(SESSION_KEYS.disclaimerAccepted);
  const isKnown = accepted !== undefined;
  const isAccepted = accepted === "true";
  const [isBannerDone, setIsBannerDone] = useState(false);
  const isFarewell = isKnown && isFarewellLoad && !isBannerDone;
  const isReconnecting = isKnown && isAccepted && wasVisitedBeforeThisLoad && !isFarewellLoad && !isBannerDone;
  const { openAuthModal } = useAuthDialogs();
  const { user, loading: isSessionLoading } = useAuth();
  /** Accepted while the session was still loading: sign-up is offered once it is known. */
  const isSignUpPending = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const isLanding = useRef(true);
  const isReadingLegalText = READABLE_BEFORE_ACCEPTING.includes(normalizePath(location.pathname));
  /** 'Back to the disclaimer' on a legal page the visitor opened directly: the gate returns in place. */
  const [recalledOn, setRecalledOn] = useState<string | null>(null);
  const isRecalled = recalledOn === location.key;

  useEffect(() => {
    writeSessionValue(SESSION_KEYS.hasVisited, "true");
    const lastPath = readSessionValue(SESSION_KEYS.lastVisitedPath);
    const isLandingOnHome = window.location.pathname === "/";
    if (
      readSessionValue(SESSION_KEYS.disclaimerAccepted) === "true" &&
      isLandingOnHome &&
      lastPath &&
      lastPath !== "/"
    ) {
      void navigate(lastPath, { replace: true });
    }
  }, [navigate]);

  useEffect(() => {
    if (!isReconnecting && !isFarewell) return;
    if (isFarewell) writeSessionValue(SESSION_KEYS.accountDeleted, "");
    const timer = setTimeout(() => setIsBannerDone(true), isFarewell ? FAREWELL_MS : RECONNECT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [isReconnecting, isFarewell]);

  useEffect(() => {
    // The landing page is not recorded when it is /: the redirect above decides where the visit goes.
    if (isLanding.current) {
      isLanding.current = false;
      if (location.pathname === "/") return;
    }
    writeSessionValue(SESSION_KEYS.lastVisitedPath, location.pathname + location.search);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!isSignUpPending.current || isSessionLoading) return;
    isSignUpPending.current = false;
    if (!user) openAuthModal("signup");
  }, [isSessionLoading, user, openAuthModal]);

  /** Sign-up is offered only to a visitor, never to someone already signed in. */
  function onAccept() {
    writeSessionValue(SESSION_KEYS.disclaimerAccepted, "true");
    if (isSessionLoading) isSignUpPending.current = true;
    else if (!user) openAuthModal("signup");
  }

  function onBackToGate() {
    if ((location.state as FromGateState | null)?.fromGate) void navigate(-1);
    else setRecalledOn(location.key);
  }

  const isBeforeTheGate = BEFORE_THE_GATE.includes(normalizePath(location.pathname));
  const isPending = isKnown && !isAccepted && !isBeforeTheGate;
  const isBlocking = isPending && (!isReadingLegalText || isRecalled);
  // Until the session's flag is known (the server's markup, and its hydration) the gate is there wherever it
  // could block, so a first visit sees it painted with the page; the page's head hides it at once when the
  // flag says accepted (gate-paint.ts), and the render after hydration removes it.
  const showsGate = isKnown
    ? isBlocking
    : !isBeforeTheGate && !isReadingLegalText && !WITHOUT_SCRIPTS.includes(normalizePath(location.pathname));
  const onAcceptRef = useRef(onAccept);
  onAcceptRef.current = onAccept;
  // One element for the page's life: the gate in the markup hydrates when its code arrives, and new props
  // before then would make React drop the painted gate until the code is there.
  const gate = useMemo(
    () => (
      <Suspense fallback={null}>
        <GateDialog onAccept={() => onAcceptRef.current()} />
      </Suspense>
    ),
    [],
  );
  return (
    <>
      {(isReconnecting || isFarewell) && (
        // At the bottom (app.css): it covers neither the header nor the chat button, only a strip of the
        // page for its few seconds, and takes no clicks.
        <div role="status" className="bottom-notice">
          {isFarewell ? "Your account has been deleted. Farewell, seeker." : "Reconnecting your session… Welcome back!"}
        </div>
      )}
      <div inert={isBlocking}>{children}</div>
      {isPending && !isBlocking && (
        // The spacer keeps the page's end clear of the fixed bar.
        <div aria-hidden className="h-24" />
      )}
      {/* Most visits have accepted already: the gate's own code loads only when needed. */}
      {isPending && !isBlocking && (
        <Suspense fallback={null}>
          <LegalReadingBar onBackToGate={onBackToGate} />
        </Suspense>
      )}
      {showsGate && gate}
    </>
  );
}
