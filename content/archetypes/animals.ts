import type { ArchetypeAnimals } from "../../src/shared/archetypes/content-types";
import { ARCHETYPE_IDS } from "../../src/shared/archetypes/quiz-rule";
import { ARCHETYPE_WORDS } from "./animal-words";
import { ARCHETYPE_NAMES } from "./names";

/** Every animal's name and words, by id (the server's; the page joins the two itself). */
export const ARCHETYPE_ANIMALS = Object.fromEntries(
  ARCHETYPE_IDS.map((id) => [id, { ...ARCHETYPE_NAMES[id], ...ARCHETYPE_WORDS[id] }]),
) as ArchetypeAnimals;
