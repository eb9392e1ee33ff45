/**
 * The signed-in seeker's daily rituals on /numerology and /moon-phases: today's numerology reading and
 * tonight's moon ritual (their words are in content/numerology/daily-reading.ts and content/moon/rituals.ts).
 * A name in braces is filled in where the words are used.
 */
export const ritualWords = {
  numerology: {
    title: "Today's Reading",
    intro:
      "Once a day, your Personal Day read with today's Moon and your Life Path. It counts as a reading for your karma and streak, and uses none of your plan's daily readings.",
    button: "Read Today's Number",
    reading: "Reading your number…",
    doneNote: "This is today's reading. A new number waits for you after midnight.",
    needs: "Today's reading is worked out from your full name and birth date. Add them to your profile to begin.",
    fullName: { label: "Full name", hint: "The name you were given at birth, as you write it." },
    birthDate: { label: "Birth date" },
    save: "Save and Read",
    saving: "Saving…",
  },
  moon: {
    title: "Tonight's Ritual",
    intro:
      "A short ritual for today's phase of the Moon and the sign she is in, once a day. It counts as a reading for your karma and streak, and uses none of your plan's daily readings.",
    button: "Begin Tonight's Ritual",
    reading: "Preparing the ritual…",
    doneNote: "This is tonight's ritual. The Moon offers another after midnight.",
    stepsLabel: "The steps",
  },
  situationLabel: "Read it for",
  questionLabel: "Your question (optional)",
  rewardsLabel: "What this ritual earned",
  links: { enhance: "Enhance Reading", enhancing: "Enhancing…", history: "See it in your history" },
  failed: "The ritual could not be made just now. Please try again.",
  loading: "Looking for today's ritual…",
  numbersLine: "Personal Day {day} · Personal Month {month} · Personal Year {year} · Life Path {lifePath}",
  moonLine: "{phase} in {sign} · {lit}% lit",
} as const;
