import { useEffect, useState } from "react";

/**
 * True while `isActive` is, and for at least `minimumMs` after it became true: a state that would end
 * too soon to be read (a flicker) is held until it can be.
 */
export function useMinimumDuration(isActive: boolean, minimumMs: number): boolean {
  const [wasActive, setWasActive] = useState(isActive);
  // A new object for every activation, so a re-activation restarts the hold.
  const [hold, setHold] = useState<object | null>(isActive ? {} : null);
  if (isActive !== wasActive) {
    setWasActive(isActive);
    if (isActive) setHold({});
  }

  useEffect(() => {
    if (!hold) return;
    const timer = setTimeout(() => setHold(null), minimumMs);
    return () => clearTimeout(timer);
  }, [hold, minimumMs]);

  return isActive || hold !== null;
}
