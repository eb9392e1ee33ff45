import type { DiceMeaningSystem } from "../../src/shared/content-types";

/**
 * The grammar every reading follows (the tables in content/README.md, kept equal to them by
 * content/oracle/meaning-system.test.ts): what each colour speaks of, what each face means, and the
 * name and meaning of every sum.
 */
export const meaningSystem: DiceMeaningSystem = {
  colours: {
    red: { domain: "the will: desire, courage, action, conflict", question: "What moves you?", role: "motive" },
    white: {
      domain: "the mind and spirit: clarity, truth, intuition, timing",
      question: "What do you see?",
      role: "insight",
    },
    green: {
      domain: "the world: growth, money, home, bodies, results",
      question: "What will take root?",
      role: "outcome",
    },
  },
  faces: [
    {
      name: "Seed",
      light: "beginnings, a single clear intention, solitude that strengthens",
      shadow: "isolation, a plan that never leaves the head",
    },
    {
      name: "Mirror",
      light: "partnership, balance, choice between two paths",
      shadow: "indecision, dependence, comparison",
    },
    {
      name: "Spark",
      light: "creativity, expression, luck, growth through joy",
      shadow: "scattered energy, promises not kept",
    },
    { name: "Stone", light: "foundations, patience, work, security", shadow: "rigidity, stubbornness, fear of change" },
    { name: "Storm", light: "change, travel, upheaval, freedom", shadow: "restlessness, risk, loss of footing" },
    { name: "Crown", light: "harmony, completion, love, reward", shadow: "complacency, pride, the end of a cycle" },
  ],
  sums: {
    3: { name: "The Threshold", meaning: "everything is at its first step; stillness before motion" },
    4: { name: "The Quiet Root", meaning: "small, steady efforts; nothing yet shows above ground" },
    5: { name: "The Open Door", meaning: "an invitation you have not yet answered" },
    6: { name: "The Gentle Turn", meaning: "a soft change of direction, better taken early" },
    7: { name: "The Seeker's Number", meaning: "inner knowledge; answers come through reflection" },
    8: { name: "The Balanced Scales", meaning: "cause and effect; what you give returns" },
    9: { name: "The Lantern", meaning: "wisdom ripening; an ending that clears the way" },
    10: { name: "The Wheel", meaning: "a cycle turning; fortune shifts in your favour if you move with it" },
    11: { name: "The Twin Paths", meaning: "a decision between two truths; intuition is the guide" },
    12: { name: "The Full Circle", meaning: "completion of a chapter; gather what you have learned" },
    13: { name: "The Transformation", meaning: "something old must be released for the new to arrive" },
    14: { name: "The Temperate Flame", meaning: "moderation; passion held steady becomes strength" },
    15: { name: "The Bold Ascent", meaning: "ambition rewarded; the climb is steep but open" },
    16: { name: "The Tower's Lesson", meaning: "a sudden clearing; what falls was not built to last" },
    17: { name: "The Guiding Star", meaning: "hope and renewal; the way is lit" },
    18: { name: "The Crown of Fortune", meaning: "the strongest sum: fulfilment, abundance, a wish within reach" },
  },
  matches:
    "two matching faces mean that energy is doubled; three matching faces mean the whole reading is that face's pure message",
};
