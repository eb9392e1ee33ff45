import { DREAM_SYMBOLS, dreamSymbol } from "../../../content/dreams";
import { DREAM_PAGE_WORDS as words } from "../../../content/dreams/page";
import type { DreamResponse, SharedDream } from "../../shared/api/dreams";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { calendarDayIn } from "../../shared/calendar";
import { dreamSymbolsIn } from "../../shared/dreams/match-symbols";
import { DREAMS_ORACLE, dreamPayloadSchema, type DreamPayload, type DreamRequest } from "../../shared/oracles/dreams";
import { fillWords, firstSentence } from "../../shared/text";
import { seekerTimeZone } from "../features/profiles";
import { recordReading, refuseQuestionNeedingHelp } from "../features/reading-engine";
import type { Database } from "../db/client";
import { heading, pickSome } from "./composer/bank-picks";
import type { ServerOracle } from "./types";

/**
 * A dream's stored payload from what the seeker wrote: every free-text field passes the crisis detector
 * first (422 `needs_help`, nothing stored), the day defaults to today in the seeker's zone, and the
 * dictionary's symbols are found in the text. Writing and editing a dream both take this path.
 */
export async function dreamPayloadOf(
  context: { db: Database; userId: string; now: Date },
  request: DreamRequest,
): Promise<DreamPayload> {
  const tags = [...new Set((request.tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
  refuseQuestionNeedingHelp(request.text);
  for (const tag of tags) refuseQuestionNeedingHelp(tag);
  const dreamtAt = request.dreamtAt ?? calendarDayIn(await seekerTimeZone(context.db, context.userId), context.now);
  return {
    text: request.text.trim(),
    dreamtAt,
    ...(request.mood ? { mood: request.mood } : {}),
    ...(request.lucidity !== undefined ? { lucidity: request.lucidity } : {}),
    tags,
    symbols: dreamSymbolsIn(request.text, DREAM_SYMBOLS).map(({ key, name }) => ({ key, name })),
  };
}

/** How many of a dream's symbols the built-in reflection reads at a tier, and questions for each. */
const SYMBOLS_BY_TIER = [2, 3, 4, 5, 5];
const QUESTIONS_BY_TIER = [1, 1, 2, 2, 3];

/**
 * The Dream Journal (docs/ARCHITECTURE.md, "The dream journal"): a dream is a reading of its own, computed
 * from the seeker's words (the dictionary's symbols in content/dreams/), never counted against the cap
 * and never shared. Its enhancement is the reflection the seeker asks for on one dream.
 */
export const dreamsOracle: ServerOracle<DreamResponse, SharedDream> = {
  spec: DREAMS_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.dreams.request,
  resultSchema: ORACLE_API_SCHEMAS.dreams.result,
  viewSchema: ORACLE_API_SCHEMAS.dreams.view,
  sharedSchema: ORACLE_API_SCHEMAS.dreams.shared,

  async make(context, body) {
    const payload = await dreamPayloadOf(context, body as DreamRequest);
    const { row, rewards } = await recordReading({
      ...context,
      reading: { tool: "dreams", situation: "guidance", question: null, payload },
    });
    return { isNew: true, body: { ...(await dreamsOracle.view(row, context)), rewards } };
  },

  async view(row) {
    const payload = dreamPayloadSchema.parse(row.payload);
    return {
      id: row.id,
      tool: "dreams",
      situation: row.situation,
      question: null,
      text: payload.text,
      dreamtAt: payload.dreamtAt,
      mood: payload.mood ?? null,
      lucidity: payload.lucidity ?? null,
      tags: payload.tags,
      symbols: payload.symbols,
      enhancedText: row.enhancedText,
      enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
      createdAt: row.createdAt.toISOString(),
    };
  },

  history: (dream) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: fillWords(words.historyTitle, { date: dream.dreamtAt }),
    items: dream.symbols.map(({ key, name }) => ({ key, name, reversed: false })),
    summary: firstSentence(dream.text),
  }),

  // Called only when the seeker asks for a reflection on this dream: the one way its text reaches a provider.
  enhancement: (dream, userId) => ({
    reader: words.reflection.reader,
    request: {
      oracle: "dreams",
      dream: dream.text,
      dreamtAt: dream.dreamtAt,
      mood: dream.mood,
      lucidity: dream.lucidity,
      tags: dream.tags,
      symbols: dream.symbols.map(({ key, name }) => ({ name, reflection: dreamSymbol(key)?.reflection ?? null })),
      userId,
    },
    compose: ({ tier, random }) => {
      const bank = words.reflection;
      const index = Math.min(Math.max(tier, 1), SYMBOLS_BY_TIER.length) - 1;
      const symbols = dream.symbols.slice(0, SYMBOLS_BY_TIER[index]).flatMap(({ key }) => dreamSymbol(key) ?? []);
      const blocks: string[] = [bank.opening];
      if (symbols.length === 0) {
        blocks.push(bank.noSymbols, heading(bank.questionsHeading), numbered(bank.generalQuestions));
      } else {
        blocks.push(heading(bank.symbolsHeading));
        for (const symbol of symbols) {
          blocks.push(`${symbol.name}. ${symbol.reflection}`);
          blocks.push(numbered(pickSome(symbol.questions, QUESTIONS_BY_TIER[index]!, random)));
        }
      }
      blocks.push(bank.closing);
      return blocks.join("\n\n");
    },
  }),

  // Never served: a dream cannot be shared (the share link is refused for a private oracle).
  shared: ({ tool, situation }) => ({ tool, situation, question: null }),

  card: (dream, site) => ({
    layout: "text",
    content: {
      kicker: words.name,
      title: words.name,
      situation: dream.situation,
      question: null,
      sentence: words.page.privacyTitle,
      site,
    },
  }),

  preview: () => ({ title: words.name, description: words.page.privacyTitle }),

  exportSection: "readings",
  exportRow: (dream, row) => ({ ...dream, enhancedAt: row.enhancedAt }),
};

const numbered = (lines: readonly string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join("\n");
