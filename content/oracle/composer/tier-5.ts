import type { TierWords } from "../../../src/shared/content-types";

/**
 * Tier 5: layered, intimate, every die woven in.
 */
export const tier5 = {
  openings: [
    "Come closer, seeker, and sit with me a while; this reading was cast for you alone.",
    "Stay a moment by the fire. I have looked long at your dice, and I want to tell you everything they said.",
    "I see you there at the edge of the lamplight, holding your question the way one holds a cup that is too full.",
    "Breathe once, slowly. What follows is yours, and it asks to be read unhurriedly.",
  ],
  situations: {
    guidance: [
      "You asked for guidance, and beneath that word I hear a longing to trust your own steps again.",
      "You have been carrying a question about the way forward for longer than you admit, even to yourself.",
    ],
    finances: [
      "You asked about your resources, and I hear in that question both hope and a quiet worry.",
      "Money is rarely only money; it is safety and freedom, and the story you tell yourself about your worth.",
    ],
    relationships: [
      "You asked about love, and I will answer tenderly, because the heart deserves no less.",
      "Your question is about another person, and yet, as always, it begins with you.",
    ],
  },
  overviews: [
    "Three dice answered you: the {rn}, the {wn} and the {gn}.",
    "The {rn}, the {wn} and the {gn} have come to speak with you, each in its own voice.",
  ],
  red: [
    "Begin with the red, the die of the will. Your {rn} speaks of {redWill}.",
    "The red die answers the oldest question, what moves you, and yours shows the {redName}: {redWill}.",
  ],
  redDepth: [
    "Its light side is {redLight}; its shadow is {redShadowSide}.",
    "In its light it gives {redLight}, and in its shadow it hides {redShadowSide}.",
  ],
  redSituation: {
    guidance: [
      "This is the engine of your question; whatever road you choose, the {redName} will be the one walking it.",
    ],
    finances: [
      "Where money is concerned, this is the temperament you bring to every choice, and the {redName} will colour how you spend and how you save.",
    ],
    relationships: [
      "In love the red die speaks first, so listen closely: this is how you reach for another, and the {redName} shapes every gesture you make.",
    ],
  },
  white: [
    "Then comes the white, the die of the mind and of timing. The {wn} brings {whiteMind}.",
    "The white die is your inner sight, and it shows the {whiteName}: {whiteMind}.",
  ],
  green: [
    "Last comes the green, the die of the world, and it shows the {gn}: {greenWorld}.",
    "The green die answers what will take root, and yours is the {gn}, bringing {greenWorld}.",
  ],
  sumOpenings: [
    "Now lay the three side by side. Their sum, {sum}, is {sumName}: {sumMeaning}.",
    "Counted together, the dice make {sum}, {sumName}, and I want you to hear it clearly: {sumMeaning}.",
  ],
  noMatch: [
    "No two dice share a face, so each voice speaks on its own, and the harmony between them is yours to find.",
    "Every die shows a different face, three separate voices, and it is your life that makes them one song.",
  ],
  farewells: {
    guidance: [
      "Whatever you choose, choose it awake. I will be here when you cast again.",
      "You are further along this road than you believe. Go gently, seeker.",
    ],
    finances: [
      "Hold your resources the way you would hold a lantern, steadily and without fear. I will be here when you cast again.",
      "Wealth of the truest kind is a calm heart; may this season bring you one. Go gently, seeker.",
    ],
    relationships: [
      "Love yourself first tonight, and let that love spill outward. I will be here when you cast again.",
      "Take this home with you, and read it once more by moonlight, with the one you love in mind.",
    ],
  },
  redImage: "I see it as {redImage}, and I see you in it.",
  /** Said only when the text is short of its range. */
  whiteLight: "Its light is {whiteLight}; keep an eye on its shadow, {whiteShadowSide}.",
  /** A second sentence of the reading's own interpretation. */
  furtherQuotes: ["And further: {quote}", "It goes on: {quote}", "And then: {quote}"],
  sumBody: "The reading adds: {sumBodyQuote}",
  /** Said only when the text is short of its range. */
  greenImage: "Picture {greenImage}; this is the shape of what waits for you.",
  counselIntros: ["So, my counsel.", "Here is what I would have you do.", "And now, the practical part."],
} satisfies TierWords;
