import type { ArchetypeNames } from "../../src/shared/archetypes/content-types";

/** Each animal's name and few words: the page's bestiary lists them, and every result opens with them. */
export const ARCHETYPE_NAMES: ArchetypeNames = {
  fox: { name: "The Fox", epithet: "quick wits at the edge of the wood" },
  owl: { name: "The Owl", epithet: "the patient listener of the night" },
  bear: { name: "The Bear", epithet: "strength that knows when to sleep" },
  wolf: { name: "The Wolf", epithet: "the one who runs with their own" },
  stag: { name: "The Stag", epithet: "quiet dignity that grows back each spring" },
  hare: { name: "The Hare", epithet: "the sprinter under the moon" },
  tortoise: { name: "The Tortoise", epithet: "the one who always arrives" },
  lion: { name: "The Lion", epithet: "a brave heart, openly worn" },
  eagle: { name: "The Eagle", epithet: "the long view from high air" },
  raven: { name: "The Raven", epithet: "thought and memory on black wings" },
  swan: { name: "The Swan", epithet: "grace on the surface, steady work beneath" },
  horse: { name: "The Horse", epithet: "freedom that carries others" },
  bee: { name: "The Bee", epithet: "sweetness made together, slowly" },
  crane: { name: "The Crane", epithet: "the watcher with a stone in hand" },
  hound: { name: "The Hound", epithet: "faithfulness that waits at the door" },
  cat: { name: "The Cat", epithet: "a keeper of its own counsel" },
  boar: { name: "The Boar", epithet: "courage that will not turn" },
  salmon: { name: "The Salmon", epithet: "wisdom gained by swimming home" },
  wren: { name: "The Wren", epithet: "a small body with a carrying voice" },
  pelican: { name: "The Pelican", epithet: "the giver who feeds from the heart" },
};
