import type { Clock } from "../../clock";
import { createSignWeekEditions } from "./sign-week.service";
import { weeklyPage } from "./weekly-page";
import { createWeeklyRoutes } from "./weekly.routes";

/**
 * The weekly cosmic report's free edition, one per sign: the same for everyone in a week, so one set of
 * editions is kept for the process and shared by the API and the pages.
 */
const editions = createSignWeekEditions();

export function createReportRoutes({ clock }: { clock: Clock }) {
  return createWeeklyRoutes({ clock, editions });
}

/** The weekly page's head tags and article for a path, or null (static-site.ts's `pageHead`). */
export function weeklyPageHead({ clock, publicUrl }: { clock: Clock; publicUrl: string }, pathname: string) {
  return weeklyPage({ clock, editions, publicUrl }, pathname);
}
