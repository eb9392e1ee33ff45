import type { EnhancedBy } from "../../../shared/api/casts";
import type { DrawResponse } from "../../../shared/api/draws";
import { SITUATION_LABELS } from "../../../shared/situations";
import { enhancedTextLines, READING_FILE_FOOTER } from "../../oracles/kit/download-reading";

const ORACLE_NAMES = { tarot: "Tarot", runes: "Runes" } as const;

/**
 * A draw's reading as a text file: the oracle, date, situation, spread and question, each item in its
 * position with its keywords, its reading in place and its meaning, the synthesis, and the enhanced text with who wrote it.
 */
export function drawDownloadText(options: {
  date: Date;
  draw: Pick<DrawResponse, "tool" | "spreadName" | "situation" | "question" | "items" | "synthesis">;
  reversedLabel: string;
  enhancedText: string | null;
  author?: EnhancedBy | null;
}): string {
  const { date, draw, reversedLabel, enhancedText, author } = options;
  const items = draw.items.flatMap((item, index) => [
    `${index + 1}. ${item.positionLabel}: ${item.name}${item.reversed ? ` (${reversedLabel})` : ""}`,
    ...(item.keywords.length ? [`   Keywords: ${item.keywords.join(", ")}`] : []),
    `   ${item.inPosition} ${item.meaning}`,
    "",
  ]);
  return [
    `Mystic Dice — ${ORACLE_NAMES[draw.tool]} Reading`,
    "",
    `Date: ${date.toLocaleString()}`,
    `Situation: ${SITUATION_LABELS[draw.situation]}`,
    `Spread: ${draw.spreadName}`,
    ...(draw.question ? [`Your question: ${draw.question}`] : []),
    "",
    ...items,
    `The reading as a whole: ${draw.synthesis}`,
    "",
    ...(enhancedText?.trim() ? [...enhancedTextLines(enhancedText, author), ""] : []),
    READING_FILE_FOOTER,
    "",
  ].join("\n");
}
