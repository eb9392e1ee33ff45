import { calendarDayIn } from "../calendar";
import { editionWeek, type IsoWeek } from "./week";
import { dateTimeFormat } from "../date-format";

/** The local hour from which a seeker's weekly report is due on their Sunday. */
const REPORT_HOUR = 6;

const hourIn = (timeZone: string, instant: Date) =>
  Number(dateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(instant));

/**
 * The week whose personal report is due for a seeker at an instant: on their Sunday, from REPORT_HOUR
 * local time to midnight, the week ahead; null at any other time. The sender keeps one report per seeker
 * and week (a unique key), so asking again later on Sunday finds it already made.
 */
export function weeklyReportDue(timeZone: string, now: Date): IsoWeek | null {
  const day = calendarDayIn(timeZone, now);
  const isSunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
  if (!isSunday || hourIn(timeZone, now) < REPORT_HOUR) return null;
  return editionWeek(timeZone, now);
}
