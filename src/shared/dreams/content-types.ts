/** A dream symbol of the dictionary: the words that name it and questions it invites. */
export interface DreamSymbolContent {
  /** URL slug ("falling"); the page is /dream-analysis/symbols/<slug>. */
  slug: string;
  /** Its name as a heading ("Falling"). */
  name: string;
  /**
   * Every lowercase word form that names it in a dream's text ("fall", "falls", "fell", "falling",
   * "fallen"); a form belongs to one symbol only.
   */
  forms: readonly string[];
  /** What the symbol often carries, offered as possibilities, never a diagnosis or a prediction (50–90 words). */
  reflection: string;
  /** Three questions to ask oneself, each ending in "?". */
  questions: readonly [string, string, string];
}
