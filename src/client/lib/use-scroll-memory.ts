import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { readSessionValue, SESSION_KEYS, writeSessionValue } from "./session-flags";

/**
 * Scroll to the top on every route change, and keep a scroll position per path in session storage, restored
 * when that path is loaded again in the session (a reload, or coming back later).
 */
export function useScrollMemory() {
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    if (isFirstView) {
      isFirstView = false;
      // The landing page keeps where the visitor already is, unless this session saved a position for it.
      const saved = readSessionValue(SESSION_KEYS.scrollPrefix + pathname);
      if (saved !== null && Number.isFinite(Number(saved))) window.scrollTo(0, Number(saved));
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        writeSessionValue(SESSION_KEYS.scrollPrefix + pathname, String(Math.round(window.scrollY))),
      );
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [pathname]);
}

/** Only the page the session lands on restores its saved position; later navigations start at the top. */
let isFirstView = true;
