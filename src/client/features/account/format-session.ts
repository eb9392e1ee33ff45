import { formatDate } from "../../lib/format";

/** "now", "5 minutes ago", "yesterday": how long ago an instant was, in the user's locale. */
export function formatTimeAgo(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  if (minutes < 1) return format.format(0, "second");
  if (minutes < 60) return format.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 30) return format.format(-days, "day");
  return formatDate(iso);
}

/** Whether a device label ("Safari on iOS") names a phone or tablet, for its icon. */
export function isMobileDevice(device: string): boolean {
  return /\b(iOS|iPadOS|Android)\b/i.test(device);
}
