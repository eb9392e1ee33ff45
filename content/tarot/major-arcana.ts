import type { TarotCardContent } from "../../src/shared/draws/content-types";

/** Empty until the Major Arcana's words are written. */
export const MAJOR_ARCANA: TarotCardContent[] = [];
