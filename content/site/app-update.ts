import type { AppUpdateWords } from "../../src/shared/content-types/site";

/**
 * The small prompt shown when a new version of the site has been installed in the background and waits
 * to take over. Its own module: the prompt's chunk loads after the page and carries only these words.
 */
export const appUpdateWords: AppUpdateWords = {
  message: "A new version is ready.",
  refresh: "Refresh",
  dismiss: "Later",
};
