import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children once the browser is first idle after mounting (at most `timeoutMs` later), as a
 * React transition, which renders in slices that leave the main thread free; the placeholder until then.
 * For a page's parts below the first screen that should still be there without scrolling (where scrolling
 * decides, `WhenNear`). The prerendered page holds the placeholder.
 */
export function WhenIdle({
  children,
  placeholder,
  timeoutMs = 1000,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  timeoutMs?: number;
}) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setIsShown(true));
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(show, Math.min(timeoutMs, 200));
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(show, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return <>{isShown ? children : placeholder}</>;
}
