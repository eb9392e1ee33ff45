import type { EnhancedBy } from "../../../shared/api/casts";
import type { Reading } from "../../../shared/reading";
import type { DiceRoll } from "../../../shared/dice";
import { enhancementAuthorLabel } from "./enhancement-author";

/**
 * `{prefix}-reading-{date}.txt`, the date as YYYY-MM-DD: `enhanced-mystical-dice` for the dice's enhanced
 * reading, `tarot` or `runes` for a draw.
 */
export function downloadFileName(date: Date, prefix = "enhanced-mystical-dice"): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  return `${prefix}-reading-${day}.txt`;
}

/** The enhanced text's block of a reading's file: who wrote it, then the text. */
export function enhancedTextLines(enhancedText: string, author: EnhancedBy | null | undefined): string[] {
  return [
    author ? `Enhanced interpretation (written by ${enhancementAuthorLabel(author)}):` : "Enhanced interpretation:",
    enhancedText,
  ];
}

/** The last line of every reading's file. */
export const READING_FILE_FOOTER = "Readings are for entertainment and reflection only.";

/**
 * The file's contents: date, situation, dice values, the enhanced interpretation and who wrote it,
 * timing, yes/no and sum.
 */
export function downloadText(options: {
  date: Date;
  situationLabel: string;
  roll: DiceRoll;
  enhancedText: string;
  author?: EnhancedBy | null;
  reading: Reading;
}): string {
  const { date, situationLabel, roll, enhancedText, author, reading } = options;
  return [
    "Mystic Dice — Enhanced Reading",
    "",
    `Date: ${date.toLocaleString()}`,
    `Situation: ${situationLabel}`,
    `Dice values: Red ${roll.red}, White ${roll.white}, Green ${roll.green} (${roll.red}-${roll.white}-${roll.green})`,
    "",
    ...enhancedTextLines(enhancedText, author),
    "",
    `Timing: ${reading.timingPrediction}`,
    `Yes or No: ${reading.yesNoAnswer}`,
    `Total sum: ${reading.totalSumInterpretation}`,
    "",
    READING_FILE_FOOTER,
    "",
  ].join("\n");
}

export function saveTextFile(fileName: string, contents: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
