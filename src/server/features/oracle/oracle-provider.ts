import type { Logger } from "pino";
import type { EnhancementAuthor } from "../../../shared/cast";
import {
  ENHANCEMENT_EMPTY_ERROR,
  ENHANCEMENT_HEADING_PREFIX,
  ENHANCEMENT_TEMPERATURE,
  enhancementUserMessage,
  maxTokensForTier,
  safetyKindOf,
  tierSectionTitles,
  type ChatIntent,
} from "../../../shared/oracle";
import { CHAT_PERSONA } from "../../../shared/chat-persona";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { productFacts } from "../../../../content/oracle/guide-facts";
import { readingForPrompt } from "../../../../content/oracle/reading-talk";
import type { SharedReading } from "../../../shared/api/sharing";
import { TIER_DEPTH_RULE, tierDepths, tierStyles } from "../../../../content/oracle/tiers";
import type { Enhanceable } from "../../oracles/types";
import { chunkForStreaming, cleanQuestion, randomFor } from "../../oracles/composer";
import { composeChatReply, type ChatQuestion } from "./chat-replies";
import { guideSystemPrompt } from "./guide-voice";
import type { SpiritGuideId } from "../../../shared/spirit-guides";
import { loadPackage } from "../../bundle-entry";

interface EnhancementInput {
  /** The cast: its id seeds the built-in oracle's choices, so a cast's text can be written again alike. */
  castId: string;
  /** The reading being enhanced, as its oracle gives it (src/server/oracles/). */
  subject: Enhanceable;
  /** The seeker's own question, when the cast has one. */
  question: string | null;
  tier: number;
  signal: AbortSignal;
}

/** Who writes: the built-in oracle ("the Oracle's voice"), or an AI provider and its model. */
export interface EnhancementWriter {
  kind: EnhancementAuthor;
  model: string | null;
}

/** Writes an enhanced reading as a stream of text pieces. */
export interface OracleProvider {
  kind: "openai" | "composer";
  /** Who writes the enhanced readings: stored with each one and shown beside it. */
  author: EnhancementWriter;
  streamEnhancement(input: EnhancementInput): AsyncIterable<string>;
  /** A short reply from the chat guide for a classified question, in a spirit guide's character when one is named. */
  chatReply(input: ChatQuestion & { signal: AbortSignal; guide?: SpiritGuideId }): Promise<string>;
  /**
   * The weekly report's overview in the provider's words, from the facts the server fixed (an AI provider
   * only: without one, the built-in composer's overview stands).
   */
  weeklyOverview?(input: { facts: string; signal: AbortSignal }): Promise<string>;
}

/** A failure the seeker may read: `reason` completes 'The mystical energies are disrupted: …'. */
export class OracleError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = "OracleError";
  }
}

export interface OracleConfig {
  apiKey?: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  /** Pause between composer chunks, so the page sees a stream as it would from a model. */
  composerChunkDelayMs?: number;
}

/**
 * The system prompt: who reads the reading (its oracle's line), the tier's style and what the tier adds
 * (kinds of insight and a length, decision 033), the reading data as JSON.
 */
function buildSystemPrompt(tier: number, subject: Enhanceable): string {
  return [
    subject.reader,
    "Readings are for entertainment and reflection; never give medical, legal or financial advice.",
    `Write plain text. You may open sections with a line that starts with "${ENHANCEMENT_HEADING_PREFIX}" and a short title; use no other markup.`,
    `Style for this seeker (tier ${tier}): ${tierStyles[tier] ?? tierStyles[1]}`,
    `What this tier adds: ${tierDepths[tier] ?? tierDepths[1]} ${TIER_DEPTH_RULE}`,
    ...appendedNote(tier, subject),
    `Reading data: ${JSON.stringify(subject.request)}`,
  ].join("\n");
}

/** The sections the built-in oracle adds after the provider's text, which the provider must not write. */
function appendedNote(tier: number, subject: Enhanceable): string[] {
  const titles = subject.afterProvider ? tierSectionTitles(tier) : [];
  return titles.length > 0
    ? [`The sections ${titles.join(", ")} are added after your text from the reading itself; do not write them.`]
    : [];
}

/**
 * The chat guide's system prompt: Lyra's voice (or a spirit guide's character, decision 032), the
 * question's intent, and the product's facts (the meaning system, plans, tiers, password reset), so the
 * provider answers product questions as the built-in replies do.
 */
function buildChatSystemPrompt(intent: ChatIntent, reading: SharedReading | null, guide?: SpiritGuideId): string {
  return [
    ...(reading
      ? [
          "The seeker opened this chat from one of their own readings and asks about it; answer from it, and foretell nothing beyond what it says:",
          readingForPrompt(reading),
        ]
      : []),
    guide
      ? `${guideSystemPrompt(guide)}\nAnswer in two to four sentences, in your own voice. The question's intent is ${intent}. Never give medical, legal or financial advice: when asked, say so in your own voice and point to a doctor, a lawyer or a qualified financial adviser.`
      : `You are ${CHAT_PERSONA.title} on Mystic Dice, a dice-divination site for entertainment. Answer in two or three warm, mystical sentences. The question's intent is ${intent}. Never give medical, legal or financial advice.`,
    "When the seeker asks about the dice, the plans, the tiers or their account, answer from these facts only and never invent numbers:",
    productFacts(),
  ].join("\n");
}

/**
 * The official OpenAI SDK against any OpenAI-compatible /chat/completions, streaming, when a key is
 * configured (a hosted service, or a local model behind Ollama or llama.cpp's server); the built-in
 * composer otherwise. The provider's text is followed by the tier's sections, composed from the roll
 * by the built-in oracle, so that the timing always follows the reading's own rule; a line between
 * them says so, since the whole text carries the provider's "AI" badge.
 */
export function createOracleProvider(config: OracleConfig, logger: Logger): OracleProvider {
  if (!config.apiKey) return createComposerProvider(config.composerChunkDelayMs ?? 12);
  const { apiKey } = config;
  /**
   * The SDK and its client: imported now, without holding up the start (only a server with a provider
   * loads it), and awaited by each call before its deadline starts, so the first call after a start has
   * the whole of its time for the provider.
   */
  const sdk = loadPackage<typeof import("openai")>("openai").then(({ default: OpenAI }) => ({
    OpenAI,
    client: new OpenAI({ apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 }),
  }));
  // A failed import is reported by the calls that await it, not as an unhandled rejection at start-up.
  sdk.catch(() => {});
  /** The provider's own text, piece by piece, its failures in the page's words. */
  async function* streamCompletion({ subject, question, tier, signal }: EnhancementInput): AsyncGenerator<string> {
    const { OpenAI, client } = await sdk;
    const deadline = AbortSignal.timeout(config.timeoutMs);
    const combined = AbortSignal.any([signal, deadline]);
    let stream;
    try {
      stream = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: "system", content: buildSystemPrompt(tier, subject) },
            { role: "user", content: enhancementUserMessage(cleanQuestion(question), tier) },
          ],
          temperature: ENHANCEMENT_TEMPERATURE,
          max_tokens: maxTokensForTier(tier),
          presence_penalty: 0.3,
          frequency_penalty: 0.5,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: combined },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
        if (chunk.choices[0]?.finish_reason === "content_filter") {
          throw new OracleError("the oracle declined to answer this reading");
        }
        if (chunk.usage) {
          logger.info(
            {
              model: config.model,
              tier,
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
            },
            "oracle token usage",
          );
        }
      }
    } catch (error) {
      if (error instanceof OracleError) throw error;
      if (signal.aborted) throw error;
      if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
        throw new OracleError("the oracle took too long to answer", { cause: error });
      }
      if (error instanceof OpenAI.APIError && error.status) {
        throw new OracleError(`the oracle's provider answered ${error.status}`, { cause: error });
      }
      throw new OracleError("the oracle could not be reached", { cause: error });
    }
  }

  return {
    kind: "openai",
    author: { kind: "ai", model: config.model },
    async *streamEnhancement(input) {
      let wrote = false;
      for await (const piece of streamCompletion(input)) {
        wrote ||= piece.trim().length > 0;
        yield piece;
      }
      if (!wrote) throw new OracleError(ENHANCEMENT_EMPTY_ERROR);
      // Sections the oracle adds after a provider's text (the dice's timing keeps the reading's own rule).
      const sections = input.subject.afterProvider?.({ tier: input.tier, random: randomFor(input.castId) });
      if (sections && !input.signal.aborted) yield `\n\n${sections}`;
    },
    async chatReply({ query, intent, reading, signal, guide }) {
      // The route answers a message that needs help before any provider; this keeps one from leaving the server.
      const needsHelp = safetyKindOf(intent);
      if (needsHelp) return SAFETY_ANSWERS[needsHelp].reply;
      const { client } = await sdk;
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: "system", content: buildChatSystemPrompt(intent, reading ?? null, guide) },
            { role: "user", content: query },
          ],
          temperature: ENHANCEMENT_TEMPERATURE,
          max_tokens: 150,
        },
        { signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]) },
      );
      const reply = completion.choices[0]?.message?.content?.trim();
      if (!reply) throw new OracleError("the oracle guide gave no answer");
      return reply;
    },
    async weeklyOverview({ facts, signal }) {
      const { client } = await sdk;
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: "system", content: WEEKLY_OVERVIEW_PROMPT },
            { role: "user", content: facts },
          ],
          temperature: ENHANCEMENT_TEMPERATURE,
          max_tokens: 400,
        },
        { signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]) },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new OracleError("the oracle gave no overview");
      return text;
    },
  };
}

/** The weekly report's overview: the provider writes only from the facts it is handed. */
const WEEKLY_OVERVIEW_PROMPT = [
  "You write the short overview that opens a seeker's weekly report in a divination app for entertainment and reflection.",
  "Write two or three short paragraphs, 80 to 160 words in all, warm and plain, addressed to the seeker by the name given.",
  "Use only the facts in the message: never add a sky event, a date, a time or a number that is not there.",
  "Say that the meanings are astrological and numerological tradition; predict nothing and promise nothing.",
  "Plain text only: no headings, lists or markdown.",
].join(" ");

function createComposerProvider(chunkDelayMs: number): OracleProvider {
  return {
    kind: "composer",
    author: { kind: "oracle", model: null },
    async *streamEnhancement({ castId, subject, question, tier, signal }) {
      const random = randomFor(castId);
      const text = subject.compose({ tier, question, random });
      const chunks = chunkForStreaming(text);
      for (const [index, chunk] of chunks.entries()) {
        if (signal.aborted) return;
        if (index > 0 && chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
        yield chunk;
      }
    },
    chatReply: async (question) => composeChatReply(question),
  };
}
