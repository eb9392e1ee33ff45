import type { TierWords } from "../../../src/shared/content-types";

/**
 * Tier 4: a full arc with a beginning, a turning point and a resolution.
 */
export const tier4 = {
  openings: [
    "Every reading is a journey, and yours begins in the red.",
    "Let me tell you this reading as a tale, for that is how the dice told it to me.",
    "This is a story in three movements, and you are walking inside it.",
    "The dice have laid out a road, and like every road it has a beginning, a bend and a place to rest.",
  ],
  beginnings: [
    "It starts with the {rn}: {redWill}. Picture {redImage}; that is the feeling that sent you to the dice with {topic} on your mind.",
    "First comes the {rn}, the motive beneath your question about {topic}. It carries {redWill}, like {redImage}.",
    "At the start stands your {rn}, and with it {redWill}. I see it as {redImage}, and I see you standing beside it.",
  ],
  redShadows: [
    "Its gift is {redGift}, but its shadow, {redShadow}, walks close behind.",
    "Beware only {redShadow}; the rest of this fire is yours to use.",
    "The {redName} in the will can become {redShadow} if it is left untended.",
  ],
  situationFrames: {
    guidance: [
      "On the road of your life, this is where you truly stand tonight.",
      "Whatever you tell others, this is the honest beginning.",
    ],
    finances: [
      "This is the mood you bring to money, and moods shape purses more than luck does.",
      "Before any sum is counted, this is the attitude that holds the purse.",
    ],
    relationships: [
      "In love the red die speaks first, and this is what your heart is truly saying.",
      "This is the longing you bring to the bond, whether or not you have named it.",
    ],
  },
  turns: [
    "Then the road bends.",
    "And here is the turning point.",
    "But every story has its hinge, and this one turns on the white die.",
    "Midway, the wind changes.",
  ],
  white: [
    "The {wn} arrives with {whiteMind}, and nothing looks quite the same afterward.",
    "Your {wn} brings {whiteMind}. It is the moment you notice {whiteImage} and understand what it has been trying to show you.",
    "Think of {whiteImage}: the {wn} works like that in you, and brings {whiteMind}.",
  ],
  resolutions: [
    "And so the story comes to rest in the {gn}: {greenWorld}.",
    "At the end of the road waits the {gn}, and it offers {greenWorld}.",
    "The tale resolves in green, as tales of this kind do. Picture {greenImage}: that is the {gn}, and it brings {greenWorld}.",
  ],
  blessings: [
    "Go gently; the story is still being written, and the pen is in your hand.",
    "Carry this tale with you, and tell it back to yourself when the road grows dark.",
    "Walk it well. The ending is kind to those who arrive awake.",
  ],
  /** {sumSentence} is the first sentence of the reading's own sum interpretation. */
  sums: [
    "The three dice together make {sum}, {sumName}, and the reading says of it: {sumSentenceQuote}",
    "Their sum is {sum}, {sumName}: {sumSentence}.",
    "Counted together they make {sum}, {sumName}, which means that {sumMeaning}.",
  ],
  /** Said only when the text is short of its range. */
  greenImage: "Picture {greenImage}; that is what waits for you.",
} satisfies TierWords;
