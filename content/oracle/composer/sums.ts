import type { ComposerSumWords, PhraseBank } from "../../../src/shared/content-types/oracle-words";

/**
 * How the oracle speaks of each sum, 3 to 18 (names and the meanings' table: ../meaning-system.ts):
 * its meaning as clauses ({sum.meaning}), its images ({sum.image}) and what it asks ({sum.asks}).
 */
export const composerSums: Record<number, ComposerSumWords> = {
  3: {
    meanings: [
      "everything stands at its first step",
      "this is the stillness before motion",
      "you wait on the doorstep",
      "nothing has moved, and rightly",
      "the first breath is still held",
    ],
    images: ["a doorstep swept at dawn", "a boat tied at the jetty", "a held breath before a song"],
    asks: ["stand still one moment longer", "notice the doorway first", "gather yourself before the first move"],
  },
  4: {
    meanings: [
      "small efforts work out of sight",
      "roots grow where nothing shows",
      "steadiness matters more than speed",
      "hidden work is the real work",
      "quiet effort is gathering strength",
    ],
    images: ["roots threading through dark earth", "a bulb waiting in winter soil", "a mole's patient tunnel"],
    asks: ["keep at the small things", "trust what you cannot yet see", "water ground that shows nothing yet"],
  },
  5: {
    meanings: [
      "an invitation awaits your answer",
      "a door stands open, unforced",
      "something is asking you in",
      "the way is offered, not forced",
      "an open door wants an answer",
    ],
    images: ["a lit doorway in the dark", "a letter unopened on the table", "a gate swinging on its hinge"],
    asks: ["answer the invitation, yes or no", "step up and look in", "open the unopened letter"],
  },
  6: {
    meanings: [
      "a soft turn is asked",
      "a small turn saves a detour",
      "early turns are easy turns",
      "a slight correction is enough",
      "the rudder needs only a touch",
    ],
    images: ["a river bending round a meadow", "a boat nudged by its rudder", "a path curving into birches"],
    asks: ["turn a little, and turn early", "adjust one habit before it hardens", "make the small correction now"],
  },
  7: {
    meanings: [
      "the answer comes through reflection",
      "what you need is within",
      "quiet thought will show the way",
      "the seeker finds by looking inward",
      "inner knowing outranks outside advice",
    ],
    images: ["a lamp in a study window", "a well reflecting the stars", "a single candle at midnight"],
    asks: [
      "spend an evening in quiet thought",
      "write the question, then wait",
      "listen inward before you ask outward",
    ],
  },
  8: {
    meanings: [
      "what you give returns to you",
      "cause and effect stand close together",
      "every act lands in the pan",
      "the scales answer honestly",
      "you reap what you sow",
    ],
    images: ["a merchant's scales at rest", "a boomerang curving home", "two brass pans level in lamplight"],
    asks: ["give what you hope to receive", "settle one old debt", "act as though every deed returns"],
  },
  9: {
    meanings: [
      "wisdom is ripening",
      "an ending is clearing the way",
      "what you learned lights the path",
      "one thing ends, another begins",
      "experience is turning into a lamp",
    ],
    images: ["a lantern carried down a lane", "a hermit's lamp on a hill", "a last ember lighting the way"],
    asks: ["let something finish", "trust what you have learned", "carry your own light"],
  },
  10: {
    meanings: [
      "the wheel is turning toward you",
      "fortune shifts for those who move",
      "a round of life turns over",
      "luck favours the one who moves",
      "what went down is coming up",
    ],
    images: ["a mill wheel in the stream", "a spinning wheel by the hearth", "a cartwheel cresting a hill"],
    asks: ["move with the turn", "step in as it turns", "let go of the old position"],
  },
  11: {
    meanings: [
      "two truths stand before you",
      "intuition is the guide between them",
      "both paths are real",
      "the heart knows the fork",
      "a decision waits between two goods",
    ],
    images: ["a fork in a forest road", "two candles on one altar", "twin rivers meeting"],
    asks: ["trust your first instinct", "choose, and do not look back", "notice which way you hope"],
  },
  12: {
    meanings: [
      "a chapter is completing",
      "it is time to gather lessons",
      "you come round again, wiser",
      "the circle is closing",
      "the lessons are ripe",
    ],
    images: ["a ring of standing stones", "a year's wheel drawn in chalk", "a round loaf on a board"],
    asks: ["gather what you learned", "mark the ending with care", "write down the chapter's lessons"],
  },
  13: {
    meanings: [
      "something old must be released",
      "the new waits on a release",
      "a skin is being shed",
      "change asks for an ending first",
      "what you release makes room",
    ],
    images: ["a snake's skin on warm stone", "a chrysalis splitting open", "a forge melting old iron"],
    asks: ["release one old thing", "let the old form go", "clear a space for the new"],
  },
  14: {
    meanings: [
      "passion held steady becomes strength",
      "moderation is the secret",
      "a steady flame outlasts a blaze",
      "the middle way is strong",
      "a hearth fire warms the house",
    ],
    images: ["a lamp trimmed low and steady", "a smith quenching hot iron", "water and wine in one cup"],
    asks: ["hold your fire steady", "keep to the middle measure", "pace your passion"],
  },
  15: {
    meanings: [
      "ambition is rewarded",
      "the climb is steep but open",
      "the summit can be reached",
      "boldness is met with reward",
      "the upward path is open",
    ],
    images: ["a goat path up a mountain", "a kite climbing a strong wind", "a stair cut into a cliff"],
    asks: ["climb one step higher", "aim a little above comfort", "climb with open eyes"],
  },
  16: {
    meanings: [
      "a sudden clearing comes",
      "what falls was not built to last",
      "a false structure gives way",
      "the ground clears for truer building",
      "a collapse leaves a clean sky",
    ],
    images: ["a lightning-struck tower in the rain", "an old wall tumbling into grass", "a field cleared after a gale"],
    asks: ["let what is falling fall", "build again on truer ground", "stop propping up what has failed"],
  },
  17: {
    meanings: [
      "hope is renewed",
      "the way is lit",
      "a star rises over your road",
      "renewal is close",
      "you are being guided",
    ],
    images: ["the evening star above a roof", "a lantern on a far shore", "a star caught in a well"],
    asks: ["follow the light you can see", "let hope be practical", "lift your eyes from the road"],
  },
  18: {
    meanings: [
      "a wish is within reach",
      "fulfilment and abundance gather",
      "this is the strongest sum",
      "fortune stands at full height",
      "plenty is close enough to touch",
    ],
    images: ["a crown on a velvet cushion", "a horn of plenty spilling fruit", "noon sun over a golden field"],
    asks: ["reach for the wish", "receive the abundance gracefully", "share the plenty"],
  },
};

/** The sum in words ({sumWords}), by value. */
export const numberWords: readonly string[] = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
];

/** The sentences about the sum: its name ({sum}, {sumWords}, {sumName}) and meaning. */
export const sumFrames = {
  /** The sum and its name, with its meaning: for the shorter tiers, one sentence. */
  named: [
    "[Together|Side by side|Added up] the dice [make|give] {sum}, {sumName}: {sum.meaning}.",
    "Their sum is {sumWords}, which [the old readers|the oracle|the old books] [call|name] {sumName}, and {sum.meaning}.",
    "[Count them|Add them] and you [reach|hold|find] {sum}, {sumName}; {sum.meaning}.",
    "The three faces [add up to|come to|make] {sumName}, and {sum.meaning}.",
    "{SumWords} is the [count|total], {sumName}, and it [says|tells you|knows] that {sum.meaning}.",
    "[Added together|Counted up|Taken as one] they give {sumName}: {sum.meaning}.",
    "[Under|Beneath] the three faces [hums|lies|runs] their [sum|total], {sumName}; {sum.meaning}.",
    "The dice total {sumWords}, and {sumName} [tells you|says|reminds you] that {sum.meaning}.",
    "Their number is {sum}, {sumName}, and its [word to you|message|meaning] is [this|plain]: {sum.meaning}.",
    "Your sum is {sumName}, {sumWords} in all, and {sum.meaning}.",
  ],
  image: [
    "Its [picture|image|emblem] is {sum.image}.",
    "I [see|picture] [it|{sumName}] as {sum.image}.",
    "Think of {sum.image}; that is {sumName}.",
    "{SumName} [looks like|resembles] {sum.image}.",
    "[Its token|The sign of it|Its mark] is {sum.image}.",
    "The [image|picture|scene] that [belongs to|goes with] [it|{sumName}] is {sum.image}.",
    "Picture {sum.image}, and you have [the sum|{sumName}|the number].",
    "Over the whole [reading|cast] I [see|glimpse] {sum.image}.",
  ],
} satisfies Record<string, PhraseBank>;
