/** The words of the profile form on the dashboard that the server and the form share. */

/** Under the time-zone field. */
export const TIME_ZONE_HINT =
  "Your streak, the daily rituals and reminders follow this time zone. It can change once a day; your readings count for 24 hours wherever you are.";

/** A second time-zone change within 24 hours; `when` is the moment the next one opens, already formatted. */
export function zoneChangeTooSoonMessage(when: string): string {
  return `Your time zone can change once a day. You can change it again from ${when}.`;
}
