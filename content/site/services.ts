import type { ServiceCard } from "../../src/shared/content-types";

export const serviceCards: ServiceCard[] = [
  {
    title: "Dice Divination Readings",
    description:
      "Cast the red, white and green dice for Guidance, Finances or Relationships and receive one of 216 hand-written readings.",
    icon: "Dices",
    features: [
      "An interpretation tailored to your chosen situation",
      "A timing prediction for when the reading unfolds",
      "A clear yes-or-no answer with its reason",
      "The meaning of the sum, from The Threshold to The Crown of Fortune",
    ],
  },
  {
    title: "Enhanced Interpretations",
    description:
      "Deepen any reading in the Oracle's voice, with words that grow richer as you rise through the mystic tiers.",
    icon: "WandSparkles",
    features: [
      "Available to signed-in seekers with a single tap on 'Enhance Reading'",
      "Depth that grows from Novice through Initiate, Explorer and Adept to Master",
      "Download an enhanced reading to keep",
      "Marked with who wrote it: the Oracle's voice, or AI only when an AI provider is connected",
      "Basic, personalized or advanced interpretations as your tier rises",
    ],
  },
  {
    title: "The Oracle Chat Guide",
    description: "A patient guide who helps you understand the dice, your reading and the ways of Mystic Dice.",
    icon: "MessageCircle",
    features: [
      "Explains what each die speaks of",
      "Helps you choose the situation that fits your question",
      "Points the way to tiers, quests and karma",
    ],
  },
  {
    title: "Karma, Streaks & Achievements",
    description: "Your profile remembers your path and rewards the seekers who return to the ritual.",
    icon: "Flame",
    features: [
      "Karma points earned as you read and explore",
      "Daily streaks that glow brighter each day you return",
      "Achievements that mark milestones on your journey",
      "A dashboard that gathers your progress in one place",
    ],
  },
  {
    title: "Quests & Mystical Items",
    description: "Follow quests through the oracle's world and gather collectible mystical items along the way.",
    icon: "Gem",
    features: [
      "Quests that give your readings a sense of direction",
      "Collectible mystical items to discover and keep",
      "Progress that helps you climb toward the next mystic tier",
    ],
  },
  {
    title: "Premium Membership",
    description:
      "Coming in a later update for devoted seekers: more readings and deeper insight. Paid plans cannot be bought yet.",
    icon: "Crown",
    features: [
      "Unlimited daily readings",
      "Advanced interpretations",
      "Priority support (planned)",
      "No ads, as on every plan",
      "Weekly cosmic reports (planned)",
    ],
  },
  {
    title: "Coming Soon: Tools & Community",
    description:
      "New divination tools, and a gathering place for fellow seekers, are being prepared for the months ahead.",
    icon: "Users",
    features: [
      "Community forums for sharing readings and reflections (planned)",
      "Runes & Symbols (April 2024), Tarot (May 2024), Numerology & Astrology (June 2024)",
      "Dream analysis, moon phase tracker, angel number decoder and more in preparation",
      "Voluntary donations to help the oracle grow (planned)",
    ],
  },
];
