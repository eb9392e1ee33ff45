import { and, eq } from "drizzle-orm";
import { ENERGY_WORDS as words } from "../../../content/energy";
import { moonPhaseWords } from "../../../content/moon";
import type { EnergyResponse, SharedEnergy } from "../../shared/api/energy";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { calendarDayIn, type CalendarDay } from "../../shared/calendar";
import { intensityOf, quadrantOf } from "../../shared/energy/energy-rule";
import { moonOnDay } from "../../shared/moon/moon";
import {
  ENERGY_ORACLE,
  energyPayloadSchema,
  type EnergyPayload,
  type EnergyRequest,
} from "../../shared/oracles/energy";
import { fillWords } from "../../shared/text";
import type { Database } from "../db/client";
import { casts } from "../db/readings-schema";
import { seekerTimeZone } from "../features/profiles";
import { recordReading, refuseQuestionNeedingHelp, type CastRow } from "../features/reading-engine";
import { heading } from "./composer/bank-picks";
import { isUniqueViolation } from "./rituals/rituals.service";
import type { ServerOracle } from "./types";

const todayOf = (userId: string, day: CalendarDay) =>
  and(eq(casts.userId, userId), eq(casts.tool, "energy"), eq(casts.ritualDay, day));

/**
 * Replaces the day's check-in with a new point, word and note (one check-in a day: the latest stands). A
 * reflection on the old point is dropped; nothing is earned again.
 */
async function replaceCheckIn(
  db: Database,
  options: { userId: string; day: CalendarDay; payload: EnergyPayload; note: string | null; now: Date },
): Promise<CastRow | undefined> {
  const [row] = await db
    .update(casts)
    .set({
      payload: options.payload,
      note: options.note,
      noteUpdatedAt: options.note ? options.now : null,
      enhancedText: null,
      enhancedAt: null,
      enhancedBy: null,
      enhancedModel: null,
      enhancementStartedAt: null,
    })
    .where(todayOf(options.userId, options.day))
    .returning();
  return row;
}

/** A check-in's title in the journal: its quadrant, and the seeker's word when they gave one. */
function titleOf(checkIn: Pick<EnergyResponse, "quadrant" | "word">): string {
  const quadrant = words.quadrants[checkIn.quadrant].name;
  return checkIn.word
    ? fillWords(words.historyTitleWithWord, { quadrant, word: checkIn.word })
    : fillWords(words.historyTitle, { quadrant });
}

/** A stored check-in as the API answers it. */
export function energyView(row: CastRow): EnergyResponse {
  if (!row.ritualDay) throw new Error(`Check-in ${row.id} has no day`);
  const payload = energyPayloadSchema.parse(row.payload);
  const quadrant = quadrantOf(payload);
  return {
    id: row.id,
    tool: "energy",
    situation: row.situation,
    question: null,
    day: row.ritualDay,
    pleasant: payload.pleasant,
    energy: payload.energy,
    quadrant,
    intensity: intensityOf(payload),
    title: words.quadrants[quadrant].name,
    summary: words.quadrants[quadrant].summary,
    word: payload.word ?? null,
    moonPhase: payload.moonPhase,
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The Energy Map (docs/ARCHITECTURE.md, "The Energy Map"): one check-in a local day, the seeker's point on
 * two axes with an optional word (in the payload) and note (the reading's journal note), both past the
 * crisis detector first, and the Moon's phase of the day. Private like a dream: never shared.
 */
export const energyOracle: ServerOracle<EnergyResponse, SharedEnergy> = {
  spec: ENERGY_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.energy.request,
  resultSchema: ORACLE_API_SCHEMAS.energy.result,
  viewSchema: ORACLE_API_SCHEMAS.energy.view,
  sharedSchema: ORACLE_API_SCHEMAS.energy.shared,

  /** Saves today's check-in in the seeker's zone (201), or replaces the one already saved today (200). */
  async make({ db, userId, now }, body) {
    const request = body as EnergyRequest;
    const word = request.word?.trim() || null;
    const note = request.note?.trim() || null;
    refuseQuestionNeedingHelp(word);
    refuseQuestionNeedingHelp(note);
    const timeZone = await seekerTimeZone(db, userId);
    const day = calendarDayIn(timeZone, now);
    const payload: EnergyPayload = {
      pleasant: request.pleasant,
      energy: request.energy,
      ...(word ? { word } : {}),
      moonPhase: moonOnDay(day, timeZone).phase,
    };
    const replaced = await replaceCheckIn(db, { userId, day, payload, note, now });
    if (replaced) return { isNew: false, body: energyView(replaced) };
    try {
      const { row, rewards } = await recordReading({
        db,
        userId,
        now,
        reading: {
          tool: "energy",
          situation: "guidance",
          question: null,
          payload,
          values: { ritualDay: day, ...(note ? { note, noteUpdatedAt: now } : {}) },
        },
      });
      return { isNew: true, body: { ...energyView(row), rewards } };
    } catch (error) {
      // Today's check-in saved at the same moment by another request: this one replaces it.
      if (!isUniqueViolation(error)) throw error;
      const again = await replaceCheckIn(db, { userId, day, payload, note, now });
      if (!again) throw error;
      return { isNew: false, body: energyView(again) };
    }
  },

  view: async (row) => energyView(row),

  history: (checkIn) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: titleOf(checkIn),
    items: [],
    summary: checkIn.summary,
  }),

  // Called only when the seeker asks for a reflection on this check-in. The note stays out of it.
  enhancement: (checkIn, userId) => ({
    reader: words.reflection.reader,
    request: {
      oracle: "energy",
      day: checkIn.day,
      pleasant: checkIn.pleasant,
      energy: checkIn.energy,
      scale: "1 (unpleasant, calm) to 10 (pleasant, energised)",
      quadrant: words.quadrants[checkIn.quadrant].name,
      word: checkIn.word,
      moonPhase: moonPhaseWords(checkIn.moonPhase).name,
      userId,
    },
    // Tier 1 the quadrant and how far out the point is; 2 the word and the Moon; 3 a question; 4 and
    // above one small thing to try.
    compose: ({ tier }) => {
      const bank = words.reflection;
      const quadrant = words.quadrants[checkIn.quadrant];
      const blocks = [
        bank.opening,
        heading(quadrant.name),
        `${quadrant.summary} ${words.intensities[checkIn.intensity]}`,
        quadrant.meaning,
      ];
      if (tier >= 2) {
        if (checkIn.word) blocks.push(fillWords(bank.wordLine, { word: checkIn.word }));
        blocks.push(fillWords(bank.moonLine, { phase: moonPhaseWords(checkIn.moonPhase).name.toLowerCase() }));
      }
      if (tier >= 3) blocks.push(heading(bank.promptHeading), quadrant.prompt);
      if (tier >= 4) blocks.push(heading(bank.careHeading), quadrant.care);
      blocks.push(bank.closing);
      return blocks.join("\n\n");
    },
  }),

  // Never served: a check-in cannot be shared (the share link is refused for a private oracle).
  shared: ({ tool, situation }) => ({ tool, situation, question: null, title: words.name, sections: [] }),

  card: (checkIn, site) => ({
    layout: "text",
    content: {
      kicker: words.name,
      title: words.name,
      situation: checkIn.situation,
      question: null,
      sentence: words.name,
      site,
    },
  }),

  preview: () => ({ title: words.name, description: words.name }),

  exportSection: "readings",
  exportRow: (checkIn, row) => ({ ...checkIn, enhancedAt: row.enhancedAt }),
};
