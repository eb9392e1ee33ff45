import type { PersonalWeekBanks } from "../../src/shared/weekly/personal-words";

/**
 * The personal edition's ritual and journaling prompt. A ritual belongs to the week's main moon event
 * (src/shared/weekly/personal-week.ts), as tradition pairs them; a prompt to the seeker's personal month
 * (numerology's 1–9, a master number read as its root). {sign} is the sign the Moon event happens in,
 * {day} its day, {month} the personal month. Practices for reflection, never promises.
 */
export const PERSONAL_WEEK_BANKS: PersonalWeekBanks = {
  rituals: {
    "new-moon":
      "On {day}, with the Moon new in {sign}, write one intention on a slip of paper and keep it where you will see it each morning until the full moon.",
    "first-quarter":
      "On {day}, at the first quarter in {sign}, choose one step towards something you began and take it before the day is out.",
    "full-moon":
      "On {day}, under the full moon in {sign}, light a candle, name aloud one thing that has grown since the new moon, and let the candle burn a quiet minute before you put it out.",
    "last-quarter":
      "On {day}, at the last quarter in {sign}, clear one drawer, one inbox or one old promise: something small you can finish in an hour.",
    "solar-eclipse":
      "On {day}, as the eclipse darkens the Sun in {sign}, sit for five minutes without a screen and notice which plan you hold most tightly; loosen your grip on it by one thing.",
    "lunar-eclipse":
      "On {day}, with the Moon eclipsed in {sign}, write down one habit you are ready to let go of, then tear the page and throw it away.",
    none: "This week has no new, full or quarter moon. Step outside one evening, find the Moon if it is up, and spend two minutes just watching it.",
  },
  prompts: {
    1: "Your personal month {month} is one of starting. What would you begin this week if nobody were watching?",
    2: "In a personal month {month}, partnership is the theme. Who met you halfway lately, and did you notice?",
    3: "Personal month {month} favours expression. What have you been meaning to say, and to whom?",
    4: "A personal month {month} asks for foundations. Which small routine would make next week easier?",
    5: "Personal month {month} brings change. What shifted unexpectedly, and what did it teach you?",
    6: "In personal month {month}, care and home come first. Where could you ask for help instead of giving it?",
    7: "Personal month {month} is for reflection. Which question keeps returning to you, and why now?",
    8: "A personal month {month} is about effort and reward. What did your work earn you this week, beyond money?",
    9: "Personal month {month} closes a cycle. What are you ready to finish, forgive or give away?",
  },
};
