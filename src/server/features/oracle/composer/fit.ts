import { countWords } from "./text";

/**
 * Fitting a text to its tier's length: a text is built as paragraphs of segments, some of them
 * optional (dropped while the text is too long) or in reserve (added while it is too short).
 */

export interface Segment {
  text: string;
  /** Optional segments are dropped, highest rank first, while the text is too long. */
  drop?: number;
  /** Reserve segments are added, lowest rank first, while the text is too short. */
  reserve?: number;
  on?: boolean;
}

export interface Paragraph {
  segments: Segment[];
  separator: " " | "\n";
}

export const core = (text: string | null): Segment[] => (text ? [{ text }] : []);
export const optional = (text: string | null, drop: number): Segment[] => (text ? [{ text, drop }] : []);
export const reserve = (text: string | null, rank: number): Segment[] => (text ? [{ text, reserve: rank }] : []);
export const paragraph = (...segments: Segment[][]): Paragraph => ({ segments: segments.flat(), separator: " " });

function render(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((para) =>
      para.segments
        .filter((segment) => segment.on)
        .map((segment) => segment.text)
        .join(para.separator),
    )
    .filter((text) => text.length > 0)
    .join("\n\n");
}

/**
 * Turns optional and reserve segments on or off until the word count lies in [min, max], dropping
 * optional segments a little below max so that texts sit comfortably inside their range.
 */
export function fit(paragraphs: Paragraph[], min: number, max: number, softness = 0.85): string {
  const segments = paragraphs.flatMap((para) => para.segments);
  for (const segment of segments) segment.on = segment.reserve === undefined;
  const words = () => countWords(render(paragraphs));
  const softMax = Math.round(min + (max - min) * softness);
  while (words() > softMax) {
    const candidates = segments.filter((segment) => segment.on && segment.drop !== undefined);
    if (candidates.length === 0) break;
    candidates.sort((a, b) => b.drop! - a.drop!)[0]!.on = false;
  }
  while (words() < min) {
    const candidates = segments.filter((segment) => !segment.on && segment.reserve !== undefined);
    if (candidates.length === 0) break;
    const next = candidates.sort((a, b) => a.reserve! - b.reserve!)[0]!;
    next.on = true;
    if (words() > max) {
      next.on = false;
      next.reserve = undefined;
    }
  }
  return render(paragraphs);
}
