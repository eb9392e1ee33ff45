/** Measures the built-in oracle's content tests share: words, normalised words, text without headings. */

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Lower case, apostrophes dropped, every other mark a space. */
export const normalWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/** The text without its "## " heading lines. */
export const withoutHeadings = (text: string) =>
  text
    .split("\n")
    .filter((line) => !line.startsWith("## "))
    .join("\n");
