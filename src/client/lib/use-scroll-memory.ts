import { useEffect, useLayoutEffect } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";
import { readSessionValue, SESSION_KEYS, writeSessionValue } from "./session-flags";

/**
 * Scroll to the top on every route change, except Back and Forward, which return to where that page of the
 * history was left. A scroll position is also kept per path in session storage, restored when that path
 * is loaded again in the session (a reload, or coming back later).
 */
export function useScrollMemory() {
  const { pathname, key } = useLocation();
  const isBackOrForward = useNavigationType() === NavigationType.Pop;

  useEffect(() => {
    // While the page runs it restores Back and Forward itself (the browser would scroll before the page it
    // returns to is shown); when the page is left, the browser keeps the place for a reload.
    const restoring = (event?: Event) => (history.scrollRestoration = event?.type === "pagehide" ? "auto" : "manual");
    restoring();
    addEventListener("pageshow", restoring);
    addEventListener("pagehide", restoring);
  }, []);

  useLayoutEffect(() => {
    const previousPathname = shown?.pathname;
    shown = { key, pathname };
    // The landing page keeps where the visitor already is, unless this session saved a position for it;
    // Back and Forward return to where the page was left; a new path starts at the top, a new query of the
    // same path keeps the place.
    const target =
      previousPathname === undefined || isBackOrForward
        ? (positions.get(key) ?? savedPosition(pathname))
        : pathname === previousPathname
          ? null
          : 0;
    if (target !== null) scrollTo(0, target);
    // Where the page stands now. On landing with nothing to restore that is read at the next frame:
    // reading it here would lay the freshly rendered page out once more before its first paint.
    if (target !== null || previousPathname !== undefined) positions.set(key, Math.round(scrollY));
    else requestAnimationFrame(() => positions.set(key, Math.round(scrollY)));
  }, [key, pathname, isBackOrForward]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      // Read when the frame comes, for the page shown then: a scroll the route change caused is its page's.
      frame = requestAnimationFrame(() => {
        const y = Math.round(scrollY);
        positions.set(shown!.key, y);
        writeSessionValue(SESSION_KEYS.scrollPrefix + shown!.pathname, String(y));
      });
    };
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", onScroll);
    };
  }, []);
}

function savedPosition(pathname: string): number | null {
  const saved = readSessionValue(SESSION_KEYS.scrollPrefix + pathname);
  return saved !== null && Number.isFinite(Number(saved)) ? Number(saved) : null;
}

/** The page shown now; none before the first view. */
let shown: { key: string; pathname: string } | undefined;
/** Where each page of this tab's history was left, by its history entry. */
const positions = new Map<string, number>();
