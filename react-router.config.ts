import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/shared/site-routes";

export default {
  appDirectory: "src/client",
  buildDirectory: "build",
  // The Node server serves the built files; public pages are prerendered HTML, the rest is a SPA.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
