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
    title: "AI-Enhanced Interpretations",
    description: "Deepen any reading with AI-written text that grows richer as you rise through the mystic tiers.",
    icon: "WandSparkles",
    features: [
      "Available to signed-in seekers with a single tap on 'Enhance Reading'",
      "Depth that grows from Novice through Initiate, Explorer and Adept to Master",
      "Download an enhanced reading to keep",
      "Basic, personalized or advanced interpretations depending on your plan",
    ],
  },
  {
    title: "The Oracle Chat Guide",
    description: "A patient guide who helps you understand the dice, your reading and the ways of Mystic Dice.",
    icon: "MessageCircle",
    features: [
      "Explains what each die and each face speaks of",
      "Helps you choose the situation that fits your question",
      "Answers questions about tiers, quests and plans",
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
    description: "For devoted seekers: more readings, deeper insight and a calmer, ad-free sanctuary.",
    icon: "Crown",
    features: [
      "Unlimited daily readings",
      "Advanced interpretations",
      "Priority support",
      "No ads",
      "Weekly cosmic reports",
    ],
  },
  {
    title: "Community & Coming-Soon Tools",
    description: "Gather with fellow seekers and watch new divination tools arrive in the months ahead.",
    icon: "Users",
    features: [
      "Community forums for sharing readings and reflections",
      "Runes & Symbols (April 2024), Tarot (May 2024), Numerology & Astrology (June 2024)",
      "Dream analysis, moon phase tracker, angel number decoder and more in preparation",
      "Voluntary donations that help the oracle grow",
    ],
  },
];
