import { and, desc, eq, gte } from "drizzle-orm";
import { CYCLES, CYCLES_READING_WORDS as words } from "../../../content/cycles";
import type { CyclesReading, SharedCycles } from "../../shared/api/cycles";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { calendarDayIn, type CalendarDay } from "../../shared/calendar";
import type { CycleNumber } from "../../shared/cycles/content-types";
import { cyclesOn } from "../../shared/cycles/cycles";
import {
  CYCLES_ORACLE,
  cyclesPayloadSchema,
  type CyclesPayload,
  type CyclesRequest,
} from "../../shared/oracles/cycles";
import { SITUATION_LABELS } from "../../shared/situations";
import { fillWords, firstSentence } from "../../shared/text";
import type { Database } from "../db/client";
import { casts } from "../db/readings-schema";
import { recordReading, refuseQuestionNeedingHelp, shareUrlFor, type CastRow } from "../features/reading-engine";
import { AppError } from "../http/errors";
import { cleanQuestion } from "./composer";
import { heading, pick, pickSome } from "./composer/bank-picks";
import { isUniqueViolation, profileOf } from "./rituals/rituals.service";
import type { ServerOracle } from "./types";

/**
 * Your Cycles as a reading (docs/ARCHITECTURE.md, "Planetary returns and the personal cycles"): the seeker's
 * Personal Year, Month and Day and the Universal Year on their local day, from the profile's birth date,
 * recorded once a day like the daily rituals. The row keeps the four numbers only; the words come from
 * content/cycles/, and the birth date stays in the profile.
 */

const CYCLES_SECTIONS = ["personalYear", "personalMonth", "personalDay", "universalYear"] as const;
const CONTENT_OF = {
  personalYear: CYCLES.personalYears,
  personalMonth: CYCLES.personalMonths,
  personalDay: CYCLES.personalDays,
  universalYear: CYCLES.universalYears,
} as const;

/** The reading of the day's cycles that stands for `day`: the one made on it, or on a later day (as the rituals). */
async function cyclesOnDay(db: Database, userId: string, day: CalendarDay) {
  const [row] = await db
    .select()
    .from(casts)
    .where(and(eq(casts.userId, userId), eq(casts.tool, "cycles"), gte(casts.ritualDay, day)))
    .orderBy(desc(casts.ritualDay))
    .limit(1);
  return row ? cyclesView(row) : null;
}

/** The four numbers and their words, as anyone the reading is shown to reads them. */
function cyclesWords(subject: Pick<CastRow, "situation" | "question">, numbers: CyclesPayload): SharedCycles {
  const cycle = (key: (typeof CYCLES_SECTIONS)[number]) => ({
    value: numbers[key],
    title: CONTENT_OF[key][numbers[key] as CycleNumber].title,
  });
  const sections = CYCLES_SECTIONS.map((key) => {
    const { title, text } = CONTENT_OF[key][numbers[key] as CycleNumber];
    return { heading: fillWords(words.headings[key], { number: numbers[key], title }), text };
  });
  sections.push({
    heading: SITUATION_LABELS[subject.situation],
    text: fillWords(words.situationLines[subject.situation], {
      year: numbers.personalYear,
      day: numbers.personalDay,
    }),
  });
  return {
    tool: "cycles",
    situation: subject.situation,
    question: subject.question,
    title: fillWords(words.title, {
      year: numbers.personalYear,
      month: numbers.personalMonth,
      day: numbers.personalDay,
      universal: numbers.universalYear,
    }),
    personalYear: cycle("personalYear"),
    personalMonth: cycle("personalMonth"),
    personalDay: cycle("personalDay"),
    universalYear: cycle("universalYear"),
    sections,
  };
}

function cyclesView(row: CastRow): CyclesReading {
  if (!row.ritualDay) throw new Error(`Reading ${row.id} has no day`);
  return {
    id: row.id,
    day: row.ritualDay,
    ...cyclesWords(row, cyclesPayloadSchema.parse(row.payload)),
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

export const cyclesOracle: ServerOracle<CyclesReading, SharedCycles> = {
  spec: CYCLES_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.cycles.request,
  resultSchema: ORACLE_API_SCHEMAS.cycles.result,
  viewSchema: ORACLE_API_SCHEMAS.cycles.view,
  sharedSchema: ORACLE_API_SCHEMAS.cycles.shared,

  /**
   * Records today's cycles in the seeker's time zone, or answers the one already recorded today. Without a
   * birth date in the profile it answers 422 `profile_incomplete`, asking for it.
   */
  async make({ db, userId, now }, body) {
    const request = body as CyclesRequest;
    refuseQuestionNeedingHelp(request.question);
    const profile = await profileOf(db, userId, now);
    const day = calendarDayIn(profile.timezone, now);
    const done = await cyclesOnDay(db, userId, day);
    if (done) return { isNew: false, body: done };
    if (!profile.birthDate) {
      throw new AppError("profile_incomplete", "Your Cycles needs your birth date: add it to your profile.", {
        fields: { birthDate: ["Add your birth date"] },
        details: { missing: ["birthDate"] },
      });
    }
    const cycles = cyclesOn(profile.birthDate, day);
    const payload = {
      personalYear: cycles.personalYear.value,
      personalMonth: cycles.personalMonth.value,
      personalDay: cycles.personalDay.value,
      universalYear: cycles.universalYear.value,
    } satisfies CyclesPayload;
    try {
      const { row, rewards } = await recordReading({
        db,
        userId,
        now,
        reading: {
          tool: "cycles",
          situation: request.situation,
          question: request.question?.trim() || null,
          payload,
          values: { ritualDay: day },
        },
      });
      return { isNew: true, body: { ...cyclesView(row), rewards } };
    } catch (error) {
      // The same day's cycles recorded at the same moment by another request: that one stands.
      if (!isUniqueViolation(error)) throw error;
      const made = await cyclesOnDay(db, userId, day);
      if (!made) throw error;
      return { isNew: false, body: made };
    }
  },

  view: async (row) => cyclesView(row),

  history: (reading) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: reading.title,
    items: [],
    summary: firstSentence(reading.sections[0]?.text ?? reading.title),
  }),

  enhancement: (reading, userId) => ({
    reader: words.enhancement.reader,
    request: {
      oracle: "cycles",
      situation: reading.situation,
      personalYear: reading.personalYear,
      personalMonth: reading.personalMonth,
      personalDay: reading.personalDay,
      universalYear: reading.universalYear,
      sections: reading.sections,
      userId,
    },
    // Tier 1 the year and the situation; 2 the month and the day; 3 the universal year; 4 the round of
    // nine; 5 questions to carry.
    compose: ({ tier, question, random }) => {
      const bank = words.enhancement;
      const asked = cleanQuestion(question);
      const [year, month, day, universal, situation] = reading.sections;
      const said = (section: typeof year) => (section ? `${section.heading}. ${section.text}` : "");
      const blocks = [
        [pick(bank.openings, random), asked ? fillWords(bank.questionLead, { question: `“${asked}”` }) : null]
          .filter(Boolean)
          .join(" "),
        heading(bank.headings.reading),
        said(year),
        said(situation),
      ];
      if (tier >= 2) blocks.push(heading(bank.headings.month), said(month), said(day));
      if (tier >= 3) blocks.push(heading(bank.headings.universal), said(universal));
      if (tier >= 4) {
        const value = reading.personalYear.value;
        const next = CYCLES.personalYears[((value % 9) + 1) as CycleNumber].title;
        blocks.push(
          heading(bank.headings.round),
          fillWords(bank.round, { year: value, left: 9 - value, next: `“${next}”` }),
        );
      }
      if (tier >= 5) {
        blocks.push(
          heading(bank.headings.practice),
          pickSome(bank.questions[reading.situation], 3, random)
            .map((line, index) => `${index + 1}. ${line}`)
            .join("\n"),
        );
      }
      blocks.push(pick(bank.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  // Its numbers and words, without its day or anything of the seeker's.
  shared: ({
    tool,
    situation,
    question,
    title,
    personalYear,
    personalMonth,
    personalDay,
    universalYear,
    sections,
  }) => ({
    tool,
    situation,
    question,
    title,
    personalYear,
    personalMonth,
    personalDay,
    universalYear,
    sections,
  }),

  card: (reading, site) => ({
    layout: "text",
    content: {
      kicker: words.name,
      title: fillWords(words.share.cardTitle, {
        year: reading.personalYear.value,
        universal: reading.universalYear.value,
      }),
      situation: reading.situation,
      question: reading.question,
      sentence: firstSentence(reading.sections[0]?.text ?? reading.title),
      site,
    },
  }),

  preview: (reading) => ({
    title: fillWords(words.share.previewTitle, { title: reading.title }),
    description: firstSentence(reading.sections[0]?.text ?? reading.title),
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...reading }, row) => ({ ...reading, enhancedAt: row.enhancedAt }),
};
