import type { HomeContent } from "../../src/shared/content-types/site";

export const homeContent: HomeContent = {
  heroTitle: "Three Dice. One Question. Your Answer Awaits.",
  signedOutSubtitle:
    "Choose what weighs on you — guidance, finances or relationships — and cast the red, white and green dice. Each of the 216 possible rolls opens its own oracle reading, written in advance by our team, with a timing, a yes-or-no answer and the meaning of the sum. Begin free, and return each night the stars call you back.",
  signedInSubtitle:
    "Welcome back, seeker. The dice are warm and the lanterns lit — cast a fresh reading, deepen one in the Oracle's voice, or follow your quests toward the next mystic tier.",
  benefits: [
    {
      title: "216 Readings, One for Each Roll",
      description:
        "Every combination of the three dice has its own reading, written in advance by our team and kept as a fixed library: the dice choose which one you read.",
      icon: "ScrollText",
    },
    {
      title: "A Reading Shaped to Your Question",
      description:
        "Guidance, Finances or Relationships: the same dice speak differently depending on what you ask them about.",
      icon: "Compass",
    },
    {
      title: "Insight That Deepens With You",
      description:
        "Signed-in seekers can enhance a reading in the Oracle's voice, with words that grow richer as they rise from Novice to Master.",
      icon: "WandSparkles",
    },
    {
      title: "A Ritual Worth Returning To",
      description: "Earn karma, keep your daily streak alive and collect mystical items as your journey unfolds.",
      icon: "Flame",
    },
  ],
  divinationCards: [
    {
      title: "Dice Divination",
      description:
        "Cast three dice — will, mind and world — and receive the oracle's reading for the question you carry.",
      icon: "Dices",
      path: "/dice-divination",
      status: "active",
    },
    {
      title: "Runes & Symbols",
      description: "The twenty-four staves of the Elder Futhark, drawn and read for your path.",
      icon: "Feather",
      path: "/runes",
      status: "active",
    },
    {
      title: "Tarot",
      description: "The major and minor arcana, laid out in spreads that mirror your path.",
      icon: "Layers",
      path: "/tarot",
      status: "active",
    },
    {
      title: "Numerology & Astrology",
      description: "The numbers of your name and the sky of your birth, read side by side.",
      icon: "Orbit",
      path: "/numerology",
      status: "active",
    },
  ],
  featureBlocks: [
    {
      title: "The Language of Three Colours",
      description:
        "Red speaks of will and desire, white of mind, insight and timing, green of the world and its outcomes. Together they form a reading you can learn to read yourself.",
      icon: "Eye",
    },
    {
      title: "An Oracle Guide at Your Side",
      description:
        "Unsure where to begin? The oracle chat guide walks you through the dice and the situations they answer.",
      icon: "MessageCircle",
    },
    {
      title: "A Path From Novice to Master",
      description:
        "Complete quests, unlock achievements and climb five mystic tiers — Novice, Initiate, Explorer, Adept and Master.",
      icon: "Crown",
    },
  ],
  // Typed here rather than counted in the page, so the home page's first load carries no deck; the
  // content test counts each from the readings, the tarot and the runes.
  stats: [
    { value: "216", label: "Dice readings, one for each roll" },
    { value: "78", label: "Tarot cards" },
    { value: "24", label: "Elder Futhark runes" },
    { value: "Fair", label: "Dice and draws anyone can verify", href: "/fairness" },
  ],
};
