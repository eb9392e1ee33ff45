import type { DivinationToolPath } from "../../src/shared/tools";
import { divinationTools } from "../site/divination-tools";

/**
 * What the guide says about each tool of the catalogue, from the catalogue's own name and description
 * (content/site/divination-tools.ts), so a renamed or newly opened tool is described as the Features page
 * describes it. A seeker names a tool by its title or by one of the words below, in any word form.
 */
const OTHER_NAMES: Record<DivinationToolPath, readonly string[]> = {
  "/dice-divination": ["dice oracle"],
  "/runes": ["rune casting"],
  "/tarot": ["tarot reading"],
  "/numerology": ["numerology calculator"],
  "/ai-intuition": ["intuition", "hunch", "calibration", "brier"],
  "/quantum-energy": ["energy map", "energy check in", "mood map"],
  "/karmic-cycle": ["your cycles", "personal year", "saturn return", "jupiter return"],
  "/ancient-texts": ["i ching", "book of changes", "hexagram"],
  "/timelines": ["timeline", "sky ahead"],
  "/dream-analysis": ["dream", "dream journal", "dream symbol"],
  "/aura-chakra": ["chakra", "aura"],
  "/moon-phases": ["moon phase tracker"],
  "/success-predictor": ["decision compass", "decision", "compass"],
  "/past-lives": ["past life", "past lives", "tale", "tales"],
  "/spirit-guides": ["spirit guide", "spirit guides"],
  "/angel-numbers": ["angel number", "angel numbers", "1111", "11:11"],
  "/spirit-animals": ["archetype", "animal archetypes", "animal quiz"],
  "/pendulum": ["pendulum", "yes or no", "yes/no"],
};

/** Every tool with the phrases it is asked about by: its title (without "&") and its other names. */
export const TOOL_PHRASES = divinationTools.map((tool) => ({
  path: tool.path,
  phrases: [tool.title.replace(/\s*&\s*/g, " "), ...OTHER_NAMES[tool.path]],
}));

/** One tool in a sentence or two: its name, where it is, what it does, and who may use it. */
export function toolFact(path: DivinationToolPath): string {
  const tool = divinationTools.find((entry) => entry.path === path)!;
  const where = tool.isComingSoon
    ? `${tool.title}, at ${tool.path}, is still to come: its page says so until it opens.`
    : `${tool.title}, at ${tool.path}: ${tool.description}`;
  return tool.isOpenToVisitors && !tool.isComingSoon ? `${where} It needs no account.` : where;
}

/** Every open tool by name and address, for the AI provider's facts and a question about the tools. */
export function toolsOverview(): string {
  const open = divinationTools.filter((tool) => !tool.isComingSoon);
  return `The tools of Mystic Dice: ${open.map((tool) => `${tool.title} (${tool.path})`).join(", ")}.`;
}
