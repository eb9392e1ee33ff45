import { ApiError } from "./api-client";
import { nowMs } from "./clock";
import { dateTimeFormat } from "../../shared/date-format";

let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** "1 reading", "3 readings", with the number grouped for the user's locale. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? singular : plural}`;
}

/** A stored instant as a date in the user's locale and time zone, e.g. "2 Nov 2026". */
export function formatDate(iso: string): string {
  return dateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));
}

/** A stored instant as date and time in the user's locale and time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, already in the profile's time zone) in the user's locale, e.g. "2 Nov". */
export function formatCalendarDay(day: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return dateTimeFormat(undefined, { ...options, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** When the daily readings reset, e.g. "Tue 12:00 AM GMT+9", in the user's locale and time zone. */
export function formatResetTime(iso: string): string {
  return dateTimeFormat(undefined, {
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** "in 5 hours", "in 20 minutes": how far away an instant is, in the user's locale. */
export function formatRelativeToNow(iso: string, now = nowMs()): string {
  const minutes = Math.max(0, Math.round((Date.parse(iso) - now) / 60_000));
  const format = (relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: "auto" }));
  if (minutes < 60) return format.format(minutes, "minute");
  if (minutes < 48 * 60) return format.format(Math.round(minutes / 60), "hour");
  return format.format(Math.round(minutes / 1440), "day");
}

/** The message to show for a failed request: the server's own words when it sent some. */
export function describeRequestError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return "Your session has ended. Please sign in again.";
  // A 400 names the bad field; its own message ("Please enter a valid e-mail address") says more.
  const fieldMessage = error instanceof ApiError ? Object.values(error.fields ?? {})[0]?.[0] : undefined;
  if (fieldMessage) return fieldMessage;
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
