/** The words around the free edition's page and answer. */
export const weeklyWords = {
  traditionLabel: "Tradition, not prediction",
  eyebrow: "The weekly sky",
  title: (sign: string, range: string) => `${sign}: the week of ${range}`,
  description: (sign: string, count: number) =>
    count === 0
      ? `A quiet week in the sky for ${sign}: the computed events of the week and what tradition makes of them.`
      : count === 1
        ? `One computed sky event touching ${sign} this week, and what astrological tradition makes of it.`
        : `${count} computed sky events touching ${sign} this week, and what astrological tradition makes of each.`,
  eventsHeading: "The events that touch the sign",
  computedNote:
    "The events are computed from the planets' positions (astronomy-engine), at the minute, in UTC. Their meanings are astrological tradition.",
  weeksLabel: "Other weeks",
  earlier: "The week before",
  later: "The week after",
  otherSigns: "Other signs",
  personalTitle: "The sky in your own time zone",
  personalText:
    "My Timeline shows the sky's events of the next eight weeks at your local times, beside your own readings. On the paid plans, a personal weekly report comes every Sunday morning: this sky in your zone, your personal days and your week in readings.",
  personalLink: "Open My Timeline",
  reportLink: "About the weekly report",
  loading: "Loading the week…",
  loadFailed: "The week could not be loaded.",
} as const;
