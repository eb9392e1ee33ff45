import { CYCLES } from "../../../../content/cycles/cycles";
import { skyEventName, skyEventTradition } from "../../../../content/sky";
import { SIGN_NAMES } from "../../../../content/sky/traditions";
import { PERSONAL_WEEK_BANKS } from "../../../../content/weekly/personal";
import { REPORT_WORDS as words } from "../../../../content/weekly/report";
import type { CommunityFigures, ReportSection, WeeklyReport } from "../../../shared/api/reports";
import type { CalendarDay } from "../../../shared/calendar";
import type { CycleNumber } from "../../../shared/cycles/content-types";
import { dayLabel, hashText, timeLabel, weekIndex } from "../../../shared/weekly/compose";
import { personalWeekFacts, mainMoonEvent } from "../../../shared/weekly/personal-week";
import { ritualAndPrompt } from "../../../shared/weekly/personal-words";
import { weekMoonSigns, weekSkyEvents } from "../../../shared/weekly/sky-week";
import { daysOfWeek, type IsoWeek } from "../../../shared/weekly/week";
import { hasFigures } from "./community.service";
import { weekRangeLabel } from "./sign-week.service";

export interface PersonalReportInput {
  week: IsoWeek;
  timeZone: string;
  /** The name the report greets ("seeker" when there is none). */
  name: string;
  /** Null: no birth date in the profile, so no personal numbers. */
  birthDate: CalendarDay | null;
  readings: WeeklyReport["readings"];
  community: CommunityFigures | null;
  createdAt: Date;
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A master number's root (11 → 2, 22 → 4, 33 → 6), for its words. */
const root = (value: number) => (value > 9 ? (value % 10) + Math.floor(value / 10) : value) as CycleNumber;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** "Tuesday 24 November, 14:05" in the seeker's zone. */
const whenIn = (at: string, timeZone: string) => `${dayLabel(at, timeZone)}, ${timeLabel(at, timeZone)}`;

/**
 * The built-in composer's report: the facts of the seeker's week (their sky, numbers and readings, fixed
 * first) and the words for them from the banks (content/weekly/). The overview's opening and closing
 * turn with the week, so two consecutive reports never open alike; the rest follows the facts.
 */
export function composePersonalReport(input: PersonalReportInput): WeeklyReport {
  const { week, timeZone } = input;
  const facts = input.birthDate ? personalWeekFacts(input.birthDate, week, timeZone) : null;
  const events = facts?.events ?? weekSkyEvents(week, timeZone);
  const moonSigns = facts?.moonSigns ?? weekMoonSigns(week, timeZone);
  const mainEvent = facts?.mainMoonEvent ?? mainMoonEvent(events);
  const days = daysOfWeek(week);
  const range = weekRangeLabel(week);
  const turn = weekIndex(week) + (hashText(input.name) % 3);

  const skyEvents = events.map((event) => ({
    ...event,
    when: whenIn(event.at, timeZone),
    name: skyEventName(event),
    tradition: skyEventTradition(event),
  }));
  const moonLines = moonSigns.map((spell, index) => ({
    ...spell,
    line:
      index === 0
        ? words.moonStarts(SIGN_NAMES[spell.sign])
        : words.moonEnters(whenIn(spell.from, timeZone), SIGN_NAMES[spell.sign]),
  }));
  const numbers = facts
    ? {
        personalYear: facts.personalYear,
        personalMonth: facts.personalMonth,
        days: facts.days.map(({ day, personalDay }) => ({
          day,
          personalDay,
          title: CYCLES.personalDays[root(personalDay)].title,
        })),
      }
    : null;

  // The ritual of the main moon event; the prompt of the personal month (without a birth date, the week's).
  const chosen = facts
    ? ritualAndPrompt(facts, PERSONAL_WEEK_BANKS, {
        signName: (sign) => SIGN_NAMES[sign as keyof typeof SIGN_NAMES],
        dayLabel: (at) => dayLabel(at, timeZone),
      })
    : null;
  const ritual =
    chosen?.ritual ??
    (mainEvent
      ? PERSONAL_WEEK_BANKS.rituals[mainEvent.type as keyof typeof PERSONAL_WEEK_BANKS.rituals]
          .replaceAll("{day}", dayLabel(mainEvent.at, timeZone))
          .replaceAll("{sign}", SIGN_NAMES[mainEvent.sign])
      : PERSONAL_WEEK_BANKS.rituals.none);
  const promptText = chosen?.prompt ?? words.promptsWithoutNumbers[turn % words.promptsWithoutNumbers.length]!;

  const overview = [
    fill(words.openings[turn % words.openings.length]!, { name: input.name, range }),
    [
      mainEvent ? words.moonLead(skyEventName(mainEvent), whenIn(mainEvent.at, timeZone)) : words.noMoonLead,
      words.eventCount(events.filter((event) => event !== mainEvent).length, mainEvent !== null),
    ].join(" "),
    words.closings[(turn * 5 + 3) % words.closings.length]!,
  ];

  const readings = input.readings;
  const readingLines: string[] = [];
  readingLines.push(
    readings.made === 0
      ? words.readingsNone
      : words.readingsMade(readings.made, readings.byTool.map((tool) => `${tool.name} ${tool.count}`).join(", ")),
  );
  if (readings.patterns.length > 0) {
    readingLines.push(`${words.patternsIntro} ${readings.patterns.map((pattern) => pattern.sentence).join("; ")}.`);
  }
  readingLines.push(
    [
      words.streak(readings.streak),
      readings.quest ? words.quest(readings.quest.name, readings.quest.status) : null,
      words.followUps(readings.followUpsAnswered),
    ]
      .filter(Boolean)
      .join(" "),
  );
  if (readings.openQuestion) readingLines.push(words.openQuestion(readings.openQuestion));

  const community = hasFigures(input.community) ? input.community : null;
  const sections: ReportSection[] = [
    { id: "overview", heading: words.headings.overview, paragraphs: overview },
    {
      id: "sky",
      heading: words.headings.sky,
      paragraphs:
        skyEvents.length > 0
          ? skyEvents.map((event) => `${event.when}: ${event.name}. ${event.tradition}`)
          : [words.eventCount(0)],
    },
    { id: "moon", heading: words.headings.moon, paragraphs: [moonLines.map((spell) => spell.line).join(" ")] },
    {
      id: "numbers",
      heading: words.headings.numbers,
      paragraphs: numbers
        ? [
            words.numbersLine(
              numbers.personalYear,
              CYCLES.personalYears[root(numbers.personalYear)].title,
              numbers.personalMonth,
              CYCLES.personalMonths[root(numbers.personalMonth)].title,
            ),
            `${words.daysLine} ${numbers.days
              .map((entry, index) => words.dayEntry(WEEKDAYS[index]!, entry.personalDay, entry.title))
              .join(", ")}.`,
          ]
        : [words.noNumbers],
    },
    { id: "readings", heading: words.headings.readings, paragraphs: readingLines },
    { id: "ritual", heading: words.headings.ritual, paragraphs: [ritual, words.ritualNote] },
    { id: "prompt", heading: words.headings.prompt, paragraphs: [promptText] },
  ];
  if (community)
    sections.push({ id: "community", heading: words.headings.community, paragraphs: communityLines(community) });

  return {
    week,
    from: days[0]!,
    to: days[6]!,
    timeZone,
    title: words.title(range),
    createdAt: input.createdAt.toISOString(),
    writtenBy: { kind: "oracle", model: null },
    label: words.label,
    sky: { events: skyEvents, moonSigns: moonLines },
    numbers,
    readings,
    ritual,
    prompt: promptText,
    community,
    sections,
  };
}

function communityLines(figures: CommunityFigures): string[] {
  const lines = [
    figures.tarotCard ? words.community.tarot(figures.tarotCard.name, figures.tarotCard.seekers) : null,
    figures.rune ? words.community.rune(figures.rune.name, figures.rune.seekers) : null,
    figures.moonRitualSeekers !== null ? words.community.moon(figures.moonRitualSeekers) : null,
    figures.situation ? words.community.situation(figures.situation.name, figures.situation.seekers) : null,
  ].filter((line): line is string => line !== null);
  return [words.community.intro, ...lines];
}
