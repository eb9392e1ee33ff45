import type { DailyNumberContent } from "../../src/shared/numerology/content-types";

/**
 * Today's numerology reading, in the oracle's voice: for each number a day can be read by (the Personal
 * Day 1–9, or the master number 11, 22 or 33 it carries, src/shared/rituals/rituals.ts), what the day
 * holds, how it reads for each situation, and one small practice before nightfall. The reading around
 * them (the Moon's phase and sign, the Life Path as a thread) is put together by
 * DAILY_READING_WORDS below.
 */
export const DAILY_NUMBERS: DailyNumberContent[] = [
  {
    number: 1,
    opening:
      "A day of One is a door standing ajar. Whatever you begin before sunset carries more push than usual, and hesitation costs more than a small mistake would.",
    angles: {
      guidance:
        "Pick the one matter you keep circling and make the opening move on it today. It need not be grand: a first paragraph, a first enquiry, a first honest sentence spoken aloud.",
      finances:
        "Put your own name to something at work today. Offer the idea in the meeting, ask for the task nobody has claimed, or set up the account you keep meaning to open for savings.",
      relationships:
        "Be the one who reaches out first. A message sent before you talk yourself out of it can restart a friendship, warm a cooling bond, or begin a conversation you have wanted for a while.",
    },
    practice: "Write down one thing you started today, however small, and put the note where you will see it tomorrow.",
  },
  {
    number: 2,
    opening:
      "Two softens the pace of the hours. Today favours listening, patient cooperation and the small diplomacy that keeps people at ease, more than any bold solo stroke.",
    angles: {
      guidance:
        "Answers arrive today through other people rather than through force of will. Ask someone you trust what they see, then sit with what they say before you decide anything.",
      finances:
        "Shared work goes better than lone effort now. Offer help to a colleague, agree terms clearly with a partner, and let a slow negotiation take the extra day it needs.",
      relationships:
        "Tenderness counts for a great deal on a day of Two. Notice what the people close to you need without being told, and give it quietly; if you are on your own, be that gentle with yourself.",
    },
    practice: "Before bed, thank one person by name for something they did, in a message or out loud.",
  },
  {
    number: 3,
    opening:
      "Three brings a lighter air and a looser tongue. Words come easily, colour looks brighter, and the day rewards play, making things and good company.",
    angles: {
      guidance:
        "Let yourself think out loud today. Sketch, write or talk the matter through with a friend, and an answer that stayed hidden in silence may surface mid-sentence.",
      finances:
        "Creative work and clear communication pay off now. Polish a pitch, rewrite a dull email so it sounds like you, or show your work to someone who could open a door.",
      relationships:
        "Laughter is the best bridge on a day of Three. Plan something playful with someone you love, join a gathering you would usually skip, or simply tell a friend a story that made you smile.",
    },
    practice: "Make something small with your hands or your words tonight, and let it be imperfect.",
  },
  {
    number: 4,
    opening:
      "Four lays bricks. It is a day for order, steady effort and the satisfaction of finishing what is in front of you rather than dreaming up what comes next.",
    angles: {
      guidance:
        "Progress today looks plain and feels solid. Tidy one corner of your life that has been nagging you, keep a promise to yourself, and trust that foundations are laid in hours like these.",
      finances:
        "Attend to the practical sums. Check a statement line by line, file the paperwork, or draw up a simple weekly budget; patient care with the details protects you later.",
      relationships:
        "Reliability speaks louder than romance on a day of Four. Turn up when you said you would, fix the thing you offered to fix, and let your steadiness be your way of saying you care.",
    },
    practice: "Choose one chore you have postponed and finish it before the evening ends.",
  },
  {
    number: 5,
    opening:
      "Five shakes the routine loose. Expect the unexpected: a change of plan, an invitation, a road you had not considered opening somewhere in the day.",
    angles: {
      guidance:
        "Say yes to one small adventure today. Take another route home, try the unfamiliar dish, read outside your usual shelf; fresh input will loosen a question that has felt stuck.",
      finances:
        "Change is in the air at work, so stay flexible and curious. Look into a course or an opening you have ignored, but hold back from sudden spending made only to feel free.",
      relationships:
        "Variety keeps the heart awake today. Suggest something new to a partner or a friend, and if you are single, let yourself meet people in places where you have never looked before.",
    },
    practice: "Do one ordinary thing differently today and notice how it feels to step out of habit.",
  },
  {
    number: 6,
    opening:
      "Six turns the day towards home and the people in your care. Kindness, beauty and responsibility sit at the centre of the hours, and small gestures land with weight.",
    angles: {
      guidance:
        "Ask where you are needed and where you are over-giving. Tend what truly depends on you, set down what does not, and let a calmer, lovelier space around you steady your thoughts.",
      finances:
        "Money decisions today are best made with the household in mind. Review shared costs, settle a debt to a friend, or spend a little on something that makes home more welcoming.",
      relationships:
        "Love is shown in service on a day of Six. Cook for someone, call a relative who has been lonely, or mend a small quarrel with an apology offered first.",
    },
    practice: "Light a candle or set out fresh flowers at home tonight, and dedicate them to someone you love.",
  },
  {
    number: 7,
    opening:
      "Seven draws the curtain a little. The day leans inward, towards study, reflection and the quiet where a deeper answer can finally be heard.",
    angles: {
      guidance:
        "Protect some solitude today, even twenty minutes of it. Walk without headphones or sit with a notebook, and let the question you carry settle until you can see its true shape.",
      finances:
        "Research before you act. Read the small print, compare the offers side by side, and trust the instinct that says something does not add up yet.",
      relationships:
        "You may need more space than usual, and that is allowed. Say so kindly rather than withdrawing in silence, and listen for what a loved one is not quite saying aloud.",
    },
    practice: "Spend ten minutes in silence before sleep and write down the first thought that rises.",
  },
  {
    number: 8,
    opening:
      "Eight carries the weight of authority and results. Today is good for decisions, negotiations and taking charge of what you have earned.",
    angles: {
      guidance:
        "Step into your own power calmly. Make the decision you have been deferring, and own it fully, consequences and all; clarity is a kind of strength.",
      finances:
        "Ambition is well met today. Ask for what your work is worth, review your long-term plans with a steady eye, and choose structure over impulse in every purchase.",
      relationships:
        "Balance giving and receiving. Notice where you hold too much control, or hand over too much of it, and let the scales between you and someone close return to level.",
    },
    practice: "Name one goal for the coming month in a single sentence, with a number in it.",
  },
  {
    number: 9,
    opening:
      "Nine is the last step of the staircase. The day favours endings, generosity and letting go of what has already run its course.",
    angles: {
      guidance:
        "Close a loop today. Finish the old task, answer the old message, give away what you no longer use; clearing space now makes the next beginning lighter.",
      finances:
        "Generosity is wise on a day of Nine, within your means. Donate, pay a kindness forward, or settle an outstanding account, and let a project that has stopped serving you come to its end.",
      relationships:
        "Forgiveness comes more easily now. Release a grudge you have carried, for your own sake, and tell someone what they have meant to you while the feeling is near.",
    },
    practice: "Throw away, give away or recycle one thing tonight, and say goodbye to it as you do.",
  },
  {
    number: 11,
    opening:
      "Your day carries the master number Eleven over its Two. Intuition runs high, dreams and coincidences speak loudly, and your nerves may feel the charge as well.",
    angles: {
      guidance:
        "Trust the hunch that keeps returning. Write down what your intuition says before reason argues with it, then look for one gentle way to test it in the world.",
      finances:
        "Inspiration can point to work that means more to you than a wage. Note the idea that lights you up, and share it with one person who could help it take form.",
      relationships:
        "Sensitivity is heightened between you and others today. Speak from the heart, notice unspoken moods, and give yourself time alone if the feelings of the room grow too loud.",
    },
    practice: "Keep a pen by the bed tonight and catch any dream or image that comes before morning.",
  },
  {
    number: 22,
    opening:
      "A master number, Twenty-Two, rests over your Four today. Large visions meet practical hands, and something lasting can be planned or built between dawn and dusk.",
    angles: {
      guidance:
        "Think in long spans. Sketch the structure of the life or project you are building, then choose the one brick you can lay today to bring it closer.",
      finances:
        "Plans with vision and method both go well now. Map a larger goal into stages, set dates beside them, and speak to the people whose skills could build it with you.",
      relationships:
        "Build something together that will outlast the day. Make a shared plan with a partner, a family member or a friend, and give it a first concrete step before you part.",
    },
    practice: "Draw a rough map of a goal you hold for the next year, with today's step marked on it.",
  },
  {
    number: 33,
    opening:
      "The rare master Thirty-Three sits above your Six today. It is a day of compassion and teaching, when what you give to others returns to you as meaning.",
    angles: {
      guidance:
        "Offer what you know. Guidance comes today through helping someone else along the path you have already walked, and in explaining it you will understand your own way better.",
      finances:
        "Work that heals, teaches or cares for people is favoured. Put time into mentoring, volunteer a skill, or consider how your job could serve more than the balance sheet.",
      relationships:
        "Love with open hands today. Be present for someone who is struggling without trying to fix them, and accept care in return when it is offered to you.",
    },
    practice: "Share one useful thing you have learned with someone who could use it, before the day ends.",
  },
];

/**
 * The words around the day's number: headings, titles and the sentences that bring in the Moon and the
 * seeker's own numbers. Names in braces are filled by the reading (fillWords in src/shared/text.ts).
 */
export const DAILY_READING_WORDS = {
  /** "Personal Day 7 · The Seeker"; a master day is written over its digit ("11/2"). */
  title: "Personal Day {number} · {name}",
  masterNumber: "{master}/{digit}",
  headings: {
    day: "Today's number",
    moon: "The Moon today",
    thread: "Your Life Path",
    practice: "Before the day ends",
  },
  moonLine: "Today's Moon: {phase} in {sign}. {moonIn}",
  thread:
    "Under every day runs your Life Path {lifePath}, {lifePathName}: {keywords}. Today's number is one bead on that thread, so read it as a step along your longer road.",
  expression:
    "The letters of your name add to {expression}, {expressionName}, the way you tend to meet a day like this one.",
} as const;
