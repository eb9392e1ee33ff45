/**
 * The divination tools and their pages, in the order the Features page shows them: Dice Divination,
 * Runes and Tarot are open; every other tool has a Coming Soon page at its path. Their names, descriptions
 * and launch dates are in content/site/divination-tools.ts.
 */
export const DIVINATION_TOOL_ROUTES = [
  { path: "/dice-divination", isComingSoon: false },
  { path: "/runes", isComingSoon: false },
  { path: "/tarot", isComingSoon: false },
  { path: "/numerology", isComingSoon: false },
  { path: "/ai-intuition", isComingSoon: true },
  { path: "/quantum-energy", isComingSoon: true },
  { path: "/karmic-cycle", isComingSoon: true },
  { path: "/ancient-texts", isComingSoon: true },
  { path: "/timelines", isComingSoon: true },
  { path: "/dream-analysis", isComingSoon: true },
  { path: "/aura-chakra", isComingSoon: true },
  { path: "/moon-phases", isComingSoon: false },
  { path: "/success-predictor", isComingSoon: true },
  { path: "/past-lives", isComingSoon: true },
  { path: "/spirit-guides", isComingSoon: true },
  { path: "/angel-numbers", isComingSoon: true },
  { path: "/spirit-animals", isComingSoon: true },
  { path: "/pendulum", isComingSoon: false },
] as const satisfies readonly { path: `/${string}`; isComingSoon: boolean }[];

export type DivinationToolPath = (typeof DIVINATION_TOOL_ROUTES)[number]["path"];
