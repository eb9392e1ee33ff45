import type { TierWords } from "../../../src/shared/content-types";

/**
 * Tier 3: a short story, then three numbered insights.
 */
export const tier3 = {
  insightRed: [
    "1. What moves you: the {rn}, {redWill}. Lean on {redGift}, and beware {redShadow}.",
    "1. Your motive is the {rn}. Its light is {redGift}; its shadow is {redShadow}.",
    "1. The {rn} is the fire under everything here, {redWill}. Honour it, but do not let it become {redShadow}.",
  ],
  insightWhite: [
    "2. What you see: the {wn}, {whiteMind}. {whiteCounsel} The hour comes {timing}.",
    "2. The {wn} is your insight, and it says: {whiteCounselLower} Things begin to move {timing}.",
  ],
  insightGreen: [
    "3. What will take root: the {gn}, {greenWorld}. {verdictShort}",
    "3. The {gn} names what will come of it: {greenWorld}. {verdictShort}",
  ],
  closings: [
    "Read the story again tomorrow; it will have changed a little, because you will have.",
    "Keep these three insights close, like stones in a pocket.",
    "The tale is short, but its roots run deep.",
    "Let the story settle before you act on it.",
  ],
  /** The story, told in the order of its lines; {who} is the one in it (she or he), {whom} the same as an object. */
  stories: [
    {
      who: "she",
      whom: "her",
      lines: [
        "Picture a traveller at a crossroads as dusk comes down, carrying a question about {topic}.",
        "The first thing she sees is {redImage}, and that is your {rn}.",
        "Farther on she finds {whiteImage}, the {wn}, and stops to look.",
        "Where the path turns she meets {greenImage}, the {gn}, and knows it means {greenWorld}.",
      ],
    },
    {
      who: "he",
      whom: "him",
      lines: [
        "In a workshop by the harbour, an old glassmaker holds three panes up to the lamp for you.",
        "In the red pane you see {redImage}: your {rn}.",
        "The white pane shows {whiteImage}, the {wn}, clearer the longer you look.",
        "In the green pane, last of all, is {greenImage}, the {gn}, and with it {greenWorld}.",
      ],
    },
    {
      who: "she",
      whom: "her",
      lines: [
        "Under the first stars, a seeker walks to the old well with a question about {topic}.",
        "When she leans over the water she sees {redImage}, and knows it for your {rn}.",
        "The ripples shift, and there is {whiteImage}, the {wn}.",
        "Then the water stills and shows her {greenImage}, the {gn}: {greenWorld}.",
      ],
    },
    {
      who: "he",
      whom: "him",
      lines: [
        "On a cliff above the sea, a lamp-keeper tends three lamps through the night.",
        "In the glow of the red lamp he sees {redImage}, and names it your {rn}.",
        "The white lamp shows him {whiteImage}, the {wn}, and the room grows very quiet.",
        "By the green lamp, lit last, he sees {greenImage}, the {gn}, promising {greenWorld}.",
      ],
    },
  ],
  storySums: [
    "{Who} counts the signs and finds {sum}, {sumName}.",
    "Together the three make {sum}, and {who} knows the name of that number: {sumName}.",
  ],
  sumMeaning: "It means that {sumMeaning}.",
  /** {quote} is a sentence of the reading's own interpretation. */
  storyQuotes: [
    "Then {who} remembers the words written for this roll: {quote}",
    "And the old words for these dice come back to {whom}: {quote}",
  ],
  /** The reading's yes-or-no answer, in brief. */
  verdicts: [
    "Asked plainly, the dice answer “{verdict}”.",
    "For {topic}, the plain answer is “{verdict}”.",
    "Asked about {topic}, they answer “{verdict}”.",
  ],
  /** When the reading's yes-or-no line has no verdict the composer knows. */
  verdictUnknown: "The plain answer is folded into the dice for now.",
} satisfies TierWords;
