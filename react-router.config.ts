import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { blogSlugs } from "./content/blog/posts";
import { lowerScriptPriority, preloadFirstFonts } from "./scripts/first-paint";
import { makeOfflinePageStatic } from "./scripts/offline-page";
import { buildServiceWorker } from "./scripts/service-worker-build";
import { writeLibraryArt } from "./scripts/library-art";
import { precompressDirectory } from "./scripts/precompress";
import { listPrerenderedPaths } from "./src/shared/site-routes";

export default {
  appDirectory: "src/client",
  // BUILD_DIR moves the whole build elsewhere (the rebuild fault test builds into a temporary folder).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The Node server serves the built files; public pages are prerendered HTML, the rest is a SPA.
  ssr: false,
  // BUILD_WITHOUT_LIBRARY=1 renders a few library entries of each kind instead of some four hundred (about
  // half the build's time): the tests that swap in a second version of the app (the rebuild fault test, the
  // installable app's update journey) need its new scripts, not those pages.
  prerender: listPrerenderedPaths(blogSlugs, { library: process.env.BUILD_WITHOUT_LIBRARY !== "1" }),
  // After the whole build (prerendered pages and the route manifest included).
  async buildEnd({ reactRouterConfig, viteConfig }) {
    writeLibraryArt(path.join(reactRouterConfig.buildDirectory, "client"));
    lowerScriptPriority(path.join(reactRouterConfig.buildDirectory, "client"));
    preloadFirstFonts(path.join(reactRouterConfig.buildDirectory, "client"));
    makeOfflinePageStatic(path.join(reactRouterConfig.buildDirectory, "client"));
    // After the pages are final (their revisions are precached), before their copies are compressed.
    await buildServiceWorker(viteConfig);
    precompressDirectory(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
