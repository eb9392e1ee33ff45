import { countWords } from "./text";

/**
 * Fitting a text to its tier's length: a text is built as blocks (a `## Heading` and its paragraphs)
 * of segments, some of them optional (dropped while the text is too long) or in reserve (added while
 * it is too short).
 */

interface Segment {
  text: string;
  words: number;
  /** Optional segments are dropped, highest rank first, while the text is too long. */
  drop?: number;
  /** Reserve segments are added, lowest rank first, while the text is too short. */
  reserve?: number;
  on: boolean;
}

export interface Paragraph {
  segments: Segment[];
  separator: " " | "\n";
}

export interface Block {
  title: string;
  paragraphs: Paragraph[];
}

const segment = (text: string, rank: Partial<Pick<Segment, "drop" | "reserve">>): Segment[] =>
  text ? [{ text, words: countWords(text), on: rank.reserve === undefined, ...rank }] : [];

export const core = (text: string | null): Segment[] => segment(text ?? "", {});
export const optional = (text: string | null, drop: number): Segment[] => segment(text ?? "", { drop });
export const reserve = (text: string | null, rank: number): Segment[] => segment(text ?? "", { reserve: rank });
/** Sentences run on in one paragraph. */
export const paragraph = (...segments: Segment[][]): Paragraph => ({ segments: segments.flat(), separator: " " });
/** Lines, one under the other (the numbered insights). */
export const lines = (...segments: Segment[][]): Paragraph => ({ segments: segments.flat(), separator: "\n" });
export const block = (title: string, ...paragraphs: Paragraph[]): Block => ({ title, paragraphs });

const isShown = (para: Paragraph) => para.segments.some((item) => item.on);

/** The text: each block shown as `## Title`, then its paragraphs, blocks and paragraphs a blank line apart. */
export function render(blocks: Block[]): string {
  return blocks
    .map((item) => {
      const paragraphs = item.paragraphs.filter(isShown).map((para) =>
        para.segments
          .filter((part) => part.on)
          .map((part) => part.text)
          .join(para.separator),
      );
      return paragraphs.length > 0 ? `## ${item.title}\n${paragraphs.join("\n\n")}` : "";
    })
    .filter(Boolean)
    .join("\n\n");
}

/** The words of the rendered text, headings included, without rendering it. */
function wordsOf(blocks: Block[]): number {
  let total = 0;
  for (const item of blocks) {
    let shown = false;
    for (const para of item.paragraphs)
      for (const part of para.segments)
        if (part.on) {
          total += part.words;
          shown = true;
        }
    if (shown) total += 1 + countWords(item.title);
  }
  return total;
}

/**
 * Turns optional and reserve segments on or off until the word count lies in [min, max], dropping
 * optional segments a little below max so that texts sit comfortably inside their range.
 */
export function fit(blocks: Block[], min: number, max: number, softness = 0.85): string {
  const segments = blocks.flatMap((item) => item.paragraphs.flatMap((para) => para.segments));
  const softMax = Math.round(min + (max - min) * softness);
  while (wordsOf(blocks) > softMax) {
    const candidates = segments.filter((part) => part.on && part.drop !== undefined);
    if (candidates.length === 0) break;
    candidates.sort((a, b) => b.drop! - a.drop!)[0]!.on = false;
  }
  while (wordsOf(blocks) < min) {
    const candidates = segments.filter((part) => !part.on && part.reserve !== undefined);
    if (candidates.length === 0) break;
    const next = candidates.sort((a, b) => a.reserve! - b.reserve!)[0]!;
    next.on = true;
    if (wordsOf(blocks) > max) {
      next.on = false;
      next.reserve = undefined;
    }
  }
  return render(blocks);
}
