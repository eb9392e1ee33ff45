/** Blog card previews are cut at 120 characters. */
const BLOG_PREVIEW_LENGTH = 120;

/** The card preview is the third line of the content, cut to 120 characters with an ellipsis. */
export function blogPreview(content: string): string {
  const line = (content.split("\n")[2] ?? "").trim();
  return line.length > BLOG_PREVIEW_LENGTH ? `${line.slice(0, BLOG_PREVIEW_LENGTH).trimEnd()}…` : line;
}

export interface BlogSection {
  /** The emoji-led line that opens the section; null for the text before the first marker. */
  heading: string | null;
  paragraphs: string[];
}

const EMOJI_AT_START = /^\p{Extended_Pictographic}/u;

/** Post content is split into sections at lines that start with an emoji. */
export function splitIntoSections(content: string): BlogSection[] {
  const sections: BlogSection[] = [];
  let current: BlogSection = { heading: null, paragraphs: [] };
  for (const rawLine of content.split("\n")) {
    const line = rawLine.trim();
    if (!line) continue;
    if (EMOJI_AT_START.test(line)) {
      if (current.heading !== null || current.paragraphs.length > 0) sections.push(current);
      current = { heading: line, paragraphs: [] };
    } else {
      current.paragraphs.push(line);
    }
  }
  if (current.heading !== null || current.paragraphs.length > 0) sections.push(current);
  return sections;
}
