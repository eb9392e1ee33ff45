import { useEffect } from "react";

/**
 * Asks for a chunk (`load`, a dynamic import) once the browser is first idle after the component mounts,
 * or at once where the browser has no idle callback: a part that shows only after the seeker acts is then
 * there when it is needed, without weighing on the page's first load.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return void load();
    const handle = window.requestIdleCallback(() => void load());
    return () => window.cancelIdleCallback(handle);
  }, [load]);
}
