import { Workbox } from "workbox-window";
import { showUpdatePrompt } from "./update-prompt";

/**
 * Registers the service worker (src/client/service-worker.ts) when this module is imported: root.tsx
 * imports it after the page's `load` event, in its own chunk, so nothing of it weighs on the first
 * paint. When a new version has installed
 * and waits, a small prompt offers to load it: "Refresh" asks the waiting worker to take over
 * (SKIP_WAITING) and reloads once it controls the page. Until then the page keeps the version it has.
 */
function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/service-worker.js");
  workbox.addEventListener("waiting", () => {
    showUpdatePrompt(() => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => console.warn("The service worker could not register", error));
}

registerServiceWorker();
