/** The divination tool catalogue (spec §1, §2): only Dice Divination is live. */
export interface DivinationTool {
  title: string;
  path: string;
  description: string;
  isComingSoon: boolean;
  /** Marketing launch date, where the spec gives one. */
  launch?: string;
}

export const DIVINATION_TOOLS: DivinationTool[] = [
  {
    title: "Dice Divination",
    path: "/dice-divination",
    description: "Cast the red, white and green dice and receive the oracle's reading for your situation.",
    isComingSoon: false,
  },
  {
    title: "Runes & Symbols",
    path: "/runes",
    description: "Draw the ancient Norse staves and read the symbols they carve into your path.",
    isComingSoon: true,
    launch: "April 2024",
  },
  {
    title: "Tarot",
    path: "/tarot",
    description: "Lay out the major and minor arcana for a spread that mirrors your season of life.",
    isComingSoon: true,
    launch: "May 2024",
  },
  {
    title: "Numerology & Astrology",
    path: "/numerology",
    description: "Your birth numbers and the sky you were born under, read together.",
    isComingSoon: true,
    launch: "June 2024",
  },
  {
    title: "AI Intuition Generator",
    path: "/ai-intuition",
    description: "A spark of intuition, written for the question you carry today.",
    isComingSoon: true,
  },
  {
    title: "Quantum Energy Mapping",
    path: "/quantum-energy",
    description: "Map where your energy flows freely and where it gathers in knots.",
    isComingSoon: true,
  },
  {
    title: "Karmic Cycle Tracker",
    path: "/karmic-cycle",
    description: "Follow the patterns that return to you, and learn what they ask.",
    isComingSoon: true,
  },
  {
    title: "Ancient Text Decoder",
    path: "/ancient-texts",
    description: "Old verses and sayings, opened up for the life you live now.",
    isComingSoon: true,
  },
  {
    title: "Timelines & Fate Analyzer",
    path: "/timelines",
    description: "Lay your possible paths side by side and see where they converge.",
    isComingSoon: true,
  },
  {
    title: "Dream Analysis",
    path: "/dream-analysis",
    description: "Bring the images of the night into daylight and hear what they say.",
    isComingSoon: true,
  },
  {
    title: "Aura & Chakra Scanner",
    path: "/aura-chakra",
    description: "A reflective check-in on the colours and centres of your energy.",
    isComingSoon: true,
  },
  {
    title: "Moon Phase Tracker",
    path: "/moon-phases",
    description: "Plan your intentions with the waxing and waning moon.",
    isComingSoon: true,
  },
  {
    title: "Success Probability Predictor",
    path: "/success-predictor",
    description: "Weigh the signs for and against the venture on your mind.",
    isComingSoon: true,
  },
  {
    title: "Past Life Regression",
    path: "/past-lives",
    description: "A guided journey through the echoes of who you may have been.",
    isComingSoon: true,
  },
  {
    title: "Spirit Guide Connection",
    path: "/spirit-guides",
    description: "Meet the guiding presence that walks beside your choices.",
    isComingSoon: true,
  },
  {
    title: "Angel Number Decoder",
    path: "/angel-numbers",
    description: "The repeating numbers you notice, and the message they carry.",
    isComingSoon: true,
  },
  {
    title: "Spirit Animal Guide",
    path: "/spirit-animals",
    description: "Discover the creature whose nature mirrors your own.",
    isComingSoon: true,
  },
];
