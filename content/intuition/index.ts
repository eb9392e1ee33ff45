export { DRAW_WORDS, HUNCH_WORDS } from "./hunches";
export { INTUITION_PAGE_WORDS } from "./page";
export { INTUITION_SERVER_WORDS, RESULT_WORDS } from "./results";

import { DRAW_WORDS as draws, HUNCH_WORDS as hunches } from "./hunches";
import { RESULT_WORDS as results } from "./results";

/** The words a hunch and its draw are said in, as src/shared/intuition/hunch-words.ts takes them. */
export const INTUITION_WORDS = { hunches, draws, results };
