import type { EnergyWords } from "../../src/shared/energy/content-types";

/**
 * The Energy Map's words: what each quadrant of the grid can mean, the words offered for a day there, how
 * far from the centre a point lies, and the built-in reflection on one check-in. A mood is read as weather
 * the seeker notices, never diagnosed, and never blamed on the Moon.
 */
export const ENERGY_WORDS: EnergyWords = {
  name: "Energy Map",
  quadrants: {
    bright: {
      name: "Bright and Lively",
      summary: "A good day with fuel in the tank: things feel pleasant and you have the spark to act on them.",
      meaning:
        "Pleasant and energised is where plans get started and messages get answered. Enjoy it without making it the bar every day must clear; this much lift comes and goes for everyone. Notice what fed it, because that is worth knowing on a flatter morning.",
      prompt: "What helped today feel this way, and could any of it be set up again on purpose?",
      care: "Spend some of the spark on one thing you have been putting off, then stop before you run yourself dry.",
      words: [
        "buoyant",
        "eager",
        "playful",
        "sparkling",
        "inspired",
        "lively",
        "upbeat",
        "excited",
        "bold",
        "curious",
        "elated",
        "spirited",
      ],
    },
    settled: {
      name: "Settled and Easy",
      summary: "Pleasant and quiet: the kind of day that asks for nothing loud.",
      meaning:
        "Calm and content is often overlooked because nothing happens in it. That quiet is a resource in its own right. Rest, patient work and good conversations tend to grow here, so there is no need to turn it into productivity.",
      prompt: "Where in your body do you feel at ease right now, and what is keeping it that way?",
      care: "Let one task go slowly today, on purpose: a meal, a walk, a letter on paper, in ink.",
      words: [
        "content",
        "serene",
        "cosy",
        "grateful",
        "rested",
        "mellow",
        "steady",
        "tender",
        "relaxed",
        "peaceful",
        "unhurried",
        "balanced",
      ],
    },
    heavy: {
      name: "Low and Heavy",
      summary: "Flat, tired or down, with little to push against it: a slow, grey kind of day.",
      meaning:
        "Unpleasant and low in energy is a common place to land, and it tells you something rather than marking a failure. Sleep, food, weather, a long week or a loss can all put you here. Small kindnesses count for more today than big fixes.",
      prompt: "If this tiredness could ask you for one thing, what would it ask for?",
      care: "Choose the smallest helpful step (a glass of water, daylight at a window, one message to someone you like) and count it as enough.",
      words: [
        "tired",
        "flat",
        "drained",
        "low",
        "weary",
        "lonely",
        "glum",
        "foggy",
        "sluggish",
        "bored",
        "wistful",
        "discouraged",
      ],
    },
    charged: {
      name: "Charged and Uneasy",
      summary: "Wired but not in a good way: restless, tense or on edge, with energy that has nowhere kind to go.",
      meaning:
        "Tense, unpleasant energy is your body getting ready to deal with something. Sometimes that is useful, as with a deadline to meet or a wrong to speak up about. Often it simply needs somewhere to go before it turns into snapping at people or lying awake.",
      prompt: "What is this restlessness bracing for, and is that thing happening today or only in your head?",
      care: "Give the charge a way out: a brisk ten-minute walk, a page of scribbled worries, or slow breaths with the out-breath longer than the in-breath.",
      words: [
        "tense",
        "irritable",
        "anxious",
        "frazzled",
        "jittery",
        "stressed",
        "frustrated",
        "on edge",
        "restless",
        "overloaded",
        "impatient",
        "cross",
      ],
    },
  },
  intensities: {
    gentle:
      "Your point sits near the middle of the grid: a mild version of this, easy to miss if you were not looking.",
    clear: "Your point sits well inside its quarter: a feeling plain enough to name.",
    strong: "Your point is out at the edge of the grid: a day felt at full volume.",
  },
  historyTitle: "Check-in: {quadrant}",
  historyTitleWithWord: "Check-in: {quadrant} · “{word}”",
  reflection: {
    reader:
      "You reflect, warmly and briefly, on one daily mood check-in from the seeker's Energy Map. Never diagnose, never predict, and never say the Moon or anything else caused the mood.",
    opening: "Here is today's point on your map, read back to you gently.",
    moonLine:
      "The Moon was at its {phase} when you checked in. Keep it beside your notes as a marker of time: a pattern you notice, not a cause.",
    wordLine: "You gave the day one word: “{word}”.",
    promptHeading: "A question to sit with",
    careHeading: "One small thing",
    closing:
      "A single day is one dot. Weeks of dots start to show a shape, and the shape is yours to read, with no verdict attached.",
  },
};
