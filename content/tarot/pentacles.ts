import type { TarotCardContent } from "../../src/shared/draws/content-types";

/** Empty until this suit's words are written. */
export const PENTACLES: TarotCardContent[] = [];
