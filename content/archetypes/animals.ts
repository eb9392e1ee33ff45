import type { ArchetypeAnimals } from "../../src/shared/archetypes/content-types";
import { ANIMALS_A } from "./animals-a";
import { ANIMALS_B } from "./animals-b";

/** Every animal's words, by id: the page loads them only once a result is shown, the server always. */
export const ARCHETYPE_ANIMALS: ArchetypeAnimals = { ...ANIMALS_A, ...ANIMALS_B };
