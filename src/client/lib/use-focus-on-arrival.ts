import { useEffect, useRef } from "react";

/**
 * A ref for a result that takes the focus each time a new one arrives. The focus moves in an effect, after
 * React has committed the result, so it cannot race the render: a state update made after an `await` is
 * rendered in a scheduled task, which a frame callback may run before.
 */
export function useFocusOnArrival<T extends HTMLElement>(arrival: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (arrival != null) ref.current?.focus();
  }, [arrival]);
  return ref;
}
