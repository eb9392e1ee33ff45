/**
 * The divination tools and their pages, in the order the Features page shows them. Every tool is open
 * now (the Coming Soon page that stood at a tool's path until it opened was removed with the last one; a
 * card can still say "Coming Soon", but a tool announced that way needs that page back); an open tool a visitor can use without an account (the spirit guides)
 * says so, and its card is never locked. Their names and descriptions are in content/site/divination-tools.ts.
 */
export const DIVINATION_TOOL_ROUTES = [
  { path: "/dice-divination", isComingSoon: false },
  { path: "/runes", isComingSoon: false },
  { path: "/tarot", isComingSoon: false },
  { path: "/numerology", isComingSoon: false },
  { path: "/ai-intuition", isComingSoon: false, isOpenToVisitors: true },
  { path: "/quantum-energy", isComingSoon: false },
  { path: "/karmic-cycle", isComingSoon: false },
  { path: "/ancient-texts", isComingSoon: false },
  { path: "/timelines", isComingSoon: false },
  { path: "/dream-analysis", isComingSoon: false },
  { path: "/aura-chakra", isComingSoon: false, isOpenToVisitors: true },
  { path: "/moon-phases", isComingSoon: false },
  { path: "/success-predictor", isComingSoon: false, isOpenToVisitors: true },
  { path: "/past-lives", isComingSoon: false },
  { path: "/spirit-guides", isComingSoon: false, isOpenToVisitors: true },
  { path: "/angel-numbers", isComingSoon: false, isOpenToVisitors: true },
  { path: "/spirit-animals", isComingSoon: false, isOpenToVisitors: true },
  { path: "/pendulum", isComingSoon: false },
] as const satisfies readonly { path: `/${string}`; isComingSoon: boolean; isOpenToVisitors?: boolean }[];

export type DivinationToolPath = (typeof DIVINATION_TOOL_ROUTES)[number]["path"];
