import type { Plugin, ResolvedConfig } from "vite";

interface PwaPluginApi {
  disabled: boolean;
  generateSW(): Promise<unknown>;
}

/**
 * Compiles the service worker again, now that the build is whole: vite-plugin-pwa compiles it when the
 * client bundle closes, but React Router prerenders the pages after that, and the worker's precache list
 * names pages (the app shell, the offline page) with their revisions. Run from react-router.config.ts's
 * buildEnd, after the pages' last change (scripts/first-paint.ts) and before precompress, through the
 * plugin's own API, so the one configuration in vite.config.ts decides what is precached.
 */
export async function buildServiceWorker(viteConfig: ResolvedConfig): Promise<void> {
  const plugin = viteConfig.plugins.find((candidate: Plugin) => candidate.name === "vite-plugin-pwa") as
    (Plugin & { api?: PwaPluginApi }) | undefined;
  if (!plugin?.api) throw new Error("vite-plugin-pwa is missing from vite.config.ts");
  if (plugin.api.disabled) return;
  await plugin.api.generateSW();
}
