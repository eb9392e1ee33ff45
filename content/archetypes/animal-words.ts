import type { ArchetypeId } from "../../src/shared/archetypes/quiz-rule";
import type { ArchetypeWords } from "../../src/shared/archetypes/content-types";
import { WORDS_A } from "./animals-a";
import { WORDS_B } from "./animals-b";

/**
 * Every animal's words without its name, by id: the page loads them only once a result is shown (the
 * names are already on it, in the bestiary).
 */
export const ARCHETYPE_WORDS: Record<ArchetypeId, ArchetypeWords> = { ...WORDS_A, ...WORDS_B };
