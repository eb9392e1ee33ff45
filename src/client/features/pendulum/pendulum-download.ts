import { PENDULUM_PAGE_WORDS } from "../../../../content/pendulum/page";
import type { EnhancedBy } from "../../../shared/api/casts";
import type { PendulumResponse } from "../../../shared/api/pendulum";
import { SITUATION_LABELS } from "../../../shared/situations";
import { enhancedTextLines, READING_FILE_FOOTER } from "../../oracles/kit/download-reading";

/**
 * A pendulum reading as a text file: the oracle, date, situation and question, the answer and its words,
 * and the enhanced text with who wrote it.
 */
export function pendulumDownloadText(options: {
  date: Date;
  reading: Pick<PendulumResponse, "situation" | "question" | "answerLabel" | "headline" | "text">;
  enhancedText: string | null;
  author?: EnhancedBy | null;
}): string {
  const { date, reading, enhancedText, author } = options;
  return [
    `Mystic Dice — ${PENDULUM_PAGE_WORDS.name} Reading`,
    "",
    `Date: ${date.toLocaleString()}`,
    `Situation: ${SITUATION_LABELS[reading.situation]}`,
    ...(reading.question ? [`Your question: ${reading.question}`] : []),
    "",
    `Answer: ${reading.answerLabel}. ${reading.headline}.`,
    reading.text,
    "",
    ...(enhancedText?.trim() ? [...enhancedTextLines(enhancedText, author), ""] : []),
    READING_FILE_FOOTER,
    "",
  ].join("\n");
}
