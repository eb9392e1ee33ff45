import { useEffect, useState } from "react";

/**
 * True while `isActive` is, and for at least `minimumMs` after it could first be seen: a state that would
 * end too soon to be read (a flicker) is held until it can be. The hold counts from the first animation
 * frame after the state was committed, not from the commit: the rest of a busy commit's work delays the
 * paint, and those milliseconds must not come out of the time it is visible.
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setHold(null), minimumMs)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hold, minimumMs]);

  return isActive || hold !== null;
}
