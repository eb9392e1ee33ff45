import type { DivinationTool, DivinationToolWords } from "../../src/shared/content-types/site";
import { DIVINATION_TOOL_ROUTES, type DivinationToolPath } from "../../src/shared/tools";

/** The name and description of each divination tool, by path. */
const toolWords: Record<DivinationToolPath, DivinationToolWords> = {
  "/dice-divination": {
    title: "Dice Divination",
    icon: "Dices",
    description: "Cast the red, white and green dice and receive the oracle's reading for your situation.",
  },
  "/runes": {
    title: "Runes & Symbols",
    icon: "Feather",
    description: "Draw the ancient Norse staves and read the symbols they carve into your path.",
  },
  "/tarot": {
    title: "Tarot",
    icon: "Layers",
    description: "Lay out the major and minor arcana for a spread that mirrors your season of life.",
  },
  "/numerology": {
    title: "Numerology & Astrology",
    icon: "Orbit",
    description: "Your birth numbers and the sky you were born under, read together.",
  },
  "/ai-intuition": {
    title: "Intuition Calibration",
    icon: "Compass",
    description:
      "Call a hunch before a fair draw, say how sure you are, and see over time how often your hunches come true against plain chance. It measures hunches; it makes none.",
  },
  "/quantum-energy": {
    title: "Energy Map",
    icon: "Heart",
    description:
      "A daily check-in on two axes, unpleasant to pleasant and calm to energised, with a word and a note, mapped over the weeks beside the Moon's phases and your readings.",
  },
  "/karmic-cycle": {
    title: "Your Cycles",
    icon: "Infinity",
    description: "Your year, month and day numbers, and your real Jupiter and Saturn returns.",
  },
  "/ancient-texts": {
    title: "Ancient Text Decoder",
    icon: "ScrollText",
    description: "Cast the I Ching: six fair lines, your hexagram, its changing lines and where they lead.",
  },
  "/timelines": {
    title: "My Timeline",
    icon: "Clock",
    description:
      "Your readings week by week and month by month, how they turned out, what keeps coming back (with an honest chance check), and the real sky of the next eight weeks.",
  },
  "/dream-analysis": {
    title: "Dream Journal",
    icon: "BookOpen",
    description:
      "Keep a private journal of your dreams: see the symbols they name, notice the ones that recur, and reflect with questions to ask yourself.",
  },
  "/aura-chakra": {
    title: "Aura & Chakra Check-in",
    icon: "Sun",
    description: "Seven centres, your own answers: an aura card and a practice. Self-reported, not a measurement.",
  },
  "/moon-phases": {
    title: "Moon Phase Tracker",
    icon: "MoonStar",
    description: "Plan your intentions with the waxing and waning moon.",
  },
  "/success-predictor": {
    title: "Decision Compass",
    icon: "Compass",
    description: "Your options, weighed by your own values: a mirror, not a forecast.",
  },
  "/past-lives": {
    title: "Past-Life Tales",
    icon: "Feather",
    description:
      "A short story of a life in another age, told from your birth date and a fairly drawn card. A tale, not a memory.",
  },
  "/spirit-guides": {
    title: "Spirit Guide Connection",
    icon: "MessageCircle",
    description:
      "Talk through a question with one of five fictional guides, each with a voice of their own. Open to everyone, no account needed.",
  },
  "/angel-numbers": {
    title: "Angel Numbers",
    icon: "Clock",
    description:
      "Look up a repeating number you keep noticing, or any number through its numerology digits, and keep a journal of the numbers you see.",
  },
  "/spirit-animals": {
    title: "Animal Archetypes",
    icon: "Shield",
    description: "A quiz that leads to one of twenty animals of Europe's fables and bestiaries.",
  },
  "/pendulum": {
    title: "Yes/No Pendulum",
    icon: "Gem",
    description: "Ask a yes-or-no question and reflect on one fairly drawn swing: yes, no or ask again.",
  },
};

/** The divination tool catalogue, in the order of DIVINATION_TOOL_ROUTES (src/shared/tools.ts). */
export const divinationTools: DivinationTool[] = DIVINATION_TOOL_ROUTES.map((route) => ({
  title: toolWords[route.path].title,
  icon: toolWords[route.path].icon ?? "Sparkles",
  path: route.path,
  description: toolWords[route.path].description,
  isComingSoon: route.isComingSoon,
  isOpenToVisitors: "isOpenToVisitors" in route && route.isOpenToVisitors,
}));
