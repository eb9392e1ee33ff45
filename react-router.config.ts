import type { Config } from "@react-router/dev/config";
import { blogSlugs } from "./content/blog/posts";
import { listPrerenderedPaths } from "./src/shared/site-routes";

export default {
  appDirectory: "src/client",
  buildDirectory: "build",
  // The Node server serves the built files; public pages are prerendered HTML, the rest is a SPA.
  ssr: false,
  prerender: listPrerenderedPaths(blogSlugs),
} satisfies Config;
