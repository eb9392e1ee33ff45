import { ScrollText } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import {
  readSessionValue,
  SESSION_KEYS,
  useSessionValue,
  wasVisitedBeforeThisLoad,
  writeSessionValue,
} from "../../lib/session-flags";
import { DisclaimerText } from "../legal/disclaimer-text";

/** Where 'Decline' sends the browser (spec §4: a general search engine). */
export const DECLINE_URL = "https://www.google.com/";
export const RECONNECT_BANNER_MS = 1500;

/**
 * Spec §4 'Disclaimer gate': the first visit of a browser session is blocked by the legal disclaimer.
 * Accept stores disclaimerAccepted, shows the app and opens sign-up; Decline leaves for a search engine.
 * Later in the session the gate is skipped, landing on / goes to the last visited path, and a returning
 * visit shows 'Reconnecting your session… Welcome back!' for 1.5 s.
 */
export function DisclaimerGate({ children }: { children: ReactNode }) {
  const accepted = useSessionValue(SESSION_KEYS.disclaimerAccepted);
  const isKnown = accepted !== undefined;
  const isAccepted = accepted === "true";
  const [isBannerDone, setIsBannerDone] = useState(false);
  const isReconnecting = isKnown && isAccepted && wasVisitedBeforeThisLoad && !isBannerDone;
  const { openAuthModal } = useAuthDialogs();
  const location = useLocation();
  const navigate = useNavigate();
  const isLanding = useRef(true);

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
    if (!isReconnecting) return;
    const timer = setTimeout(() => setIsBannerDone(true), RECONNECT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [isReconnecting]);

  useEffect(() => {
    // The landing page is not recorded when it is /: the redirect above decides where the visit goes.
    if (isLanding.current) {
      isLanding.current = false;
      if (location.pathname === "/") return;
    }
    writeSessionValue(SESSION_KEYS.lastVisitedPath, location.pathname + location.search);
  }, [location.pathname, location.search]);

  function onAccept() {
    writeSessionValue(SESSION_KEYS.disclaimerAccepted, "true");
    openAuthModal("signup");
  }

  const isBlocking = isKnown && !isAccepted;
  return (
    <>
      {isReconnecting && (
        <div
          role="status"
          className="fixed inset-x-0 top-3 z-40 mx-auto w-fit rounded-full border border-gold-300/40 bg-night-800/95 px-5 py-2 text-sm text-gold-100 shadow-xl"
        >
          Reconnecting your session… Welcome back!
        </div>
      )}
      <div inert={isBlocking}>{children}</div>
      {isBlocking && (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="disclaimer-title"
          className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-night-950/95 p-4 backdrop-blur"
        >
          <div className="card my-8 w-full max-w-xl p-7 sm:p-9">
            <ScrollText aria-hidden className="mx-auto mb-4 size-10 text-gold-300" />
            <DisclaimerText headingLevel={2} />
            <div className="mt-7 grid gap-3 sm:grid-cols-2">
              <button type="button" className="btn-ghost" onClick={() => window.location.assign(DECLINE_URL)}>
                Decline
              </button>
              <button type="button" className="btn-primary" onClick={onAccept} autoFocus>
                I Accept
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
