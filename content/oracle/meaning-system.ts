import type { DiceMeaningSystem } from "../../src/shared/content-types/oracle-words";

/**
 * The grammar every reading follows (the tables in content/README.md, kept equal to them by
 * content/oracle/meaning-system.test.ts): what each colour speaks of, what each face means, and the
 * name and meaning of every sum. Each face's light and shadow and each sum's meaning are here twice:
 * as the table says them, for the chat guide, and said to run on in a sentence, as the built-in
 * oracle (src/server/features/oracle/composer/) says them. The oracle takes its face and sum names
 * from here too.
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
      lightInSentence: "beginnings, a single clear intention and the solitude that strengthens",
      shadowInSentence: "isolation, and the plan that never leaves the head",
    },
    {
      name: "Mirror",
      light: "partnership, balance, choice between two paths",
      shadow: "indecision, dependence, comparison",
      lightInSentence: "partnership, balance and the choice between two paths",
      shadowInSentence: "indecision, dependence and the habit of comparison",
    },
    {
      name: "Spark",
      light: "creativity, expression, luck, growth through joy",
      shadow: "scattered energy, promises not kept",
      lightInSentence: "creativity, expression, luck and growth through joy",
      shadowInSentence: "scattered energy and promises not kept",
    },
    {
      name: "Stone",
      light: "foundations, patience, work, security",
      shadow: "rigidity, stubbornness, fear of change",
      lightInSentence: "foundations, patience, honest work and security",
      shadowInSentence: "rigidity, stubbornness and the fear of change",
    },
    {
      name: "Storm",
      light: "change, travel, upheaval, freedom",
      shadow: "restlessness, risk, loss of footing",
      lightInSentence: "change, travel, upheaval and freedom",
      shadowInSentence: "restlessness, risk and the loss of footing",
    },
    {
      name: "Crown",
      light: "harmony, completion, love, reward",
      shadow: "complacency, pride, the end of a cycle",
      lightInSentence: "harmony, completion, love and reward",
      shadowInSentence: "complacency, pride and the end of a cycle",
    },
  ],
  sums: {
    3: {
      name: "The Threshold",
      meaning: "everything is at its first step; stillness before motion",
      inSentence: "everything stands at its first step, in the stillness before motion",
    },
    4: {
      name: "The Quiet Root",
      meaning: "small, steady efforts; nothing yet shows above ground",
      inSentence: "small, steady efforts are working where nothing yet shows above ground",
    },
    5: {
      name: "The Open Door",
      meaning: "an invitation you have not yet answered",
      inSentence: "an invitation stands before you that you have not yet answered",
    },
    6: {
      name: "The Gentle Turn",
      meaning: "a soft change of direction, better taken early",
      inSentence: "a soft change of direction is asked of you, better taken early",
    },
    7: {
      name: "The Seeker's Number",
      meaning: "inner knowledge; answers come through reflection",
      inSentence: "the answers come through reflection and inner knowing",
    },
    8: {
      name: "The Balanced Scales",
      meaning: "cause and effect; what you give returns",
      inSentence: "cause meets effect, and what you give returns to you",
    },
    9: {
      name: "The Lantern",
      meaning: "wisdom ripening; an ending that clears the way",
      inSentence: "wisdom is ripening, and an ending is clearing the way",
    },
    10: {
      name: "The Wheel",
      meaning: "a cycle turning; fortune shifts in your favour if you move with it",
      inSentence: "a cycle is turning, and fortune shifts toward you if you move with it",
    },
    11: {
      name: "The Twin Paths",
      meaning: "a decision between two truths; intuition is the guide",
      inSentence: "two truths stand before you, and intuition is the guide between them",
    },
    12: {
      name: "The Full Circle",
      meaning: "completion of a chapter; gather what you have learned",
      inSentence: "a chapter is completing, and it is time to gather what you have learned",
    },
    13: {
      name: "The Transformation",
      meaning: "something old must be released for the new to arrive",
      inSentence: "something old must be released for the new to arrive",
    },
    14: {
      name: "The Temperate Flame",
      meaning: "moderation; passion held steady becomes strength",
      inSentence: "passion held steady becomes strength",
    },
    15: {
      name: "The Bold Ascent",
      meaning: "ambition rewarded; the climb is steep but open",
      inSentence: "ambition is rewarded, and the climb is steep but open",
    },
    16: {
      name: "The Tower's Lesson",
      meaning: "a sudden clearing; what falls was not built to last",
      inSentence: "a sudden clearing comes, and what falls was not built to last",
    },
    17: {
      name: "The Guiding Star",
      meaning: "hope and renewal; the way is lit",
      inSentence: "hope is renewed and the way is lit",
    },
    18: {
      name: "The Crown of Fortune",
      meaning: "the strongest sum: fulfilment, abundance, a wish within reach",
      inSentence: "fulfilment and abundance gather, and a wish is within reach",
    },
  },
  matches:
    "two matching faces mean that energy is doubled; three matching faces mean the whole reading is that face's pure message",
};
