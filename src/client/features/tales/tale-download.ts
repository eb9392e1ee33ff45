import { TALE_PAGE_WORDS } from "../../../../content/tales/page";
import type { EnhancedBy } from "../../../shared/api/casts";
import type { TaleResponse } from "../../../shared/api/tales";
import { enhancedTextLines, READING_FILE_FOOTER } from "../../oracles/kit/download-reading";

/**
 * A tale as a text file: the oracle, the fiction label, the date, the question, the card and the four facts,
 * the story, and the enhancement with who wrote it.
 */
export function taleDownloadText(options: {
  date: Date;
  tale: Pick<TaleResponse, "question" | "card" | "era" | "place" | "calling" | "turning" | "title" | "paragraphs">;
  enhancedText: string | null;
  author?: EnhancedBy | null;
}): string {
  const { date, tale, enhancedText, author } = options;
  const facts = TALE_PAGE_WORDS.page.facts;
  return [
    `Mystic Dice — ${TALE_PAGE_WORDS.name}: ${tale.title}`,
    `(${TALE_PAGE_WORDS.fictionLabel})`,
    "",
    `Date: ${date.toLocaleString()}`,
    ...(tale.question ? [`Carried into the tale: ${tale.question}`] : []),
    `${facts.card}: ${tale.card.name}${tale.card.reversed ? ` (${facts.reversed})` : ""}`,
    `${facts.era}: ${tale.era}`,
    `${facts.place}: ${tale.place}`,
    `${facts.calling}: ${tale.calling}`,
    `${facts.turning}: ${tale.turning}`,
    "",
    ...tale.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(enhancedText?.trim() ? [...enhancedTextLines(enhancedText, author), ""] : []),
    READING_FILE_FOOTER,
    "",
  ].join("\n");
}
