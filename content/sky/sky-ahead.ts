import { TRADITION_LABEL } from "./traditions";

/** The words of "The sky ahead" (src/client/features/journal/sky-ahead.tsx), around the events' own. */
export const skyAheadWords = {
  title: "The sky ahead",
  intro:
    "The Moon's phases, eclipses, the planets changing sign and turning retrograde or direct over the next eight weeks, computed for the real sky and shown in your time zone.",
  label: TRADITION_LABEL,
  labelHint: "What astrologers have long said of each event, not a forecast of what will happen to you.",
  loading: "Reading the sky…",
  failed: "The sky could not be loaded just now. Try again in a moment.",
  retry: "Try again",
  empty: "No events in these weeks.",
  thisWeek: "This week",
  nextWeek: "Next week",
  /** A later week's heading, from its first day ("Week of Sat, Aug 22"). */
  weekOf: (day: string) => `Week of ${day}`,
  showTradition: "What tradition says",
  hideTradition: "Hide",
  /** The time zone line under the title ("Times in Europe/Paris"). */
  timesIn: (zone: string) => `Times in ${zone.replace(/_/g, " ")}`,
} as const;
