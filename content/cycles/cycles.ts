import type { CyclesContent } from "../../src/shared/cycles/content-types";

/**
 * The personal cycles of numerology tradition, in the oracle's voice: the personal year (the birth month
 * and day reduced with the current year), the personal month and day that follow from it, and the
 * universal year, the current year's digits reduced for everyone; each 1–9. A month is a chapter inside
 * its year and a day a single step, so the three texts of one number say different things. Last, what
 * astrological tradition makes of a Jupiter return and a Saturn return.
 */
export const CYCLES: CyclesContent = {
  personalYears: {
    1: {
      title: "A Year of Beginnings",
      text: "Numerology counts a life in rounds of nine years, and this is the first step of a fresh round. Tradition treats it as planting season: whatever you start now, a course, a habit, a move, a way of speaking up for yourself, is said to set the tone for the years that follow. The energy favors the bold and the self-directed, and old arrangements may start to feel too small. Choose your seeds with care, get them into the ground early, and allow yourself to be a beginner without apology.",
    },
    2: {
      title: "A Year of Partnership",
      text: "After last year's burst of starting, this one slows to the pace of roots growing underground. Numerologists read a two year as a time for patience, cooperation and the fine work of relationships. Progress tends to come through other people: a collaborator, a partner, a friend who makes an introduction. Results may feel slower than you would like, and that is part of the design. Listen more than you push, tend the details, and let trust build quietly. What you nurture now carries weight later in the round.",
    },
    3: {
      title: "A Year of Expression",
      text: "Color returns. A three year is traditionally the most sociable and creative stretch of the nine, when what was rooted last year pushes up leaves and flowers. Invitations, conversations and ideas may arrive faster than you can answer them. Say yes to the ones that make you feel more alive, and write, sing, paint or speak your mind more freely than usual. The one caution numerologists give is scattering: joy spread across too many projects can leave none of them finished, so keep a short list.",
    },
    4: {
      title: "A Year of Building",
      text: "Sleeves rolled up, this year asks for steady, practical work. Tradition pictures the four year as the season of laying foundations: organizing money, strengthening health routines, finishing training, repairing what creaks. It can feel less exciting than the year before, and the reward is solidity. Effort made now tends to hold for a long time. Set a realistic schedule, keep promises to yourself, and measure progress in bricks rather than towers. By December you may be surprised how much firmer the ground feels underfoot.",
    },
    5: {
      title: "A Year of Change",
      text: "Halfway through the nine-year round, the doors swing open. A five year is read as restless, lively and full of movement: travel, new people, a change of job or home, a sudden appetite for freedom. Plans made in January may look very different by summer. Flexibility is your best companion, along with enough structure to avoid reckless leaps. Try things you have never tried, and treat surprises as invitations. The foundations laid last year are exactly what make this freedom safe to enjoy.",
    },
    6: {
      title: "A Year of Home and Care",
      text: "Attention turns toward the hearth. Numerologists associate the six year with family, home, responsibility and love in its most practical forms: cooking for someone, caring for a parent, committing to a partner, welcoming a new member of the household. Duties may increase, yet so can the warmth they bring. The challenge is balance, so that caring for others does not mean neglecting yourself. Make your living space a place of comfort, mend what needs mending between people, and let yourself be looked after too.",
    },
    7: {
      title: "A Year of Reflection",
      text: "Something in you wants quiet. The seven year is traditionally the inward turn of the round, a time for study, rest, spiritual questions and honest self-examination. Outer achievements may matter less than understanding why you chase them. You might read more, walk alone, take a course, or simply spend evenings thinking. Do not mistake the slower pace for failure; numerologists see it as the pause in which the wisdom of the earlier years settles. Protect your solitude, and trust the insights it brings.",
    },
    8: {
      title: "A Year of Harvest and Authority",
      text: "Ambition wakes up again. An eight year is read as the round's season of results: recognition, promotion, financial decisions and the confident use of your own authority. The reflection of last year now meets the practical world. Opportunities may ask you to lead, negotiate or manage larger resources than before. Use ordinary prudence with money and fairness with power, and the harvest tends to be generous. Keep in mind that abundance circulates. What you share this year may matter as much as what you gather.",
    },
    9: {
      title: "A Year of Completion",
      text: "The ninth year closes the round. Tradition treats it as a time for finishing, releasing and clearing space before the next cycle of beginnings. Relationships, jobs, habits or belongings that have run their course may fall away, sometimes with relief and sometimes with grief. Let them go gently. This is also a generous year, favoring compassion, service and forgiveness. Avoid starting major new ventures if you can; wrap up, give thanks, and rest. Next year's fresh start may feel lighter for it.",
    },
  },
  personalMonths: {
    1: {
      title: "A Month of Fresh Starts",
      text: "Inside your larger year, this month works as a clean page. Numerologists treat it as the stretch for launching, deciding and proposing rather than polishing. Pick one aim that has waited too long and give it a date on the calendar. Momentum gathered in these weeks tends to carry well into the next chapter.",
    },
    2: {
      title: "A Month of Patience",
      text: "Slow down for these four weeks. A two month favors listening, negotiating and waiting for the right moment instead of forcing it. Small kindnesses land well, and cooperation opens doors that pushing would jam. If a decision depends on someone else, give them room and time. Let details receive your careful attention.",
    },
    3: {
      title: "A Month of Play",
      text: "Expect more invitations, conversations and creative sparks than usual. Say yes to a gathering, start a small creative project, or write the message you have been composing in your head. This chapter of the year rewards lightness. Keep an eye on your energy and your wallet, as fun can spread thin quickly.",
    },
    4: {
      title: "A Month of Groundwork",
      text: "Practical tasks want your time now. Organize the paperwork, fix the schedule, finish the half-done project sitting in the corner. A four month is traditionally productive for anyone willing to work steadily without glamour. The satisfaction comes at the end, when you look back and see how much order you have created.",
    },
    5: {
      title: "A Month of Movement",
      text: "Plans may change, news may arrive, and you might feel an itch to go somewhere new. This month favors variety: a short trip, a new class, a change of routine. Stay adaptable, but read the fine print before committing to anything large. Restlessness is energy; give it a worthwhile outlet.",
    },
    6: {
      title: "A Month of Tending",
      text: "Home and the people in it ask for attention this month. Cook a proper meal, call your family, tidy the room you avoid. Responsibilities may feel heavier, and love tends to feel deeper for meeting them. Remember to include yourself in the circle of care, and accept help when it is offered.",
    },
    7: {
      title: "A Month of Stillness",
      text: "Turn the volume down. A seven month favors reading, resting, reflecting and spending time alone or in small, quiet company. Answers to lingering questions may surface if you stop chasing them. Avoid overbooking your calendar. Insight arrives more easily through stillness than through effort during these particular weeks.",
    },
    8: {
      title: "A Month of Results",
      text: "Work, money and ambition come forward. This may be a good month to ask for the raise, present the proposal, or sort out your financial plans with a clear head. Confidence is your ally. Act with integrity and sensible caution, and notice how effort from earlier months begins to pay off.",
    },
    9: {
      title: "A Month of Clearing",
      text: "Finish what you can and let go of what you cannot. Clear out a cupboard, close an old account, have the conversation that ends a lingering misunderstanding. A nine month is traditionally a time of release. Generosity and forgiveness flow easily now. Make space, because a fresh month of beginnings follows.",
    },
  },
  personalDays: {
    1: {
      title: "A Day to Begin",
      text: "Take the lead on one small thing. Send the first message, open the new notebook, sign up instead of wondering. Tradition marks this as a starting day, and the finishing can wait until later in the week.",
    },
    2: {
      title: "A Day to Listen",
      text: "Let someone else speak first today. Ask a question and really hear the answer. Gentle diplomacy and patience smooth things that force would break. A quiet, cooperative approach gets further than you expect.",
    },
    3: {
      title: "A Day to Speak",
      text: "Share something: a compliment, an idea, a joke, a sketch. Today favors expression and light company. Call a friend for no reason, and let yourself laugh at something small. Your words carry a little extra sparkle.",
    },
    4: {
      title: "A Day to Work",
      text: "Choose one practical task and complete it from start to finish. Clean, file, mend, organize. This is a day for steady effort, and the quiet satisfaction of crossing something off your list is its reward.",
    },
    5: {
      title: "A Day to Explore",
      text: "Break the routine a little. Take a different route, try an unfamiliar food, talk to someone new. Surprises are likely, so keep your plans loose. Curiosity is the best tool in your pocket today.",
    },
    6: {
      title: "A Day to Care",
      text: "Do something kind for the people you live with or love. Bring flowers home, help with a chore, send a caring message. Then do something kind for yourself. Home is where today's energy wants to gather.",
    },
    7: {
      title: "A Day to Think",
      text: "Find some time alone. Read, walk, journal or simply sit by a window. Questions that felt tangled may loosen in quiet. Avoid big social plans if you can, and trust what your intuition whispers.",
    },
    8: {
      title: "A Day to Decide",
      text: "Handle the business matter you have been postponing: the bill, the email to your manager, the budget review. Decisions made today tend to be clear and practical. Stand tall and speak with confidence.",
    },
    9: {
      title: "A Day to Let Go",
      text: "Release something small: a grudge, a cluttered drawer, an outdated plan. Finish a task rather than starting a new one. A spontaneous act of generosity fits today well. Clearing space makes tomorrow feel lighter.",
    },
  },
  universalYears: {
    1: {
      title: "The World Begins Again",
      text: "A universal year of one, such as 2026, is read as a fresh start for everyone at once. Collective energy leans toward new ideas, inventions and leaders, and the whole world seems to turn a page together.",
    },
    2: {
      title: "The World Seeks Agreement",
      text: "When the digits of a year add to two, as in 2027, numerologists expect a collective emphasis on diplomacy, alliances and patience. Negotiation and cooperation take center stage, and slow progress may prove sturdier than quick wins.",
    },
    3: {
      title: "The World Finds Its Voice",
      text: "Years like 2028 reduce to three, which tradition links with communication, art and social energy on a wide scale. Expect lively debate, creative movements and a collective appetite for celebration and conversation.",
    },
    4: {
      title: "The World Lays Foundations",
      text: "Under a universal four, as in 2029, tradition expects a year of collective building: systems reviewed, institutions rebuilt, practical work done. Discipline and realism tend to be valued over spectacle across society.",
    },
    5: {
      title: "The World on the Move",
      text: "Add the digits of 2030 and you reach five, the number of change. Numerologists read such years as restless and eventful for everyone, with travel, reform and surprising shifts shaping the shared mood.",
    },
    6: {
      title: "The World Turns Homeward",
      text: "In a universal six, such as 2031, collective attention is said to turn toward family, community, health and responsibility. Questions of care, education and belonging come to the fore in public life.",
    },
    7: {
      title: "The World Looks Inward",
      text: "A seven year, like 2032, is traditionally a time of collective reflection. Research, spirituality, science and questions of meaning gain attention, and societies may pause to reconsider direction before the next push.",
    },
    8: {
      title: "The World Weighs Its Power",
      text: "Numerologists tie eight years, such as 2024, to economics, power and material structures. Conversations about wealth, authority and fairness intensify, and the world seems to count its resources and rethink how they are shared.",
    },
    9: {
      title: "The World Clears the Table",
      text: "Closing the nine-year round, a year like 2025 is read as a time of endings and release for everyone. Old structures may fall away, and compassion and humanitarian concern come forward before the count begins again.",
    },
  },
  returns: {
    jupiter: {
      title: "The Return of Jupiter",
      text: "Jupiter takes about twelve years to circle the zodiac, so around the ages of twelve, twenty-four, thirty-six, forty-eight and so on it comes back to the place it held when you were born. Astrological tradition reads this return as a new round of growth, luck and learning. Doors may open, opportunities may widen, and you might feel an urge to expand your horizons through travel, study or a bold project. The advice is to say yes generously, yet with discernment: abundance is welcome, excess less so. Plant seeds you would be glad to tend for the next twelve years.",
    },
    saturn: {
      title: "The Return of Saturn",
      text: "Saturn moves slowly, needing about twenty-nine and a half years to complete its circuit, so its first return arrives near your thirtieth birthday and the second near sixty. Astrologers associate it with maturity, reckoning and structure. Illusions may fall away, responsibilities may increase, and choices made in younger years come up for review. The experience can feel demanding, yet tradition also sees it as a coming of age: the moment you build a life on your own terms. Honest effort and patience tend to be rewarded with lasting foundations.",
    },
  },
};
