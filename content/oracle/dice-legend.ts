import type { DiceLegend } from "../../src/shared/content-types/oracle-words";

/**
 * The legend under each die once it settles: "Red · Storm — a restless will straining at its tether".
 * Each face (1 Seed … 6 Crown, content/README.md) is read through its die's domain: red the will, white
 * the mind and its timing, green the world. Before a cast the legend shows the colour's domain.
 */
export const diceLegend: DiceLegend = {
  red: {
    name: "Red",
    domain: "the will",
    faces: [
      "a single wish, not yet spoken aloud",
      "a heart torn between two desires",
      "a joyful urge to make and to be seen",
      "a steady resolve that will not be hurried",
      "a restless will straining at its tether",
      "a desire within reach of its reward",
    ],
  },
  white: {
    name: "White",
    domain: "the mind",
    faces: [
      "a first clear thought, still quiet",
      "a mind weighing two truths",
      "an insight that flares like a struck match",
      "patient sight: knowing comes with the season",
      "a mind changing its view, and soon",
      "clarity at last: the question can close",
    ],
  },
  green: {
    name: "Green",
    domain: "the world",
    faces: [
      "something small planted in the world",
      "shared ground, resources in balance",
      "a lucky turn that grows when tended",
      "firm ground: savings, shelter, steady work",
      "a material change: a move, a windfall or a loss",
      "a harvest ready to gather",
    ],
  },
};
