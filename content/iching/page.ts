import type { IChingPageWords } from "../../src/shared/iching/content-types";

/**
 * What the I Ching's page, its shared readings and its library pages say. The casting is a provably fair
 * draw standing in for coins or stalks; the Book of Changes is spoken of as a tradition, never as fact.
 */
export const ICHING_PAGE_WORDS: IChingPageWords = {
  name: "I Ching",
  page: {
    eyebrow: "Ancient Text Decoder",
    title: "I Ching — the Book of Changes",
    metaTitle: "I Ching — the Book of Changes · Cast a hexagram",
    metaDescription:
      "Cast six lines with three coins or yarrow stalks, fairly and checkably, and read your hexagram's judgment, image, changing lines and where it is moving. For reflection and entertainment.",
    lead: "The I Ching, the Book of Changes, is one of the oldest books of China: 64 figures of six lines, each with words for a moment in life. Cast six lines, read the hexagram they make for your guidance, your finances or your relationships, and see where its changing lines point. It is for reflection and entertainment, never a stand-in for your own judgement or for professional advice.",
    howItWorksTitle: "How it works",
    howItWorks: [
      "Choose a situation, and hold a question in mind or type it.",
      "Choose how to cast: three coins, yarrow stalks, or your own coins thrown at home.",
      "Six lines are made from the bottom up; a 6 or a 9 is a changing line.",
      "Read the hexagram, its changing lines, and the hexagram it is turning into.",
    ],
    traditionTitle: "The tradition behind it",
    tradition:
      "For well over two thousand years people have consulted the Book of Changes by counting out fifty yarrow stalks or, later, by throwing three coins six times. Each throw gives a line, solid or broken, still or changing. The words on this site are written fresh for today, retelling what tradition says of each figure; they are a tradition to reflect with, not a forecast.",
    fairnessTitle: "A fair cast",
    fairness:
      "No coins are tossed here: each line is drawn from a server seed sealed before you cast and your browser's own seed, by the rule on the fairness page, with the coins' odds or the stalks'. You can check any cast there.",
    libraryLink: "Read all 64 hexagrams",
    signUpTitle: "Cast the I Ching",
    signUpText:
      "A free account lets you cast a hexagram, read it for your situation, and keep every cast in your history.",
    askTitle: "Your question",
    questionLabel: "Your question (optional)",
    questionHint: 'An open question works best, such as "What should I keep in mind as I start this new job?"',
    methodLabel: "How to cast",
    methods: {
      coins: { label: "Three coins", hint: "Three coins for each line: heads count 3, tails 2." },
      yarrow: { label: "Yarrow stalks", hint: "The stalks' older odds: changing yin is rarer than changing yang." },
      physical: { label: "My own coins", hint: "Throw three coins six times at home and enter each line's total." },
    },
    physicalLineLabel: "Line {position}",
    physicalLineValues: {
      6: "6 — three tails (changing yin)",
      7: "7 — one head (yang)",
      8: "8 — two heads (yin)",
      9: "9 — three heads (changing yang)",
    },
    castLabel: "Cast the hexagram",
    castingLabel: "The lines are forming…",
    emptyReading: "Choose a situation and a way to cast, hold your question in mind, and cast when you are ready.",
    restingLabel: "The Book of Changes rests",
    verifyLabel: "Verify this cast",
    historyLabel: "See your past casts in your dashboard",
    judgmentTitle: "The judgment",
    imageTitle: "The image",
    angleTitle: "For your situation",
    changingTitle: "The changing lines",
    noChanging: "No line is changing: the hexagram is read as it stands.",
    relatingTitle: "The relating hexagram",
    movementTitle: "The movement",
    lineLabel: "Line {position}",
    glyphLabel: "Hexagram {number}, {english}: lines from the bottom {lines}",
    lineWords: { 6: "changing yin", 7: "yang", 8: "yin", 9: "changing yang" },
  },
  sharedPage: {
    eyebrow: "A Shared I Ching Reading",
    ctaTitle: "Cast Your Own Hexagram",
    ctaText: "Six fair lines from three coins or yarrow stalks, read for your guidance, finances or relationships.",
    ctaButton: "Open the I Ching",
  },
  library: {
    eyebrow: "The Book of Changes",
    title: "The 64 Hexagrams of the I Ching",
    metaTitle: "The 64 Hexagrams of the I Ching · Meanings and lines",
    metaDescription:
      "All 64 hexagrams of the I Ching in the King Wen order: each one's judgment, image, six line texts and what it says for guidance, finances and relationships.",
    lead: "Every hexagram of the Book of Changes, in the traditional King Wen order, with words written fresh for today. Each page has its two trigrams, its judgment and image, the text read for each changing line, and its angle on guidance, finances and relationships.",
    entryMetaTitle: "Hexagram {number}: {english} ({pinyin}) · I Ching",
    entryMetaDescription:
      "I Ching hexagram {number}, {english} ({pinyin} {characters}): a time of {keywords}. {sentence}",
    trigramsTitle: "Its trigrams",
    lowerLabel: "Lower trigram: {name}",
    upperLabel: "Upper trigram: {name}",
    keywordsTitle: "A time of",
    linesTitle: "The six lines",
    anglesTitle: "For your situation",
    backLink: "All 64 hexagrams",
    castLink: "Cast the I Ching",
    previous: "Previous hexagram",
    next: "Next hexagram",
  },
};
