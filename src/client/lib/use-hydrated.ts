import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server's markup and while that markup is being hydrated, true from the render after: a
 * control painted before the scripts ran can say it does not answer yet, and then answer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
